/**
 * Phaser Burns (Alternate Universe interrupt, 103_071). At the response point right after an Away Team
 * battle begins (constructed: rules/battle.ts TeamBattleFrame), before its winner is worked out, a
 * player with a phaser or a disruptor of his on the battle's planet and personnel of his in the battle
 * may play it: two of the opposing personnel in the battle, picked at random, die (each a random death,
 * with its own response point: rules/random-deaths.ts). The battle then resolves with those left. The
 * engine's personnel battle is the period one (total STRENGTH, constructed rules 7.5), with no stunning
 * step: "stunned" is every opposing personnel taking part in it (docs/RULINGS.md, "Issue 26: Phaser
 * Burns and Eyes in the Dark", PB1). A Thermal Deflectors in play discards it unresolved
 * (rules/table-nullify.ts). Its use in a Rogue Borg battle is not offered: those battles (rules/rogue-borg.ts)
 * open no response point.
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { battleJustInitiated, sides } from './team-battle-kit.ts';
import { facts } from './facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { name, onPlanet } from '../rules/board.ts';
import { playedAsEquipment } from '../rules/artifacts.ts';
import { killRandom } from '../rules/dilemmas.ts';

const ID = 'phaser-burns';
/** How many opposing personnel it kills. */
export const BURNS = 2;

/**
 * A player's phasers and disruptors on a planet: his equipment cards, and artifacts he carries as
 * equipment, whose title names a phaser or a disruptor (Starfleet Type II Phaser, Klingon and Romulan
 * Disruptors, the Varon-T Disruptor).
 */
export function weaponsPresent(s: GameState, p: PlayerId, loc: LocationId): CardId[] {
  return onPlanet(s, loc, p).filter((id) => {
    const c = s.cards[id];
    if (!c || c.owner !== p) return false;
    const f = facts(c.def);
    return (f.type === 'equipment' || playedAsEquipment(c.def)) && /\b(phaser|disruptor)\b/i.test(f.name);
  });
}

export default playedInterrupt(
  ID,
  'Play just after an Away Team battle starts, if a phaser or disruptor of yours is on that planet with your personnel in the battle: two opposing personnel in the battle, picked at random, die before the winner is worked out. (Not offered in a Rogue Borg battle: those have no response point.)',
  {
    spec: { when: { after: { happening: 'battleInitiated', by: 'either' } }, target: { coded: 'opposing personnel in the battle, at random, with a phaser or disruptor of yours on the planet' }, effects: [{ coded: 'two of them die' }] },
    windows: ['after'],
    choices(s, p, _c, win) {
      const f = battleJustInitiated(s, win);
      if (!f) return [];
      const { own, foes } = sides(s, f, p);
      if (own.length === 0 || foes.length === 0 || weaponsPresent(s, p, f.loc).length === 0) return [];
      return [{ key: 'burn', label: `burn ${Math.min(BURNS, foes.length)} opposing personnel at ${name(s, f.loc)}`, target: f.loc }];
    },
    play(s, p, c, _ch, win) {
      const f = battleJustInitiated(s, win);
      if (!f) return;
      let pool = sides(s, f, p).foes;
      emit(s, 'phaserBurns', `${name(s, c)}: ${p}'s phasers and disruptors burn ${Math.min(BURNS, pool.length)} of the opposing personnel at ${name(s, f.loc)}, picked at random`, { player: p, loc: f.loc });
      for (let i = 0; i < BURNS; i++) {
        const v = killRandom(s, pool, `burned by ${name(s, c)} at ${name(s, f.loc)}`);
        if (!v) break;
        pool = pool.filter((id) => id !== v);
      }
    },
  },
);
