/**
 * Firestorm (Premiere 101_025, planet dilemma): every Away Team member with INTEGRITY<5 dies and the
 * rest are stopped; discarded. A Thermal Deflectors in play, either player's, keeps it off. The
 * escape by Emergency Transporter Armbands waits for that card's file. docs/RULINGS.md, "Premiere
 * dilemmas, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { CardFacts, hasFacts, registerFacts } from '../../src/cards/facts.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

// Thermal Deflectors (Alternate Universe event on the table) has no card file yet: its facts, for these positions
if (!hasFacts('thermal-deflectors')) {
  registerFacts([CardFacts.parse({ id: 'thermal-deflectors', name: 'Thermal Deflectors', unique: false, universal: false, characteristics: [], type: 'event', affiliation: null, playsOn: 'table' })]);
}

const FS = ['Firestorm'];
// INTEGRITY: J'Ddan 2, B'iJik 4 (below 5); Kromm 5, Dukath 5 (exactly 5); Klag 6
const TEAM = ["J'Ddan", "B'iJik", 'Kromm', 'Dukath', 'Klag'];

describe('Firestorm', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('firestorm');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_025')).toEqual({ implemented: true });
    expect(cardText('firestorm')).toContain('INTEGRITY<5 dies');
  });

  it('INTEGRITY 2 and 4 die; exactly 5 and above live (boundary) and are stopped; the card is discarded', () => {
    const h = meet(FS, { team: TEAM });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Firestorm')]);
    expect(eventCards(h, 'personnelKilled').sort()).toEqual([h.card("J'Ddan"), h.card("B'iJik")].sort());
    for (const r of ['Kromm', 'Dukath', 'Klag']) expect(stopped(h, r)).toBe(true);
    expect(h.where(h.card('Firestorm')).z).toBe('discard');
    h.finish();
  });

  it('a Thermal Deflectors on the table keeps it off: no effect, nobody dies, nobody stopped', () => {
    const h = meet(FS, { team: TEAM, p2: { table: ['Thermal Deflectors'] } });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Firestorm')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Klag')).toBe(false);
    expect(h.where(h.card('Firestorm')).z).toBe('discard');
    h.finish();
  });

  it("the opponent's Thermal Deflectors keeps it off too (it acts while in play, whoever's it is); one in hand does not", () => {
    const theirs = meet(FS, { team: ["B'iJik", 'Klag'], p1: { table: ['Thermal Deflectors'] } });
    expect(events(theirs, 'personnelKilled')).toEqual([]);
    theirs.finish();
    const inHand = meet(FS, { team: ["B'iJik", 'Klag'], p2: { hand: ['Thermal Deflectors'] } });
    expect(eventCards(inHand, 'personnelKilled')).toEqual([inHand.card("B'iJik")]);
    inHand.finish();
  });

  it('is a planet dilemma: a crew in a space attempt meets it with no effect (wrong place)', () => {
    const h = meet(FS, { space: true, team: ["J'Ddan", 'Klag'] });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Firestorm')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });
});
