/**
 * Lore's Fingernail (Premiere event, table): while it is in play, anyone's, Soong-type androids (Data)
 * and Exocomps have no affiliation and play as Non-Aligned personnel. Constructed positions (player-2
 * active); docs/RULINGS.md, "Premiere: the last events".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { affiliationOf, mayReportAt } from '../../src/rules/affiliations.ts';
import { moveTo, personnelFacts } from '../../src/rules/board.ts';
import { whyCannotMove } from '../../src/rules/movement.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const CREW = { ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: ['Data'] }, { card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Exocomp', 'Taitt'] }] };

describe("Lore's Fingernail", () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('lores-fingernail').type).toBe('event');
    expect(cardImplementation('101_081')).toEqual({ implemented: true });
    expect(cardText('lores-fingernail')).toContain('Non-Aligned personnel');
  });

  it("on the table, either player's: Data and the Exocomp play as Non-Aligned; Taitt stays Federation", () => {
    for (const [p1, p2] of [[{ table: ["Lore's Fingernail"] }, CREW], [{}, { ...CREW, table: ["Lore's Fingernail"] }]] as const) {
      const h = setupTest(base(p1, p2));
      const data = h.card('Data', 'player-2');
      const exo = h.card('Exocomp', 'player-2');
      expect(affiliationOf(h.s, data)).toBe('non-aligned');
      expect(affiliationOf(h.s, exo)).toBe('non-aligned');
      expect(affiliationOf(h.s, h.card('Taitt', 'player-2'))).toBe('federation');
      // printed skills stay
      const printed = facts('data');
      expect(printed.type === 'personnel' && personnelFacts(h.s, data).skills).toEqual(printed.type === 'personnel' && printed.skills);
    }
  });

  it('a Federation ship with only Data aboard is no longer staffed: it cannot move; without the Fingernail it can', () => {
    const h = setupTest(base({}, { ...CREW, table: ["Lore's Fingernail"] }));
    const galaxy = h.card('U.S.S. Galaxy', 'player-2');
    expect(whyCannotMove(h.s, galaxy)).toContain('needs at least one federation personnel');
    const free = setupTest(base({}, CREW));
    expect(whyCannotMove(free.s, free.card('U.S.S. Galaxy', 'player-2'))).toBeNull();
  });

  it('reporting: Data reports to a Klingon outpost of his owner as a Non-Aligned personnel; without the Fingernail he may not', () => {
    const outposts = { outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] };
    const h = setupTest(base({}, { ...outposts, hand: ['Data'], table: ["Lore's Fingernail"] }));
    expect(mayReportAt(h.s, 'player-2', 'data', h.card('Klingon Outpost', 'player-2'))).toBe(true);
    const free = setupTest(base({}, { ...outposts, hand: ['Data'] }));
    expect(mayReportAt(free.s, 'player-2', 'data', free.card('Klingon Outpost', 'player-2'))).toBe(false);
  });

  it('negative: in hand it does nothing; boundary: once it leaves play the printed affiliation is back', () => {
    const held = setupTest(base({ hand: ["Lore's Fingernail"] }, CREW));
    expect(affiliationOf(held.s, held.card('Data', 'player-2'))).toBe('federation');
    const h = setupTest(base({}, { ...CREW, table: ["Lore's Fingernail"] }));
    const data = h.card('Data', 'player-2');
    expect(affiliationOf(h.s, data)).toBe('non-aligned');
    moveTo(h.s, h.card("Lore's Fingernail", 'player-2'), { z: 'discard' });
    expect(affiliationOf(h.s, data)).toBe('federation');
  });
});
