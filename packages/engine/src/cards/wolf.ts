/**
 * Wolf (Alternate Universe interrupt, 103_081). Saves a personnel with Empathy, anyone's, who has been
 * picked at random to die: it answers the response point before a random death (rules/random-deaths.ts),
 * which the constructed format opens, for either player. It also nullifies Barclay Transporter Phobia:
 * right after the opponent plays one (the transport goes on with everyone), or at any time an interrupt
 * may be played on a personnel the phobia made refuse transport (he is cured). Its capture half does
 * nothing here: a random capture never happens in this pool.
 * Rulings: docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism" and "Issue 25/26: Alien
 * Parasites and Barclay Transporter Phobia".
 */
import { declareCard } from './registry.ts';
import type { PlayChoice, Window } from './registry.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { skillsOf } from '../rules/attributes.ts';
import { card, moveTo, name } from '../rules/board.ts';
import { heldDeathOf } from '../rules/random-deaths.ts';
import { REFUSES_TRANSPORT, refusers } from '../rules/held-transport.ts';
import { anyTime } from '../rules/responses.ts';
import { controllerOf } from '../rules/control.ts';
import { fits } from './plays.ts';

const ID = 'wolf';
registerInterruptFacts(ID);

/** The personnel with Empathy picked at random to die that this window answers, its death still to come. */
function empathOf(s: GameState, win: Window): CardId | undefined {
  if (win.type !== 'before' || win.h.type !== 'randomDeath') return undefined;
  const v = win.h.card;
  if (!heldDeathOf(s, v) || (skillsOf(s, v).get('Empathy') ?? 0) === 0) return undefined;
  return v;
}

function choices(s: GameState, p: PlayerId, _c: CardId, win: Window): PlayChoice[] {
  const out: PlayChoice[] = [];
  const v = empathOf(s, win);
  if (v !== undefined) out.push({ key: v, label: `save ${name(s, v)}`, target: v });
  // Barclay Transporter Phobia: the one the opponent just played, or one that made a personnel refuse transport
  if (win.type === 'cardPlayed' && fits(s, p, { justPlayed: { by: 'opponent', cards: [REFUSES_TRANSPORT] } }, win)) out.push({ key: `nullify ${win.card}`, label: `nullify ${name(s, win.card)}`, target: win.card });
  // one aboard a ship or outpost is named only to his own side (his crew is hidden from the opponent)
  if (anyTime(win)) for (const r of refusers(s)) if (card(s, r).at.z === 'planet' || controllerOf(s, r) === p) out.push({ key: `cure ${r}`, label: `cure ${name(s, r)} of Barclay Transporter Phobia`, target: r });
  return out;
}

/** Wolf against a Barclay Transporter Phobia: cancelled as it is played, or its refusal ended. */
function nullifyPhobia(s: GameState, p: PlayerId, c: CardId, key: string, target: CardId): void {
  if (key.startsWith('nullify')) {
    if (s.cards[target]?.at.z !== 'resolving') return void emit(s, 'cardFizzled', `${name(s, c)} finds nothing left to stop`, { card: c });
    moveTo(s, target, { z: 'discard' });
    emit(s, 'cardNullified', `${card(s, target).owner}'s ${name(s, target)} is nullified by ${p}'s ${name(s, c)}`, { card: target, by: c });
    return;
  }
  s.effects = s.effects.filter((e) => !(e.kind === 'mark' && e.by === REFUSES_TRANSPORT && e.card === target));
  emit(s, 'transportCured', `${p}'s ${name(s, c)} nullifies the phobia: ${name(s, target)} may be transported again`, { card: target, by: c });
}

export default declareCard(ID, {
  text: 'Save a personnel with Empathy, either player\'s, who has been picked at random to die: he lives. Or cancel a Barclay Transporter Phobia: as your opponent plays it, or later, freeing the personnel it made refuse transport. (Saving one picked at random to be captured does nothing in this engine yet.)',
  spec: { interrupt: { when: { before: { happening: 'randomDeath', by: 'either' } }, target: { coded: 'a personnel with Empathy picked at random to die; a Barclay Transporter Phobia just played by the opponent, or a personnel it made refuse transport' }, effects: [{ coded: 'he does not die; the phobia is nullified' }] } },
  interrupt: {
    windows: ['before', 'cardPlayed', 'main', 'between'],
    answers: [
      { moment: 'before', happening: 'randomDeath', by: 'you' },
      { moment: 'before', happening: 'randomDeath', by: 'opponent' },
    ],
    choices,
    play(s, p, c, ch, win) {
      moveTo(s, c, { z: 'discard' });
      if (ch.key.startsWith('nullify') || ch.key.startsWith('cure')) return nullifyPhobia(s, p, c, ch.key, ch.target as CardId);
      const v = empathOf(s, win);
      const f = v === undefined ? undefined : heldDeathOf(s, v);
      if (v === undefined || !f) return;
      f.saved = `${name(s, c)} saves ${name(s, v)}: he does not die`;
    },
  },
  // the random deck generator deals personnel with Empathy with it (decks/deck-wants.ts): the one it
  // saves is picked at random from a team, so six of them, as many as an affiliation may have
  // (docs/RULINGS.md RD5)
  deckWants: { skills: ['Empathy'], count: 6 },
});
