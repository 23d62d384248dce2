/**
 * The Mask of Korgano (Alternate Universe event 103_048): played on one of its player's personnel, it
 * turns the [AU] icon on (or off) while it stays, where a team's icons are counted. Constructed
 * positions (player-2 active). docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { memberStats, teamStats } from '../../src/rules/attributes.ts';
import { AU_ICON } from '../../src/rules/doorways.ts';
import { addMark } from '../../src/core/modifiers.ts';
import { moveTo } from '../../src/rules/board.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const K = 'The Mask of Korgano';
type H = ReturnType<typeof setupTest>;
const au = (h: H, who: string) => memberStats(h.s, h.card(who)).icons.includes(AU_ICON);
function playOn(h: H, who: string): void {
  const t = h.card(who);
  const o = h.options().find((x) => x.card === h.card(K, 'player-2') && x.target === t);
  if (!o) throw new Error(`not offered on ${who}`);
  h.chooseId(o.id);
  h.passResponses();
}
const team = { planets: { 'Avert Danger': ['Riva', 'Richard Castillo'] } };

describe('The Mask of Korgano', () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('the-mask-of-korgano').type).toBe('event');
    expect(cardImplementation('103_048')).toEqual({ implemented: true });
    expect(cardText('the-mask-of-korgano')).toContain('[AU] personnel');
  });

  it('on Riva (no [AU] icon): Riva counts as an [AU] personnel, and the team counts one more', () => {
    const h = setupTest(base({}, { hand: [K], ...team }));
    const ids = [h.card('Riva'), h.card('Richard Castillo')];
    expect(au(h, 'Riva')).toBe(false);
    expect(teamStats(h.s, ids).icons.get(AU_ICON)).toBe(1);
    playOn(h, 'Riva');
    expect(h.where(h.card(K))).toEqual({ z: 'table' });
    expect(au(h, 'Riva')).toBe(true);
    expect(teamStats(h.s, ids).icons.get(AU_ICON)).toBe(2);
    h.finish();
  });

  it('vice versa: on Richard Castillo ([AU] icon) he counts as an ordinary personnel', () => {
    const h = setupTest(base({}, { hand: [K], ...team }));
    expect(au(h, 'Richard Castillo')).toBe(true);
    playOn(h, 'Richard Castillo');
    expect(au(h, 'Richard Castillo')).toBe(false);
    h.finish();
  });

  it("negative: the opponent's personnel are not offered; only one's own", () => {
    const h = setupTest(base({}, { hand: [K], ...team }));
    expect(h.options().some((o) => o.card === h.card(K) && o.target === h.card('Taitt'))).toBe(false);
    expect(h.options().some((o) => o.card === h.card(K) && o.target === h.card('Riva'))).toBe(true);
  });

  it('boundary: a second mask on the same personnel does not turn it back', () => {
    const h = setupTest(base({}, { hand: [K, K], ...team }));
    playOn(h, 'Riva');
    const second = h.cards(K, 'player-2').find((id) => h.where(id).z === 'hand') as string;
    moveTo(h.s, second, { z: 'table' }); // as a later turn's play would put it
    addMark(h.s, second, h.card('Riva'));
    expect(au(h, 'Riva')).toBe(true);
  });
});
