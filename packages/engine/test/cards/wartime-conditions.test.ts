/**
 * Wartime Conditions (Alternate Universe event, 103_050): played on the table only once a ship has attacked
 * a Federation ship of its player; while there, his Federation may start battles against the attacking
 * ship's affiliation. Constructed positions: player-1's U.S.S. Hood (Taitt) at Gault, player-2's Klingon
 * I.K.C. K'Vort (Klag) and Romulan D'deridex (Galathon) there too, player-2 active; both players have an
 * Alternate Universe Door open for the card's [AU] icon.
 * docs/RULINGS.md, "Alternate Universe events, the last four, and Gomtuu".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import type { PositionSpec } from '../../src/index.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { attackersOfFederation } from '../../src/rules/wartime.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn } from './rogue-borg-spec.ts';

const W = 'Wartime Conditions';
const KVORT = "I.K.C. K'Vort";
// the card's [AU] icon: both players have an open Alternate Universe Door
const DOOR = 'Alternate Universe Door';

function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}, active: 'player-1' | 'player-2' = 'player-2'): Harness {
  const spec = base(
    { planets: {}, ships: [{ card: 'U.S.S. Hood', at: 'Gault', crew: ['Taitt'] }], hand: [W], table: [DOOR], deckSize: 10, ...p1 },
    { ships: [{ card: KVORT, at: 'Gault', crew: ['Klag'] }, { card: "D'deridex", at: 'Gault', crew: ['Galathon'] }], table: [DOOR], deckSize: 10, ...p2 },
  );
  return setupTest({ ...spec, turn: { active } } as PositionSpec);
}

/** player-2's K'Vort attacks the Hood (6 against 7: no damage either way), then the turn ends. */
function klingonAttack(h: Harness): void {
  h.choose(`battle:ship@${h.card('U.S.S. Hood', 'player-1')}`);
  h.choose(`pick:${h.card(KVORT, 'player-2')}`);
  if (h.s.pending?.kind === 'pickAttackers') h.choose('done');
  endTurn(h);
}

const battles = (h: Harness) => h.options().filter((o) => o.act.type === 'battle').map((o) => o.label);

describe('Wartime Conditions', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('wartime-conditions').type).toBe('event');
    expect(cardImplementation('103_050')).toEqual({ implemented: true });
    expect(cardText('wartime-conditions')).toContain('Federation');
  });

  it('after the Klingon K\'Vort attacked the Hood: playable, and the Hood may then attack the K\'Vort, not the Romulan ship', () => {
    const h = position();
    klingonAttack(h);
    expect(h.s.turn.active).toBe('player-1');
    expect(attackersOfFederation(h.s, 'player-1')).toEqual(['klingon']);
    // without the card in play the Federation still starts no battle
    expect(battles(h)).toEqual([]);
    const w = h.card(W, 'player-1');
    expect(whyNotPlayable(h.s, 'player-1', w)).toBeNull();
    h.choose(h.labels().find((l) => l.startsWith(`Play ${W}`)) as string);
    h.passResponses();
    expect(h.where(w).z).toBe('table');
    expect(battles(h)).toEqual([`Attack ${KVORT} at Gault`]);
    h.choose(`Attack ${KVORT} at Gault`);
    h.choose(`pick:${h.card('U.S.S. Hood', 'player-1')}`);
    h.passResponses();
    expect(h.log().some((l) => l.includes(`player-1 attacks ${KVORT} with U.S.S. Hood`))).toBe(true);
    h.finish();
  });

  it('negative: before any attack on a Federation ship it cannot be played; wrong player: the attacker cannot play it', () => {
    // player-1's own turn, his Hood never attacked
    const h = position({}, {}, 'player-1');
    expect(whyNotPlayable(h.s, 'player-1', h.card(W, 'player-1'))).not.toBeNull();
    expect(h.labels().some((l) => l.startsWith(`Play ${W}`))).toBe(false);
    h.finish();
    const theirs = position({ hand: [] }, { hand: [W] });
    klingonAttack(theirs);
    endTurn(theirs);
    expect(theirs.s.turn.active).toBe('player-2');
    expect(whyNotPlayable(theirs.s, 'player-2', theirs.card(W, 'player-2'))).not.toBeNull();
    theirs.finish();
  });

  it('boundary: an attack on a ship that is not Federation is not remembered; an Away Team battle needs a personnel of the attacking affiliation', () => {
    // player-2's Klingon ship attacks player-1's Non-Aligned Yridian Shuttle: nothing opens
    const h = position({ ships: [{ card: 'Yridian Shuttle', at: 'Gault', crew: ['Narik'] }] });
    h.choose(`battle:ship@${h.card('Yridian Shuttle', 'player-1')}`);
    h.choose(`pick:${h.card(KVORT, 'player-2')}`);
    if (h.s.pending?.kind === 'pickAttackers') h.choose('done');
    endTurn(h);
    expect(attackersOfFederation(h.s, 'player-1')).toEqual([]);
    expect(whyNotPlayable(h.s, 'player-1', h.card(W, 'player-1'))).not.toBeNull();
    h.finish();
    // on the planet: player-1's Federation team meets player-2's Romulan team only: no battle, even in wartime against the Klingons
    const t = position({ planets: { Gault: ['Mendon'] } }, { planets: { Gault: ['Parem'] } });
    klingonAttack(t);
    t.choose(t.labels().find((l) => l.startsWith(`Play ${W}`)) as string);
    t.passResponses();
    expect(battles(t).some((l) => l.includes('Away Team'))).toBe(false);
    t.finish();
    const k = position({ planets: { Gault: ['Mendon'] } }, { planets: { Gault: ['Parem', 'Kromm'] } });
    klingonAttack(k);
    k.choose(k.labels().find((l) => l.startsWith(`Play ${W}`)) as string);
    k.passResponses();
    expect(battles(k).some((l) => l.includes("player-2 Away Team at Gault"))).toBe(true);
    k.finish();
  });
});
