/**
 * Spacedock (event): placed on your outpost. Your damaged ships at that outpost are repaired at once:
 * when it is played, when a damaged ship arrives, and when a ship there is damaged.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { endTurn, eventCards } from './helpers.ts';

const FED = { active: 'federation' as const };

describe('Spacedock', () => {
  it('is played on an outpost, yours or (as printed in 1996) the opponent\'s; only one per outpost', () => {
    const h = setupTest({ turn: FED, federation: { hand: ['Spacedock', 'Spacedock'] } });
    const plays = h.options().filter((o) => o.label.startsWith('Play Spacedock'));
    expect(plays.map((o) => o.label).sort()).toEqual(['Play Spacedock on Federation Outpost', 'Play Spacedock on Klingon Outpost']);
    h.choose('Play Spacedock on Federation Outpost');
    h.passResponses();
    expect(h.where(h.card('Spacedock', 'federation'))).toEqual({ z: 'attached', host: h.card('Federation Outpost') });
    endTurn(h);
    endTurn(h);
    expect(h.labels().filter((l) => l.startsWith('Play Spacedock'))).toEqual(['Play Spacedock on Klingon Outpost']);
    h.finish();
  });

  it("on the opponent's outpost it repairs your ships there, not the outpost owner's", () => {
    const h = setupTest({
      turn: FED,
      federation: { hand: ['Spacedock'], ships: [{ card: 'Runabout', at: 'a-good-place-to-die', crew: ['Mendon'], damaged: true }] },
      klingon: { ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'], damaged: true }] },
    });
    h.choose('Play Spacedock on Klingon Outpost');
    h.passResponses();
    expect(h.s.cards[h.card('Runabout')]?.damaged).toBe(false);
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(true);
    h.finish();
  });

  it('repairs your damaged ships docked there as soon as it is played, but not the opponent\'s', () => {
    const h = setupTest({
      turn: FED,
      federation: { hand: ['Spacedock'], ships: [{ card: 'Runabout', crew: ['Mendon'], damaged: true }] },
      klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'cargo-rendezvous', crew: ['Klag'], damaged: true }] },
    });
    h.choose('Play Spacedock on Federation Outpost');
    h.passResponses();
    expect(h.s.cards[h.card('Runabout')]?.damaged).toBe(false);
    expect(eventCards(h, 'shipRepaired')).toEqual([h.card('Runabout')]);
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(true);
    h.finish();
  });

  it('a damaged ship that arrives there is repaired at once; elsewhere it is not', () => {
    const h = setupTest({
      turn: FED,
      federation: { hand: ['Spacedock'], ships: [{ card: 'Runabout', at: 'a-good-place-to-die', crew: ['Mendon'], damaged: true }] },
    });
    h.choose('Play Spacedock on Federation Outpost');
    h.passResponses();
    expect(h.s.cards[h.card('Runabout')]?.damaged).toBe(true);
    h.choose('Move Runabout to Cargo Rendezvous');
    expect(h.s.cards[h.card('Runabout')]?.damaged).toBe(false);
    h.finish();
  });

  it('a ship damaged while docked there is repaired at once (Plasma Fire burning at the end of a turn)', () => {
    const h = setupTest({
      turn: FED,
      federation: { hand: ['Spacedock'], ships: [{ card: 'Runabout', crew: ['Mendon'] }] },
      klingon: { hand: ['Plasma Fire'] },
    });
    const ship = h.card('Runabout');
    h.choose('Play Spacedock on Federation Outpost');
    h.passResponses();
    endTurn(h);
    h.choose('Play Plasma Fire on Runabout');
    h.passResponses();
    endTurn(h); // turn 2: the fire's own turn
    endTurn(h); // turn 3: it burns, and the Spacedock repairs
    expect(eventCards(h, 'shipDamaged')).toEqual([ship]);
    expect(eventCards(h, 'shipRepaired')).toEqual([ship]);
    expect(h.s.cards[ship]?.damaged).toBe(false);
    endTurn(h); // and again: never a second damage, never destroyed
    expect(h.where(ship).z).toBe('inSpace');
    h.finish();
  });
});
