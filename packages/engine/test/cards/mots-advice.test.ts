/**
 * Mot's Advice (Alternate Universe event 103_043): played on any one personnel, who has Barbering while
 * it stays; it lies on its player's table marked with the personnel (rules/pointed-events.ts).
 * Constructed positions (player-2 active; player-1's Federation personnel on Gault).
 * docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { moveTo } from '../../src/rules/board.ts';
import { eventsPointingAt, targetOf } from '../../src/rules/pointed-events.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn } from './helpers.ts';

const M = "Mot's Advice";
type H = ReturnType<typeof setupTest>;
const barbering = (h: H, who: string) => skillsOf(h.s, h.card(who)).get('Barbering') ?? 0;
function playOn(h: H, who: string): void {
  const t = h.card(who);
  const o = h.options().find((x) => x.card === h.card(M, 'player-2') && x.target === t);
  if (!o) throw new Error(`not offered on ${who}`);
  h.chooseId(o.id);
  h.passResponses();
}

describe("Mot's Advice", () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('mots-advice').type).toBe('event');
    expect(cardImplementation('103_043')).toEqual({ implemented: true });
    expect(cardText('mots-advice')).toContain('Barbering');
  });

  it("played on the opponent's Taitt: Taitt has Barbering; the card lies on the table marked with Taitt", () => {
    const h = setupTest(base({}, { hand: [M] }));
    expect(barbering(h, 'Taitt')).toBe(0);
    playOn(h, 'Taitt');
    expect(h.where(h.card(M))).toEqual({ z: 'table' });
    expect(targetOf(h.s, h.card(M))).toBe(h.card('Taitt'));
    expect(barbering(h, 'Taitt')).toBe(1);
    expect(barbering(h, 'Mendon')).toBe(0);
    h.finish();
  });

  it("on one's own personnel too; a personnel in hand is not offered", () => {
    const h = setupTest(base({}, { hand: [M, 'Calloway'], planets: { 'Avert Danger': ['Riva'] } }));
    expect(h.options().some((o) => o.target === h.card('Calloway'))).toBe(false);
    playOn(h, 'Riva');
    expect(barbering(h, 'Riva')).toBe(1);
    h.finish();
  });

  it('wrong player: player-1 may not play it in player-2\'s turn', () => {
    const h = setupTest(base({ hand: [M] }, {}));
    expect(h.options().some((o) => o.card === h.card(M, 'player-1'))).toBe(false);
  });

  it('boundary: the personnel gone, the skill is gone and the card is discarded when the next turn begins', () => {
    const h = setupTest(base({}, { hand: [M] }));
    playOn(h, 'Taitt');
    moveTo(h.s, h.card('Taitt'), { z: 'discard' }); // as a kill does
    expect(targetOf(h.s, h.card(M))).toBeUndefined();
    expect(h.where(h.card(M)).z).toBe('table');
    expect(barbering(h, 'Taitt')).toBe(0);
    endTurn(h);
    expect(h.s.turn.active).toBe('player-1');
    expect(h.where(h.card(M)).z).toBe('discard');
  });

  it('a state a bot rebuilt from its view may lack the card behind a mark: nothing points there, and the skills read as printed (no crash)', () => {
    const h = setupTest(base({}, { hand: [M] }));
    playOn(h, 'Taitt');
    const ev = h.card(M);
    expect(eventsPointingAt(h.s, h.card('Taitt'))).toEqual([ev]);
    // as in a determinized state where the event's card is not known: its mark stays, the card is gone
    delete (h.s.cards as Record<string, unknown>)[ev];
    expect(eventsPointingAt(h.s, h.card('Taitt'))).toEqual([]);
    expect(targetOf(h.s, ev)).toBeUndefined();
    expect(barbering(h, 'Taitt')).toBe(0);
  });
});
