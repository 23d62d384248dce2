/**
 * Red Alert! (Premiere event, table): in place of the one card play, its owner may report any number
 * of personnel, ships and equipment before his first order; a Yellow Alert on the table cancels it.
 * Constructed positions (player-2 active, a Federation Outpost at Gault); docs/RULINGS.md, "Premiere
 * events, batch B".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const OUT = [{ card: 'Federation Outpost', at: 'Gault' }];
const HAND = ['Taitt', 'Mendon', 'Runabout', 'Tricorder', 'Yellow Alert'];
type H = ReturnType<typeof setupTest>;
const reports = (h: H) => h.labels().filter((l) => /^(Report|Commission|Play Tricorder)/.test(l));
const reportNow = (h: H, label: string) => {
  h.choose(label);
  h.passResponses();
};

describe('Red Alert!', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('red-alert').type).toBe('event');
    expect(cardImplementation('101_090')).toEqual({ implemented: true });
    expect(cardText('red-alert')).toContain('as many personnel, ships and equipment');
  });

  it('goes on the table with the card play; that turn nothing more is played', () => {
    const h = setupTest(base({}, { hand: ['Red Alert!', ...HAND], outposts: OUT }));
    reportNow(h, 'Play Red Alert! on the table');
    expect(h.where(h.card('Red Alert!', 'player-2'))).toEqual({ z: 'table' });
    expect(reports(h)).toEqual([]);
    h.finish();
  });

  it('on the table: personnel, a ship and equipment report one after another; no event after them', () => {
    const h = setupTest(base({}, { table: ['Red Alert!'], hand: HAND, outposts: OUT }));
    reportNow(h, 'Report Taitt');
    expect(h.s.turn.cardPlayed).toBe(true);
    expect(h.labels().some((l) => l.startsWith('Play Yellow Alert'))).toBe(false);
    reportNow(h, 'Report Mendon');
    reportNow(h, 'Commission Runabout');
    reportNow(h, 'Play Tricorder');
    for (const c of ['Taitt', 'Mendon', 'Runabout', 'Tricorder']) expect(h.where(h.card(c, 'player-2')).z).not.toBe('hand');
    expect(reports(h)).toEqual([]);
    h.finish();
  });

  it('boundary: the reports end with the first order; an event played as the card play ends them too', () => {
    const h = setupTest(base({}, { table: ['Red Alert!'], hand: HAND, outposts: OUT, ships: [{ card: 'Runabout', at: 'Gault', crew: ['Calloway'] }] }));
    reportNow(h, 'Report Taitt');
    expect(reports(h).length).toBeGreaterThan(0);
    const move = h.options().find((o) => o.act.type === 'move');
    if (!move) throw new Error('no move offered');
    h.chooseId(move.id);
    h.passResponses();
    expect(reports(h)).toEqual([]);
    const e = setupTest(base({}, { table: ['Red Alert!'], hand: ['Tetryon Field', ...HAND], outposts: OUT }));
    reportNow(e, 'Play Tetryon Field');
    expect(reports(e)).toEqual([]);
  });

  it("negative: the opponent's Red Alert! gives nothing; a Yellow Alert on the table, anyone's, cancels it", () => {
    const h = setupTest(base({ table: ['Red Alert!'] }, { hand: HAND, outposts: OUT }));
    reportNow(h, 'Report Taitt');
    expect(reports(h)).toEqual([]);
    const y = setupTest(base({ table: ['Yellow Alert'] }, { table: ['Red Alert!'], hand: HAND, outposts: OUT }));
    reportNow(y, 'Report Taitt');
    expect(reports(y)).toEqual([]);
    y.finish();
  });
});
