/**
 * Quantum Singularity Lifeforms (Alternate Universe dilemma, space, 103_024): met with a Romulan ship at
 * the location, every ship there and everyone aboard the ships and outposts there go into stasis until a
 * new ENGINEER arrives there or Emergency Transporter Armbands free them; otherwise it is discarded.
 * Constructed positions (dilemma-positions.ts): player-2's I.K.C. K'Vort attempts Survey Mission.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardsInStasis } from '../../src/rules/stasis.ts';
import type { Harness } from '../harness.ts';
import { meet, stopped } from './dilemma-positions.ts';
import { endTurn } from './helpers.ts';

const QSL = 'Quantum Singularity Lifeforms';
const ETA = 'Emergency Transporter Armbands';
const AT = 'Survey Mission';
/** [AU] dilemma: seeded by player-1, whose door is open. */
const DOOR = 'Alternate Universe Door';

/** player-1's Scout Vessel (Romulan) with Tebok at Survey Mission; his D'deridex, crewed by `second`, next door at Distress Mission. */
function seized(second: string[] = ['Parem', 'Mirok'], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  return meet([QSL], {
    space: true,
    team: ['Klag', 'Kromm'],
    p1: { table: [DOOR], ships: [{ card: 'Scout Vessel', at: AT, crew: ['Tebok'] }, { card: "D'deridex", at: 'Distress Mission', crew: second }], ...p1 },
    p2,
  });
}

describe('Quantum Singularity Lifeforms', () => {
  it('is a space dilemma of the card data, implemented, its text in our words (the Timepod Ring not in these sets)', () => {
    const f = facts('quantum-singularity-lifeforms');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('space');
    expect(cardImplementation('103_024')).toEqual({ implemented: true });
    expect(cardText('quantum-singularity-lifeforms')).toContain('Timepod Ring is not in these sets');
  });

  it('with a Romulan ship there, every ship and crew at the location go into stasis; a new ENGINEER arriving cures it', () => {
    const h = seized();
    const held = [h.card("I.K.C. K'Vort", 'player-2'), h.card('Klag', 'player-2'), h.card('Kromm', 'player-2'), h.card('Scout Vessel', 'player-1'), h.card('Tebok', 'player-1')];
    expect([...cardsInStasis(h.s)].sort()).toEqual([...held].sort());
    expect(h.where(h.card(QSL)).z).toBe('attached');
    expect(stopped(h, "I.K.C. K'Vort")).toBe(true);
    endTurn(h); // the stasis outlasts the turn: player-1's turn now
    expect([...cardsInStasis(h.s)].sort()).toEqual([...held].sort());
    expect(stopped(h, 'Klag')).toBe(true);
    h.choose(`move:${h.card("D'deridex", 'player-1')}>${h.card(AT)}`); // Mirok, an ENGINEER, arrives
    h.passResponses();
    expect(cardsInStasis(h.s)).toEqual([]);
    expect(h.where(h.card(QSL)).z).toBe('discard');
    endTurn(h);
    expect(stopped(h, 'Klag')).toBe(false); // free with every card at the turn's end
    h.finish();
  });

  it('boundary: a ship arriving with no ENGINEER aboard cures nothing', () => {
    const h = seized(['Parem']);
    endTurn(h);
    h.choose(`move:${h.card("D'deridex", 'player-1')}>${h.card(AT)}`);
    h.passResponses();
    expect(cardsInStasis(h.s)).toHaveLength(5);
    expect(h.where(h.card(QSL)).z).toBe('attached');
    h.finish();
  });

  it('Emergency Transporter Armbands free the cards of a player it holds; a player it holds nothing of is not offered the cure', () => {
    const h = seized(undefined, {}, { hand: [ETA] });
    const cure = h.labels().filter((l) => l.startsWith(`Play ${ETA}: free your cards`));
    expect(cure).toEqual([`Play ${ETA}: free your cards from ${QSL} at ${AT}`]);
    h.choose(`Play ${ETA}: free your cards`);
    h.passResponses();
    expect(cardsInStasis(h.s)).toEqual([]);
    expect(h.where(h.card(QSL)).z).toBe('discard');
    h.finish();
    // player-1's ships elsewhere: only player-2's cards are held, and player-1's Armbands offer no cure
    const other = meet([QSL], { space: true, team: ['Klag'], p1: { table: [DOOR], hand: [ETA] }, p2: { ships: [{ card: "I.K.C. K'Vort", at: AT, crew: ['Klag'] }, { card: 'Scout Vessel', at: AT, crew: ['Tebok'] }] } });
    expect(cardsInStasis(other.s)).toHaveLength(4);
    endTurn(other);
    expect(other.labels().filter((l) => l.startsWith(`Play ${ETA}: free`))).toEqual([]);
    other.finish();
  });

  it('negative: no Romulan ship at the location: it is discarded with no effect and the attempt goes on', () => {
    const h = meet([QSL], { space: true, team: ['Klag', 'Kromm'], p1: { table: [DOOR] } });
    expect(cardsInStasis(h.s)).toEqual([]);
    expect(h.where(h.card(QSL)).z).toBe('discard');
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });
});
