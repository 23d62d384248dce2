/**
 * Klingon Right of Vengeance (Premiere interrupt, 101_126). Right after a Klingon dies in an Away
 * Team battle (constructed: the response point after a kill, rules/format-responses.ts, while the battle's
 * TeamBattleFrame is on the flow), his owner may play it: his other Klingons on that planet, not in
 * stasis, attack the opponent's personnel there at once, their STRENGTH doubled, stopped or not and in
 * either player's turn; the re-attack resolves as the battle does (the loser loses one at random), and a
 * Klingon it kills may be avenged again. One re-attack for each death. Rulings: docs/RULINGS.md, "Stasis and
 * the Away Team battle interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { Window } from './registry.ts';
import { isKlingon } from './team-battle-kit.ts';
import { emit, push } from '../core/flow.ts';
import { addMark, marksBy } from '../core/modifiers.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, name, personnelOnPlanet, typeOf } from '../rules/board.ts';
import { teamBattlesOnFlow } from '../rules/battle.ts';
import type { TeamBattleFrame } from '../rules/battle.ts';
import { inStasis } from '../rules/stasis.ts';
import '../rules/format-responses.ts';

const ID = 'klingon-right-of-vengeance';

interface Vengeance {
  dead: CardId;
  loc: LocationId;
  avengers: CardId[];
  foes: CardId[];
}

/** The re-attack this window allows its player: a Klingon of his just killed in an Away Team battle, not yet avenged, and his other Klingons there. */
function vengeance(s: GameState, p: PlayerId, win: Window): Vengeance | undefined {
  if (win.type !== 'after' || win.h.type !== 'personnelKilled') return undefined;
  const dead = win.h.card;
  const c = s.cards[dead];
  if (!c || c.at.z !== 'discard' || c.owner !== p || typeOf(s, dead) !== 'personnel' || !isKlingon(s, dead)) return undefined;
  const battle = teamBattlesOnFlow(s).find((f) => f.mine.includes(dead) || f.theirs.includes(dead));
  if (!battle) return undefined;
  if (marksBy(s, ID).some((m) => m.card === dead && m.turn === s.turn.number)) return undefined;
  const avengers = personnelOnPlanet(s, battle.loc, p).filter((id) => isKlingon(s, id) && !inStasis(s, id));
  const foes = personnelOnPlanet(s, battle.loc, opponent(s, p)).filter((id) => !inStasis(s, id));
  if (avengers.length === 0 || foes.length === 0) return undefined;
  return { dead, loc: battle.loc, avengers, foes };
}

export default playedInterrupt(
  ID,
  'Right after one of your Klingons is killed in an Away Team battle: your other Klingons on that planet attack the opposing personnel there at once with double STRENGTH. One re-attack for each death.',
  {
    spec: { when: { after: { happening: 'personnelKilled', by: 'you' } }, target: { coded: 'your Klingon just killed in an Away Team battle' }, effects: [{ coded: 'a re-attack at double STRENGTH' }] },
    windows: ['after'],
    choices(s, p, _c, win) {
      const v = vengeance(s, p, win);
      return v ? [{ key: 'avenge', label: `avenge ${name(s, v.dead)}: ${v.avengers.length} Klingon(s) re-attack at ${name(s, v.loc)}`, target: v.dead }] : [];
    },
    play(s, p, c, _ch, win) {
      const v = vengeance(s, p, win);
      if (!v) return;
      addMark(s, c, v.dead);
      emit(s, 'vengeance', `${p}'s Klingons avenge ${name(s, v.dead)} at ${name(s, v.loc)}`, { player: p, card: c, for: v.dead });
      for (const id of [...v.avengers, ...v.foes]) card(s, id).stopped = true;
      const f: TeamBattleFrame = { kind: 'teamBattle', player: p, loc: v.loc, mine: v.avengers, theirs: v.foes, step: 'resolve', double: true };
      push(s, f);
    },
  },
);
