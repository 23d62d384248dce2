/**
 * Wolf (Alternate Universe interrupt, 103_081). Saves a personnel with Empathy, anyone's, who has been
 * picked at random to die: it answers the response point before a random death (rules/random-deaths.ts),
 * which the constructed format opens, for either player. Its other uses do nothing here: nobody is
 * ever captured yet, and Barclay Transporter Phobia, which it would nullify, is not in the engine.
 * Rulings: docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism".
 */
import { declareCard } from './registry.ts';
import type { PlayChoice, Window } from './registry.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { skillsOf } from '../rules/attributes.ts';
import { moveTo, name } from '../rules/board.ts';
import { heldDeathOf } from '../rules/random-deaths.ts';

const ID = 'wolf';
registerInterruptFacts(ID);

/** The personnel with Empathy picked at random to die that this window answers, its death still to come. */
function empathOf(s: GameState, win: Window): CardId | undefined {
  if (win.type !== 'before' || win.h.type !== 'randomDeath') return undefined;
  const v = win.h.card;
  if (!heldDeathOf(s, v) || (skillsOf(s, v).get('Empathy') ?? 0) === 0) return undefined;
  return v;
}

function choices(s: GameState, _p: PlayerId, _c: CardId, win: Window): PlayChoice[] {
  const v = empathOf(s, win);
  return v === undefined ? [] : [{ key: v, label: `save ${name(s, v)}`, target: v }];
}

export default declareCard(ID, {
  text: 'Save a personnel with Empathy, either player\'s, who has been picked at random to die: he lives. (Saving one picked at random to be captured, and cancelling Barclay Transporter Phobia, do nothing in this engine yet.)',
  spec: { interrupt: { when: { before: { happening: 'randomDeath', by: 'either' } }, target: { coded: 'a personnel with Empathy picked at random to die' }, effects: [{ coded: 'he does not die' }] } },
  interrupt: {
    windows: ['before'],
    answers: [
      { moment: 'before', happening: 'randomDeath', by: 'you' },
      { moment: 'before', happening: 'randomDeath', by: 'opponent' },
    ],
    choices,
    play(s, _p, c, _ch, win) {
      moveTo(s, c, { z: 'discard' });
      const v = empathOf(s, win);
      const f = v === undefined ? undefined : heldDeathOf(s, v);
      if (v === undefined || !f) return;
      f.saved = `${name(s, c)} saves ${name(s, v)}: he does not die`;
    },
  },
});
