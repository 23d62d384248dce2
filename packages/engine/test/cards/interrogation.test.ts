/**
 * Interrogation (Alternate Universe event, 103_039; first print): played on a captive of its player's,
 * one per captive; as each of its player's turns begins the captive's owner is asked "How many
 * lights?": "Five" gives 10 points and frees the captive; any other answer gives 1 point
 * (docs/RULINGS.md, "Alternate Universe: captives", AC8..AC10). player-1 holds it, player-2's
 * personnel are his captives.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { captivesHeldBy } from '../../src/rules/captives.ts';
import type { Harness } from '../harness.ts';
import { endTurn } from './helpers.ts';
import { setup } from './interrupts-b-position.ts';

const I = 'Interrogation';

const inHand = (h: Harness, o: { card?: string }): boolean => o.card !== undefined && h.s.cards[o.card]?.def === 'interrogation' && h.s.cards[o.card]?.at.z === 'hand';
const offeredOn = (h: Harness): string[] => h.options().filter((o) => inHand(h, o) && o.target !== undefined).map((o) => o.target as string);
function playOn(h: Harness, who: string): void {
  const t = h.card(who, 'player-2');
  const o = h.options().find((x) => inHand(h, x) && x.target === t);
  if (!o) throw new Error(`not offered on ${who}`);
  h.chooseId(o.id);
  h.passResponses();
}
/** player-1 plays it on Gowron, then the turns go round to his next turn's start. */
function asked(): Harness {
  const h = setup({ hand: [I], captives: ['Gowron'] }, {});
  playOn(h, 'Gowron');
  expect(h.where(h.card(I, 'player-1'))).toEqual({ z: 'table' });
  endTurn(h); // player-2's turn: nothing is asked
  expect(h.s.pending?.kind).toBe('main');
  expect(h.s.turn.active).toBe('player-2');
  endTurn(h); // player-1's turn begins: the question
  return h;
}

describe('Interrogation', () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('interrogation').type).toBe('event');
    expect(cardImplementation('103_039')).toEqual({ implemented: true });
    expect(cardText('interrogation')).toContain('How many lights?');
  });

  it('any other answer: 1 point to its player, the captive stays, asked again next turn', () => {
    const h = asked();
    expect(h.s.pending?.kind).toBe('howManyLights');
    expect(h.s.pending?.player).toBe('player-2');
    h.choose('Answer "There are four lights"');
    expect(h.s.players['player-1']?.score).toBe(1);
    expect(captivesHeldBy(h.s, 'player-1')).toEqual([h.card('Gowron', 'player-2')]);
    endTurn(h);
    endTurn(h);
    h.choose('Answer "There are four lights"');
    expect(h.s.players['player-1']?.score).toBe(2);
    h.finish();
  });

  it('"Five": 10 points, the captive freed to his owner\'s outpost, the Interrogation discarded; its points stay', () => {
    const h = asked();
    h.choose('Answer "Five"');
    expect(h.s.players['player-1']?.score).toBe(10);
    expect(h.where(h.card('Gowron', 'player-2'))).toEqual({ z: 'aboard', host: h.card('Klingon Outpost', 'player-2') });
    expect(h.where(h.card(I, 'player-1')).z).toBe('discard');
    expect(captivesHeldBy(h.s, 'player-1')).toEqual([]);
    h.finish();
  });

  it('one per captive (boundary): a second copy is offered only on a captive with none', () => {
    const h = setup({ hand: [I, I], captives: ['Gowron', 'Kurak'] }, {});
    expect(offeredOn(h).sort()).toEqual([h.card('Gowron', 'player-2'), h.card('Kurak', 'player-2')].sort());
    playOn(h, 'Gowron');
    endTurn(h);
    endTurn(h);
    h.choose('Answer "There are four lights"');
    expect(offeredOn(h)).toEqual([h.card('Kurak', 'player-2')]);
    h.finish();
  });

  it('Rescue Captives frees the captive: the Interrogation is discarded and never asks again', () => {
    const h = setup({ hand: [I], captives: ['Gowron'] }, { hand: ['Rescue Captives'] });
    playOn(h, 'Gowron');
    endTurn(h); // player-2's turn
    h.choose('Play Rescue Captives');
    h.passResponses();
    expect(h.where(h.card('Gowron', 'player-2'))).toEqual({ z: 'aboard', host: h.card('Klingon Outpost', 'player-2') });
    expect(h.where(h.card(I, 'player-1')).z).toBe('discard');
    endTurn(h); // player-1's turn: no question
    expect(h.s.pending?.kind).toBe('main');
    expect(h.s.players['player-1']?.score).toBe(0);
    h.finish();
  });

  it('not offered with no captive held, nor on his own personnel held by the opponent (wrong player)', () => {
    const h = setup({ hand: [I] }, { captives: ['Data'] });
    expect(offeredOn(h)).toEqual([]);
    h.finish();
  });
});
