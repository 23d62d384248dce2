/**
 * Q-Net (Premiere event, 101_088): played between two neighbouring spaceline locations, no ship may cross
 * that border unless two Diplomacy are aboard; the Alternate Universe Door lets one ship through for the
 * turn. Constructed positions on the spaceline Avert Danger (4) - Gault (2) - Distress Mission (3) -
 * Reported Activity (3), player-2 active. docs/RULINGS.md, "Premiere: the last six".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn } from './rogue-borg-spec.ts';

const QN = 'Q-Net';
const RUNABOUT = 'Runabout';
/** A Q-Net of player-1's between Gault and Distress Mission. */
const NET = { attached: [{ card: QN, on: 'Gault' }] };

function moves(h: Harness): string[] {
  return h.options().filter((o) => o.group === 'move').map((o) => o.label.replace(/ \(RANGE.*$/, ''));
}

/** Player-2's Runabout (RANGE 7) at `at` with `crew`; player-1 has `p1`; player-2 holds `hand`. */
function position(at: string, crew: string[], p1: Record<string, unknown> = NET, hand: string[] = []): Harness {
  return setupTest(base({ planets: {}, deckSize: 10, ...p1 }, { ships: [{ card: RUNABOUT, at, crew }], hand, deckSize: 10 }));
}

describe('Q-Net', () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('q-net').type).toBe('event');
    expect(cardImplementation('101_088')).toEqual({ implemented: true });
    expect(cardText('q-net')).toContain('2 Diplomacy');
  });

  it('played between two neighbouring locations (none past the last one); a ship then cannot cross that border, either way', () => {
    const h = position('Gault', ['Taitt'], {}, [QN]);
    expect(h.labels().filter((l) => l.startsWith(`Play ${QN}`))).toEqual([
      `Play ${QN} between Avert Danger and Gault`,
      `Play ${QN} between Gault and Distress Mission`,
      `Play ${QN} between Distress Mission and Reported Activity`,
    ]);
    expect(moves(h)).toEqual([`Move ${RUNABOUT} to Avert Danger`, `Move ${RUNABOUT} to Distress Mission`, `Move ${RUNABOUT} to Reported Activity`]);
    h.choose(`Play ${QN} between Gault and Distress Mission`);
    h.passResponses();
    expect(h.where(h.card(QN, 'player-2'))).toEqual({ z: 'attached', host: h.card('Gault') });
    expect(moves(h)).toEqual([`Move ${RUNABOUT} to Avert Danger`]);
    h.finish();
    // from the other side: Distress Mission is reached, Gault and beyond are not
    const back = position('Reported Activity', ['Taitt']);
    expect(moves(back)).toEqual([`Move ${RUNABOUT} to Distress Mission`]);
    back.finish();
  });

  it('boundary: one Diplomacy aboard (Deanna Troi) is held; two (with Alynna Nechayev, or Riva\'s x2) cross, and go on beyond', () => {
    const one = position('Gault', ['Deanna Troi']);
    expect(moves(one)).toEqual([`Move ${RUNABOUT} to Avert Danger`]);
    one.finish();
    const two = position('Gault', ['Deanna Troi', 'Alynna Nechayev']);
    expect(moves(two)).toEqual([`Move ${RUNABOUT} to Avert Danger`, `Move ${RUNABOUT} to Distress Mission`, `Move ${RUNABOUT} to Reported Activity`]);
    two.choose(`Move ${RUNABOUT} to Distress Mission (RANGE 3 of 7)`);
    expect(two.where(two.card(RUNABOUT, 'player-2'))).toEqual({ z: 'inSpace', loc: two.card('Distress Mission') });
    two.finish();
    // levels count: Riva's Diplomacy x2 alone is two Diplomacy
    const riva = position('Gault', ['Riva']);
    expect(moves(riva)).toContain(`Move ${RUNABOUT} to Distress Mission`);
    riva.finish();
  });

  it('negative: a net elsewhere bars nothing here; the opponent plays none in this turn (wrong player)', () => {
    const h = position('Gault', ['Taitt'], { attached: [{ card: QN, on: 'Avert Danger' }], hand: [QN] });
    expect(moves(h)).toEqual([`Move ${RUNABOUT} to Distress Mission`, `Move ${RUNABOUT} to Reported Activity`]);
    expect(h.options().some((o) => o.card === h.card(QN, 'player-1', 'hand'))).toBe(false);
    h.finish();
    // the two ends are no border a net lies on: with Where No One Has Gone Before a ship held on one
    // side goes round the other way
    const wrap = setupTest(
      base({ planets: {}, attached: [{ card: QN, on: 'Distress Mission' }] }, { table: ['Where No One Has Gone Before'], ships: [{ card: RUNABOUT, at: 'Reported Activity', crew: ['Taitt'] }] }),
    );
    expect(moves(wrap)).toEqual([`Move ${RUNABOUT} to Avert Danger`, `Move ${RUNABOUT} to Gault`]);
    wrap.finish();
  });

  it('the Alternate Universe Door lets one of its player\'s ships through for the turn, and is discarded; the next turn the net holds again', () => {
    const h = position('Gault', ['Taitt'], NET, ['Alternate Universe Door']);
    const door = `Play Alternate Universe Door: let ${RUNABOUT} through the Q-Net this turn`;
    expect(h.labels()).toContain(door);
    h.choose(door);
    h.passResponses();
    expect(h.where(h.card('Alternate Universe Door', 'player-2')).z).toBe('discard');
    expect(moves(h)).toContain(`Move ${RUNABOUT} to Distress Mission`);
    endTurn(h);
    endTurn(h);
    expect(moves(h)).toEqual([`Move ${RUNABOUT} to Avert Danger`]);
    h.finish();
    // no Q-Net in play: the door offers no pass
    const none = position('Gault', ['Taitt'], {}, ['Alternate Universe Door']);
    expect(none.labels().some((l) => l.includes('through the Q-Net'))).toBe(false);
    none.finish();
  });
});
