/**
 * Anti-Matter Spread (Alternate Universe interrupt, 103_053). At the start of a ship battle (the
 * constructed format's response point after a ship battle is initiated, before the ships fire:
 * rules/battle.ts, GameRules.responsePointsAfter), either side may play it: for this battle, each
 * ship of the other side loses 1 WEAPONS for each personnel aboard it with CUNNING under 8. The
 * crews are hidden, so it is offered wherever the other side has ships in the battle, and the log
 * tells what it took once it resolves. Its other use: at the start of a Borg Ship's battle (its
 * response points, rules/borg-ship.ts), either player may make that Borg Ship's WEAPONS 16 for the rest
 * of the turn. Rulings: docs/RULINGS.md, "Issue 25/26: Borg Ship and Receptacle Stones"; docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { Window } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { attributeOf } from '../rules/attributes.ts';
import { card, name, personnelAboard, typeOf } from '../rules/board.ts';
import type { ShipBattleFrame } from '../rules/battle.ts';
import '../rules/format-responses.ts';
import { BORG_WEAPONS_SPREAD, borgWeapons, spreadBorg, startingBorgBattle } from '../rules/borg-ship.ts';

const ID = 'anti-matter-spread';

/** The ship battle starting that this window answers (its frame, about to fire). */
function startingBattle(s: GameState, win: Window): ShipBattleFrame | undefined {
  if (win.type !== 'after' || win.h.type !== 'battleInitiated' || win.h.against === 'team') return undefined;
  const h = win.h;
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i] as ShipBattleFrame;
    if (f.kind === 'shipBattle' && f.step === 'fire' && f.loc === h.loc && f.target === h.target) return f;
  }
  return undefined;
}

/** The Borg Ship whose battle is starting in this window (rules/borg-ship.ts), not already at WEAPONS 16. */
function startingBorg(s: GameState, win: Window): CardId | undefined {
  if (win.type !== 'after' || win.h.type !== 'battleInitiated' || win.h.against === 'team') return undefined;
  const f = startingBorgBattle(s, win.h.target);
  return f && borgWeapons(s, f.borg) !== BORG_WEAPONS_SPREAD ? f.borg : undefined;
}

/** The ships in the battle on the other side from this player. */
function opposing(s: GameState, p: PlayerId, f: ShipBattleFrame): CardId[] {
  const ships = p === f.player ? [f.target] : f.chosen;
  return ships.filter((id) => typeOf(s, id) === 'ship' && card(s, id).owner !== p && card(s, id).at.z === 'inSpace');
}

export default playedInterrupt(
  ID,
  'At the start of a ship battle: for this battle, each ship on the other side loses 1 WEAPONS for each personnel aboard it with CUNNING under 8. Or, at the start of a Borg Ship\'s battle, that Borg Ship has WEAPONS 16 for the rest of the turn.',
  {
    spec: { when: { after: { happening: 'battleInitiated', by: 'either' } }, target: { coded: 'the ships on the other side of a ship battle starting' }, effects: [{ coded: 'WEAPONS -1 for each personnel aboard with CUNNING under 8, for the battle' }] },
    windows: ['after'],
    choices(s, p, _c, win) {
      const borg = startingBorg(s, win);
      if (borg) return [{ key: 'borg', label: `${name(s, borg)} has WEAPONS ${BORG_WEAPONS_SPREAD} for the rest of this turn`, target: borg }];
      const f = startingBattle(s, win);
      if (!f || opposing(s, p, f).length === 0) return [];
      return [{ key: 'spread', label: `the ships against you (${opposing(s, p, f).map((id) => name(s, id)).join(', ')}) lose 1 WEAPONS for each personnel aboard with CUNNING under 8, for this battle` }];
    },
    play(s, p, c, ch, win) {
      if (ch.key === 'borg') return spreadBorg(s, c, ch.target as CardId);
      const f = startingBattle(s, win);
      if (!f) return;
      const cut = (f.weaponsCut ??= {});
      for (const ship of opposing(s, p, f)) {
        const n = personnelAboard(s, ship).filter((id) => attributeOf(s, id, 'CUNNING') < 8).length;
        cut[ship] = (cut[ship] ?? 0) + n;
        emit(s, 'weaponsCut', `${name(s, ship)} loses ${n} WEAPONS for this battle (${name(s, c)})`, { card: ship, by: c, weapons: -n });
      }
    },
  },
);
