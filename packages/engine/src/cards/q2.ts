/**
 * Q2 (Premiere interrupt, 101_133; its older print, docs/RULINGS.md "Card wording" entry 17). Played
 * right after the opponent plays Amanda Rogers or Kevin Uxbridge, it cancels that card: it goes to its
 * owner's discard pile without doing anything. Or, at the constructed response point right after a
 * Q-related dilemma is revealed (before it resolves), either player may play it to nullify that
 * dilemma: discarded with no effect. Q-related is read from the card data: the characteristic
 * "Q-related dilemma", or the word Q in the title (the pool's one such dilemma is Q). Rulings:
 * docs/RULINGS.md, "Coverage: Q, Rogue Borg and bonus points".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { fits } from './plays.ts';
import type { When } from './plays.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId } from '../core/types.ts';
import { facts, hasFacts } from './facts.ts';
import { card, moveTo, name } from '../rules/board.ts';
import { facedDilemma as faced } from '../rules/format-responses.ts';

const WHEN: When = { justPlayed: { by: 'opponent', cards: ['amanda-rogers', 'kevin-uxbridge'] } };

/** Whether a dilemma definition is Q-related: the characteristic says so, or its title has the word Q. */
export function qRelated(def: string): boolean {
  if (!hasFacts(def)) return false;
  const f = facts(def);
  return f.type === 'dilemma' && (f.characteristics.includes('Q-related dilemma') || f.name.split(/[^A-Za-z0-9']+/).includes('Q'));
}

export default playedInterrupt(
  'q2',
  'Right after your opponent plays Amanda Rogers or Kevin Uxbridge, cancel it: it is discarded having done nothing. Or, as a Q-related dilemma is faced (anyone\'s, by anyone), nullify it: it is discarded with no effect.',
  {
    spec: { when: WHEN, target: { coded: 'Amanda Rogers or Kevin Uxbridge just played, or a Q-related dilemma being faced' }, effects: [{ coded: 'cancel it' }] },
    windows: ['cardPlayed', 'after'],
    choices(s, p, _c, win): PlayChoice[] {
      if (win.type === 'cardPlayed') return fits(s, p, WHEN, win) ? [{ key: 'cancel', label: `cancel ${name(s, win.card)}`, target: win.card }] : [];
      const f = faced(s, win);
      return f && qRelated(card(s, f.dilemma).def) ? [{ key: 'nullify', label: `nullify ${name(s, f.dilemma)}`, target: f.dilemma }] : [];
    },
    play(s, p, c, ch, win) {
      if (ch.key === 'nullify') {
        const f = faced(s, win);
        if (!f || f.dilemma !== ch.target) {
          emit(s, 'cardFizzled', `${name(s, c)} finds nothing left to nullify`, { card: c });
          return;
        }
        emit(s, 'dilemmaNullified', `${name(s, c)} nullifies ${name(s, f.dilemma)}: it is discarded with no effect`, { card: f.dilemma, by: c });
        f.dispose = 'discard';
        return;
      }
      const t = ch.target as CardId;
      if (s.cards[t]?.at.z !== 'resolving') {
        emit(s, 'cardFizzled', `${name(s, c)} finds nothing left to cancel`, { card: c });
        return;
      }
      moveTo(s, t, { z: 'discard' });
      emit(s, 'cardNullified', `${card(s, t).owner}'s ${name(s, t)} is nullified by ${p}'s ${name(s, c)}`, { card: t, by: c });
    },
  },
);
