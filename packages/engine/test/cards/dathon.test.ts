/**
 * Dathon (Alternate Universe personnel): a Tamarian-related dilemma met by a group he is in is
 * nullified. Set up as constructed positions (dilemma-positions.ts: player-2's Klingon team attempts
 * Gault, or Survey Mission from its ship, and meets what player-1 seeded there).
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { TAMARIAN_DILEMMAS } from '../../src/cards/dathon.ts';
import { eventCards } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const SHAKA = 'Shaka, When the Walls Fell';
// CUNNING 30 with Diplomacy x2: not enough for Shaka (CUNNING>30), so the team is stopped without help
const AT_30 = ['Gowron', "K'mpec", 'Kromm', 'Divok', 'Batrell'];

describe('Dathon', () => {
  it('is a Non-Aligned OFFICER of the card data, implemented, nullifying the Tamarian-related dilemmas', () => {
    const f = facts('dathon');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.integrity, f.cunning, f.strength]).toEqual(['non-aligned', 'OFFICER', 9, 8, 6]);
    expect(cardImplementation('103_107')).toEqual({ implemented: true });
    expect(TAMARIAN_DILEMMAS).toEqual([SHAKA]);
    expect(behaviour('dathon')?.nullifiesWherePresent).toEqual([SHAKA]);
    expect(cardText('dathon')).toContain('Tamarian-related');
  });

  it('in the Away Team that meets Shaka: the dilemma is nullified and discarded, nobody stopped (a team that would fail it)', () => {
    const h = meet([SHAKA], { team: [...AT_30, 'Dathon'] });
    expect(eventCards(h, 'dilemmaNullified')).toEqual([h.card(SHAKA)]);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([]);
    expect(h.where(h.card(SHAKA)).z).toBe('discard');
    expect(stopped(h, 'Kromm')).toBe(false);
    h.finish();
  });

  it('aboard the ship whose crew meets Shaka in space: nullified there too', () => {
    const h = meet([SHAKA], { space: true, team: [...AT_30, 'Dathon'] });
    expect(eventCards(h, 'dilemmaNullified')).toEqual([h.card(SHAKA)]);
    h.finish();
  });

  it('the same team without him is stopped by Shaka (negative)', () => {
    const h = meet([SHAKA], { team: AT_30 });
    expect(eventCards(h, 'dilemmaNullified')).toEqual([]);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card(SHAKA)]);
    expect(stopped(h, 'Kromm')).toBe(true);
    h.finish();
  });

  it('the opponent\'s Dathon on the same planet does not help the attempting team (wrong player); a dilemma not Tamarian-related is not nullified', () => {
    const h = meet([SHAKA], { team: AT_30, p1: { planets: { Gault: ['Dathon'] } } });
    expect(eventCards(h, 'dilemmaNullified')).toEqual([]);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card(SHAKA)]);
    h.finish();
    const archer = meet(['Archer'], { team: ['Kromm', 'Divok', 'Dathon'] });
    expect(eventCards(archer, 'dilemmaNullified')).toEqual([]);
    archer.finish();
  });
});
