/**
 * Howard Heirloom Candle (Alternate Universe interrupt, 103_063): as a dilemma is faced, double the
 * effects of an Anaphasic Organism or an Empathic Echo, or nullify a Coalescent Organism (Anya and Salia
 * are in neither set). Constructed positions: player-2's Away Team on Gault meets the dilemma player-1
 * seeded there; the point right after the dilemma is revealed asks player-2, then player-1.
 * docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism".
 */
import { describe, expect, it } from 'vitest';
import type { Window } from '../../src/cards/registry.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { CONSTRUCTED_RULES, INTRO_RULES } from '../../src/formats/rules.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { position } from './dilemma-positions.ts';

const C = 'Howard Heirloom Candle';
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${C}`));
const dead = (h: Harness, names: string[]) => names.filter((n) => h.where(h.card(n, 'player-2')).z === 'discard');

/** player-2 attempts Gault and meets the dilemma; up to the point after it is revealed, if someone is asked there. */
function facing(dilemma: string, team: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  const h = setupTest(position([dilemma], { team, p1, p2 }));
  h.choose(`attempt:${h.card('Gault')}`);
  for (let n = 0; n < 10 && h.s.pending?.kind === 'respond'; n++) {
    const w = (h.s.flow.at(-1) as { win?: Window } | undefined)?.win;
    if (w?.type === 'after' && w.h.type === 'dilemmaEncountered') break;
    h.choose('No response');
  }
  return h;
}

describe('Howard Heirloom Candle', () => {
  it('is implemented, its text in our words; the point as a dilemma is faced is constructed\'s alone', () => {
    expect(cardImplementation('103_063')).toEqual({ implemented: true });
    expect(cardText('howard-heirloom-candle')).toContain('Coalescent Organism');
    expect(cardText('howard-heirloom-candle')).toContain('neither is in this engine');
    expect(CONSTRUCTED_RULES.responsePointsAfter).toContain('dilemmaEncountered');
    expect(INTRO_RULES.responsePointsAfter).toEqual([]);
  });

  it('the dilemma\'s owner doubles an Empathic Echo: both empaths die', () => {
    const team = ['Klag', 'Devinoni Ral', 'Maques'];
    const h = facing('Empathic Echo', team, { hand: [C] });
    expect(h.s.pending?.player).toBe('player-1');
    h.choose(`Play ${C}: double the effects of Empathic Echo`);
    h.passResponses();
    expect(dead(h, team)).toEqual(['Devinoni Ral', 'Maques']);
    expect(h.where(h.card(C, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('negative: not played, one empath dies; another dilemma gives it nothing to do', () => {
    const team = ['Klag', 'Devinoni Ral', 'Maques'];
    const h = facing('Empathic Echo', team, {}, {});
    h.passResponses();
    expect(dead(h, team)).toHaveLength(1);
    h.finish();
    const armus = facing('Armus - Skin of Evil', ['Klag', 'Kromm'], { hand: [C] }, { hand: [C] });
    expect(offered(armus)).toEqual([]);
    armus.passResponses();
    expect(armus.cards(C).map((id) => armus.where(id).z)).toEqual(['hand', 'hand']);
    armus.finish();
  });

  it('doubles an Anaphasic Organism: the two women of the Away Team are discarded, not one', () => {
    const team = ['Klag', 'Lursa', "B'Etor"];
    const h = facing('Anaphasic Organism', team, { hand: [C] });
    h.choose(`Play ${C}: double the effects of Anaphasic Organism`);
    h.passResponses();
    expect(dead(h, team)).toEqual(['Lursa', "B'Etor"]);
    h.finish();
    const once = facing('Anaphasic Organism', team);
    once.passResponses();
    expect(dead(once, team)).toHaveLength(1);
    once.finish();
  });

  it('the encountering player nullifies a Coalescent Organism: discarded with no effect, nobody carries it', () => {
    const h = facing('Coalescent Organism', ['Klag', 'Kromm'], {}, { hand: [C] });
    expect(h.s.pending?.player).toBe('player-2');
    expect(offered(h)).toEqual([`Play ${C}: nullify Coalescent Organism`]);
    h.choose(`Play ${C}: nullify Coalescent Organism`);
    h.passResponses();
    expect(h.where(h.card('Coalescent Organism')).z).toBe('discard');
    expect(h.log().join('\n')).not.toContain('carries it');
    h.finish();
  });

  it('boundary: one doubling is enough: a second copy is not offered for the same dilemma', () => {
    const team = ['Klag', 'Devinoni Ral', 'Maques'];
    const h = facing('Empathic Echo', team, { hand: [C] }, { hand: [C] });
    expect(h.s.pending?.player).toBe('player-2');
    h.choose(`Play ${C}: double the effects of Empathic Echo`);
    for (let n = 0; n < 10 && h.s.pending?.kind === 'respond'; n++) {
      expect(offered(h)).toEqual([]);
      h.choose('No response');
    }
    expect(dead(h, team)).toEqual(['Devinoni Ral', 'Maques']);
    h.finish();
  });
});
