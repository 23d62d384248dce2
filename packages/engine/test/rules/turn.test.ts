/**
 * Rule 2, a turn: optionally play ONE card (personnel, ship, equipment or event; events only
 * then, at the start of the turn); any number of interrupts; then execute orders in any order;
 * then draw one card, which ends the turn.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { seat } from '../../src/index.ts';

/** Chooses the first option whose id starts with the prefix. */
function chooseStart(h: Harness, prefix: string): void {
  const o = h.options().find((x) => x.id.startsWith(prefix));
  if (!o) throw new Error(`no option starting with ${prefix}: ${h.options().map((x) => x.id).join(', ')}`);
  h.choose(o.id);
}

/** Takes the first transfer offered and moves every card it can. */
function beamFirst(h: Harness): void {
  chooseStart(h, 'beam:');
  if (h.s.pending?.kind !== 'pickTransfer') return;
  if (h.offers('all')) h.choose('all');
  else chooseStart(h, 'pick:');
  if (h.s.pending?.kind === 'pickTransfer') h.choose('done');
}

const playOptions = (labels: { group?: string; id: string }[]) => labels.filter((o) => o.group === 'play');

describe('rule 2 turn: one card play', () => {
  it('the active player may play one card; after it no other card can be played that turn', () => {
    const h = setupTest({ klingon: { hand: ['Klag', 'Batrell', "I.K.C. K'Vort"] } });
    expect(playOptions(h.options()).length).toBe(3);
    h.choose('Report Klag');
    h.passResponses();
    expect(playOptions(h.options())).toEqual([]);
    expect(h.s.turn.cardPlayed).toBe(true);
    expect(h.offers('end')).toBe(true);
    h.finish();
  });

  it('the card play is optional: a player may go straight to orders or end the turn', () => {
    const h = setupTest({ klingon: { hand: ['Klag'] } });
    h.choose('end');
    expect(seat(h.s, 'klingon').hand).toHaveLength(2);
    expect(h.s.turn.active).toBe('federation');
    h.finish();
  });

  it('the card play comes back on the next turn of the same player', () => {
    const h = setupTest({ klingon: { hand: ['Klag', 'Batrell'] }, federation: { deckTop: ['Taitt'] } });
    h.choose('Report Klag');
    h.passResponses();
    h.choose('end');
    h.choose('end'); // the Federation turn
    expect(h.s.turn.active).toBe('klingon');
    expect(h.offers('Report Batrell')).toBe(true);
    h.finish();
  });

  it('events only at the start of the turn: an event is offered before any order and not after one', () => {
    const start = { klingon: { hand: ['Yellow Alert', 'Klag'], atOutpost: ['Batrell'] } };
    const h = setupTest(start);
    expect(h.offers('Play Yellow Alert')).toBe(true);
    // give an order first (beam Batrell to the planet and back): the card play is gone, events included
    beamFirst(h);
    h.passResponses();
    expect(h.offers('Play Yellow Alert')).toBe(false);
    expect(h.offers('Report Klag')).toBe(false);
    h.finish();
  });

  it('an event played at the start uses the one card play', () => {
    const h = setupTest({ klingon: { hand: ['Yellow Alert', 'Klag'] } });
    h.choose('Play Yellow Alert');
    h.passResponses();
    expect(h.s.turn.cardPlayed).toBe(true);
    expect(h.offers('Report Klag')).toBe(false);
    h.finish();
  });

  it('interrupts are never the one card play (they are played from the interrupt list when their moment comes)', () => {
    const h = setupTest({ klingon: { hand: ['Wormhole', 'Long-Range Scan'] } });
    expect(playOptions(h.options())).toEqual([]);
    h.finish();
  });
});

describe('rule 2 turn: orders, then the draw ends the turn', () => {
  it('orders may be given in any number and any order before the draw', () => {
    const h = setupTest({
      spaceline: ['A Good Place To Die', 'Gault', 'Cargo Rendezvous', 'Homeward'],
      klingon: { atOutpost: ['Batrell'], ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }] },
    });
    const outpost = h.card('Klingon Outpost');
    const ship = h.card("I.K.C. K'Vort");
    const gault = h.card('Gault');
    h.choose(`beam:${outpost}>${ship}`); // load Batrell
    h.choose(`pick:${h.card('Batrell')}`);
    h.choose(`move:${ship}>${gault}`);
    h.choose(`beam:${ship}>planet:${gault}`);
    h.choose('all');
    expect(h.where(h.card('Batrell'))).toEqual({ z: 'planet', loc: gault });
    expect(h.where(h.card('Klag'))).toEqual({ z: 'planet', loc: gault });
    h.choose(`beam:planet:${gault}>${ship}`);
    h.choose('all');
    expect(h.where(h.card('Klag'))).toEqual({ z: 'aboard', host: ship });
    expect(h.s.turn.active).toBe('klingon');
    expect(h.offers('end')).toBe(true);
    h.finish();
  });

  it('drawing one card ends the turn and passes it to the opponent', () => {
    const h = setupTest({ klingon: { deckTop: ['Kromm'] } });
    const deck = seat(h.s, 'klingon').deck.length;
    const hand = seat(h.s, 'klingon').hand.length;
    h.choose('end');
    expect(seat(h.s, 'klingon').deck.length).toBe(deck - 1);
    expect(seat(h.s, 'klingon').hand.length).toBe(hand + 1);
    expect(h.where(h.card('Kromm', 'klingon'))).toEqual({ z: 'hand' });
    expect(h.s.turn).toEqual({ number: 2, active: 'federation', stage: 'play', cardPlayed: false });
    expect(h.s.pending?.player).toBe('federation');
    h.finish();
  });

  it('players alternate turns: Klingon, Federation, Klingon', () => {
    const h = setupTest({});
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      seen.push(h.s.turn.active);
      h.choose('end');
    }
    expect(seen).toEqual(['klingon', 'federation', 'klingon']);
    expect(h.s.turn.number).toBe(4);
    h.finish();
  });

  it('the non-active player has no decision between actions unless it may respond', () => {
    const h = setupTest({ klingon: { atOutpost: ['Batrell'] }, federation: { hand: ['Taitt'] } });
    beamFirst(h);
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });
});

describe('rule 2 turn: interrupts and response windows', () => {
  const SPACELINE = ['A Good Place To Die', 'Gault', 'Cargo Rendezvous', 'Homeward'];

  it('after each order the opponent holding a playable interrupt gets a window to respond (or pass)', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { atOutpost: ['Batrell'], ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }] },
      federation: { hand: ['Long-Range Scan'] },
    });
    h.choose(`move:${h.card("I.K.C. K'Vort")}>${h.card('Gault')}`);
    expect(h.s.pending?.player).toBe('federation');
    expect(h.s.pending?.kind).toBe('respond');
    expect(h.offers('Play Long-Range Scan')).toBe(true);
    expect(h.offers('pass')).toBe(true);
    h.choose('pass');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });

  it('without a playable interrupt no window opens; with the "always respond" setting it always does', () => {
    const spec = { spaceline: SPACELINE, klingon: { ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }] } };
    const h = setupTest({ ...spec, federation: { hand: ['Taitt'] } });
    h.choose(`move:${h.card("I.K.C. K'Vort")}>${h.card('Gault')}`);
    expect(h.s.pending?.player).toBe('klingon');
    const g = setupTest({ ...spec, federation: { hand: ['Taitt'], alwaysRespond: true } });
    g.choose(`move:${g.card("I.K.C. K'Vort")}>${g.card('Gault')}`);
    expect(g.s.pending?.player).toBe('federation');
    expect(g.labels()).toEqual(['No response']);
    h.finish();
    g.finish();
  });

  it('the active player may play any number of interrupts without using the one card play', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { hand: ['Long-Range Scan', 'Klag'] },
      federation: { ships: [{ card: 'U.S.S. Galaxy', crew: ['Taitt'] }, { card: 'U.S.S. Nebula', crew: ['Mendon'] }] },
    });
    h.choose('Play Long-Range Scan');
    h.passResponses();
    expect(h.s.turn.cardPlayed).toBe(false);
    expect(h.offers('Report Klag')).toBe(true);
    h.finish();
  });
});
