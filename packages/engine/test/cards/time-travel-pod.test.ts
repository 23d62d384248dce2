/**
 * Time Travel Pod (Premiere artifact 101_006): played once from hand as an interrupt on any ship,
 * announcing one to five turns; the ship and all aboard leave play into the future and come back
 * as that turn begins, where and as they were (docs/RULINGS.md, "Premiere: the last dilemmas and
 * Time Travel Pod", TP1-TP3).
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { inTheFuture } from '../../src/rules/time-travel.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { endTurn, events } from './helpers.ts';

const SSC = 'Study Stellar Collision';
const KVORT = "I.K.C. K'Vort";
const GALAXY = 'U.S.S. Galaxy';
const POD = 'Time Travel Pod';

/** player-2 (active) holds the pod, its K'Vort at Study Stellar Collision; player-1's Galaxy there too. */
function position(o: { damaged?: boolean; p1Ships?: boolean; pods?: number } = {}): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', SSC, 'Gault', 'Reported Activity'],
    'player-1': {
      missions: [SSC, 'Reported Activity'],
      outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }],
      ships: o.p1Ships === false ? [] : [{ card: GALAXY, at: SSC, crew: ['Taitt'] }],
    },
    'player-2': {
      missions: ['Avert Danger', 'Gault'],
      outposts: [{ card: 'Klingon Outpost', at: 'Gault' }],
      ships: [{ card: KVORT, at: SSC, crew: ['Batrell', 'Kromm'], damaged: o.damaged ?? false }],
      hand: Array.from({ length: o.pods ?? 1 }, () => POD),
    },
  } as PositionSpec);
}

const podOptions = (h: Harness) => h.options().filter((o) => o.label.includes('into the future'));
function play(h: Harness, ship: string, turns: number): void {
  const n = turns === 1 ? '1 turn' : `${turns} turns`;
  const o = podOptions(h).find((x) => x.label.includes(`send ${ship} into the future for ${n}`));
  if (!o) throw new Error(`no pod option for ${ship}, ${n}: ${podOptions(h).map((x) => x.label).join(' | ')}`);
  h.chooseId(o.id);
  h.passResponses();
}

describe('Time Travel Pod', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_006')).toEqual({ implemented: true });
    expect(cardText('time-travel-pod')).toContain('future');
  });

  it('one to five turns may be announced for each ship in space, either player\'s (boundary: no sixth)', () => {
    const h = position();
    const labels = podOptions(h).map((o) => o.label);
    expect(labels).toHaveLength(10);
    expect(labels.some((l) => l.includes('for 5 turns'))).toBe(true);
    expect(labels.some((l) => l.includes('for 6 turns'))).toBe(false);
    expect(labels.some((l) => l.includes(GALAXY))).toBe(true);
    // played as an interrupt, not as the turn's card play
    expect(podOptions(h).every((o) => o.act.type === 'interrupt')).toBe(true);
  });

  it('the ship and its crew leave play and come back as the announced turn begins, not before, where they were', () => {
    const h = position();
    const ship = h.card(KVORT, 'player-2');
    const crew = [h.card('Batrell', 'player-2'), h.card('Kromm', 'player-2')];
    const t = h.s.turn.number;
    play(h, KVORT, 2);
    expect(h.where(h.card(POD, 'player-2')).z).toBe('discard');
    expect(h.where(ship).z).toBe('outOfPlay');
    for (const id of crew) expect(inTheFuture(h.s, id)).toBe(true);
    endTurn(h); // turn t + 1, player-1's: one short
    expect(h.s.turn.number).toBe(t + 1);
    expect(h.where(ship).z).toBe('outOfPlay');
    endTurn(h); // turn t + 2: back
    expect(h.s.turn.number).toBe(t + 2);
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card(SSC) });
    for (const id of crew) expect(h.where(id)).toEqual({ z: 'aboard', host: ship });
    expect(events(h, 'shipFromFuture')).toHaveLength(1);
    expect(h.s.effects.filter((e) => e.by === 'time-travel-pod')).toEqual([]);
    h.finish();
  });

  it('a damaged ship comes back damaged', () => {
    const h = position({ damaged: true });
    play(h, KVORT, 1);
    endTurn(h);
    expect(h.s.cards[h.card(KVORT, 'player-2')]?.damaged).toBe(true);
    h.finish();
  });

  it('on the opponent\'s ship: its crew stays hidden from the player of the pod while it is gone, its owner still sees it', () => {
    const h = position();
    const taitt = h.card('Taitt', 'player-1');
    play(h, GALAXY, 3);
    expect(h.where(h.card(GALAXY, 'player-1')).z).toBe('outOfPlay');
    const seenBy = (v: 'player-1' | 'player-2') => view(h.s, v).players['player-1']?.outOfPlay.map((c) => c.name) ?? [];
    expect(seenBy('player-2')).toContain(GALAXY);
    expect(seenBy('player-2')).not.toContain('Taitt');
    expect(seenBy('player-1')).toContain('Taitt');
    expect(inTheFuture(h.s, taitt)).toBe(true);
    h.finish();
  });

  it('a ship gone into the future is offered to nobody; with no ship in space the pod cannot be played', () => {
    const h = position({ p1Ships: false, pods: 2 });
    expect(podOptions(h)).toHaveLength(5);
    play(h, KVORT, 5);
    expect(h.s.players['player-2']?.hand.filter((id) => h.s.cards[id]?.def === 'time-travel-pod')).toHaveLength(1);
    expect(podOptions(h)).toEqual([]);
    h.finish();
  });
});
