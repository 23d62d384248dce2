/**
 * Vulcan Stone of Gol (Premiere artifact): played as an event at one Away Team, it kills each member
 * with neither Youth nor CUNNING above 7, and is discarded. Set up as constructed positions (player-2
 * active, holding the stone); docs/RULINGS.md, "Premiere artifacts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { eventCards } from './helpers.ts';

const S = 'Vulcan Stone of Gol';
type H = ReturnType<typeof setupTest>;

function stoneAt(h: H, who: string): void {
  h.choose(`Play ${S} at the ${who} Away Team on Gault`);
  h.passResponses();
}

describe('Vulcan Stone of Gol', () => {
  it('is an artifact of the card data, implemented, with its text in our words', () => {
    expect(facts('vulcan-stone-of-gol').type).toBe('artifact');
    expect(cardImplementation('101_009')).toEqual({ implemented: true });
    expect(cardText('vulcan-stone-of-gol')).toContain('Youth');
    expect(behaviour('vulcan-stone-of-gol')?.spec?.event).toEqual({ target: { awayTeam: true }, effects: [{ killEachUnless: { skill: 'Youth', above: { attribute: 'CUNNING', value: 7 } } }] });
  });

  it('at the opponent\'s Away Team: those with neither Youth nor CUNNING above 7 die, a Youth lives; the stone is discarded', () => {
    const h = setupTest(base({ planets: { Gault: ['Taitt', 'Mendon', 'Calloway'] } }, { hand: [S] }));
    stoneAt(h, 'player-1');
    expect(eventCards(h, 'personnelKilled').sort()).toEqual([h.card('Taitt', 'player-1'), h.card('Mendon', 'player-1')].sort());
    expect(h.where(h.card('Calloway', 'player-1')).z).toBe('planet');
    expect(h.where(h.card(S, 'player-2')).z).toBe('discard');
    expect(h.s.turn.cardPlayed).toBe(true);
    h.finish();
  });

  it('boundary: CUNNING 7 dies, CUNNING 8 lives (the player\'s own Away Team may be chosen too)', () => {
    const h = setupTest(base({}, { hand: [S], planets: { Gault: ['Galathon', 'Parem'] } }));
    stoneAt(h, 'player-2');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Galathon', 'player-2')]);
    expect(h.where(h.card('Parem', 'player-2')).z).toBe('planet');
    h.finish();
  });

  it('CUNNING is read with its bonuses: Taitt (7) with a Federation PADD (+2) has 9 and lives; nobody dies, the stone is still spent', () => {
    const h = setupTest(base({ planets: { Gault: ['Taitt', 'Federation PADD'] } }, { hand: [S] }));
    stoneAt(h, 'player-1');
    expect(eventCards(h, 'personnelKilled')).toEqual([]);
    expect(h.where(h.card(S, 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('only an Away Team: a ship\'s crew is not offered, and with no one on a planet it cannot be played', () => {
    const h = setupTest(base({ planets: {} }, { hand: [S], ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] }));
    const stone = h.card(S, 'player-2');
    expect(h.options().filter((o) => o.card === stone)).toEqual([]);
    expect(whyNotPlayable(h.s, 'player-2', stone)).toMatch(/no legal place/);
  });

  it('wrong timing: not on the opponent\'s turn, nor after the turn\'s card play', () => {
    const h = setupTest(base({ hand: [S] }, { planets: { Gault: ['Klag'] } }));
    expect(whyNotPlayable(h.s, 'player-1', h.card(S, 'player-1'))).toMatch(/only on your own turn/);
    const played = setupTest(base({}, { hand: [S] }));
    played.s.turn.cardPlayed = true;
    expect(whyNotPlayable(played.s, 'player-2', played.card(S, 'player-2'))).toMatch(/already played/);
  });
});
