/**
 * Klingon Death Yell (Premiere interrupt, 101_125, 5 points). Right after a Klingon with Honor is
 * killed, anyone's, either player may play it on him: it goes to its player's bonus points and scores
 * its 5 points. One yell for each such death. The response point after a kill is constructed's
 * (rules/format-responses.ts). Rulings: docs/RULINGS.md, "Premiere interrupts, batch B".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { Window } from './registry.ts';
import { emit } from '../core/flow.ts';
import { addMark, marksBy } from '../core/modifiers.ts';
import type { CardId, GameState } from '../core/types.ts';
import { moveTo, name, personnelFacts, typeOf } from '../rules/board.ts';
import { scorePoints } from '../rules/endgame.ts';
import '../rules/format-responses.ts';

const ID = 'klingon-death-yell';
const POINTS = 5;

/** The Klingon with Honor whose killing this window answers, if no yell has answered it yet. */
export function yelledFor(s: GameState, win: Window): CardId | undefined {
  if (win.type !== 'after' || win.h.type !== 'personnelKilled') return undefined;
  const dead = win.h.card;
  if (s.cards[dead]?.at.z !== 'discard' || typeOf(s, dead) !== 'personnel') return undefined;
  const f = personnelFacts(s, dead);
  if (f.affiliation !== 'klingon' || !f.skills.some((k) => k.skill === 'Honor')) return undefined;
  if (marksBy(s, ID).some((m) => m.card === dead && m.turn === s.turn.number)) return undefined;
  return dead;
}

export default playedInterrupt(
  ID,
  `Right after a Klingon with Honor is killed, whoever owns him, play this on him: it goes to your bonus points and scores ${POINTS}. Only one for each such death.`,
  {
    spec: { when: { after: { happening: 'personnelKilled', by: 'you' } }, target: { coded: 'a Klingon with Honor just killed, either player\'s' }, effects: [{ coded: 'to bonus points' }] },
    windows: ['after'],
    choices(s, _p, _c, win) {
      const dead = yelledFor(s, win);
      return dead ? [{ key: 'yell', label: `yell for ${name(s, dead)}`, target: dead }] : [];
    },
    play(s, p, c, ch) {
      const dead = ch.target as CardId;
      addMark(s, c, dead);
      moveTo(s, c, { z: 'bonus', player: p });
      emit(s, 'deathYell', `${p} yells for ${name(s, dead)} with ${name(s, c)}`, { player: p, card: c, for: dead });
      scorePoints(s, p, POINTS, `${name(s, c)} for ${name(s, dead)}`);
    },
  },
);
