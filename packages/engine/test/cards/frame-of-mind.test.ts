/**
 * Frame of Mind (Alternate Universe 103_015, dual dilemma): one member of the team at random plays as
 * Non-Aligned, 3-3-3, with only two of his skills (the opponent's pick), while the card lies where it
 * went; 3 Empathy with him cure it. Constructed positions: player-2 (active) meets it at Gault or, in
 * space, aboard its I.K.C. K'Vort at Survey Mission; docs/RULINGS.md, "Alternate Universe dilemmas,
 * the last five".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { affiliationOf } from '../../src/rules/affiliations.ts';
import { attributeOf, skillsOf } from '../../src/rules/attributes.ts';
import { madeOverBy } from '../../src/rules/made-over.ts';
import { endTurn } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';
import type { Harness } from '../harness.ts';

const FM = ['Frame of Mind'];
const made = (h: Harness): string[] => madeOverBy(h.s, h.card('Frame of Mind')).map((id) => h.s.cards[id]?.def as string);
const attrs = (h: Harness, id: string): number[] => (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) => attributeOf(h.s, id, a));

describe('Frame of Mind', () => {
  it('is a dual dilemma, implemented, with its text in our words', () => {
    const f = facts('frame-of-mind');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('dual');
    expect(cardImplementation('103_015')).toEqual({ implemented: true });
    expect(cardText('frame-of-mind')).toContain('Non-Aligned');
  });

  it('a lone member with two skills (boundary: no pick to make): Non-Aligned, 3-3-3, his two skills; the card on the mission; not stopped', () => {
    const h = meet(FM, { team: ['Klag'] });
    const klag = h.card('Klag', 'player-2');
    expect(h.s.pending?.kind).not.toBe('chooseKeptSkills');
    expect(made(h)).toEqual(['klag']);
    expect(affiliationOf(h.s, klag)).toBe('non-aligned');
    expect(attrs(h, klag)).toEqual([3, 3, 3]);
    expect([...skillsOf(h.s, klag).keys()]).toEqual(['OFFICER', 'Navigation']);
    expect(h.where(h.card('Frame of Mind'))).toEqual({ z: 'attached', host: h.card('Gault') });
    expect(stopped(h, 'Klag')).toBe(false);
    endTurn(h);
    expect(affiliationOf(h.s, klag)).toBe('non-aligned');
    h.finish();
  });

  it('three skills: the opponent (not the encountering player) picks the two he keeps', () => {
    const h = meet(FM, { team: ['Morag'] });
    expect(h.s.pending?.kind).toBe('chooseKeptSkills');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.s.pending?.options.map((o) => o.id)).toEqual(['fom:0:1', 'fom:0:2', 'fom:1:2']);
    h.chooseId('fom:1:2');
    const morag = h.card('Morag', 'player-2');
    expect([...skillsOf(h.s, morag).keys()]).toEqual(['Computer Skill', 'Greed']);
    expect(attrs(h, morag)).toEqual([3, 3, 3]);
    h.finish();
  });

  it('in space: the card goes onto the ship the crew attempts from', () => {
    const h = meet(FM, { team: ['Klag'], space: true });
    expect(h.where(h.card('Frame of Mind'))).toEqual({ z: 'attached', host: h.card("I.K.C. K'Vort", 'player-2') });
    expect(made(h)).toEqual(['klag']);
    h.finish();
  });

  it('3 Empathy in the team when it is met: nobody is made over, it is discarded', () => {
    const h = meet(FM, { team: ['Klag', 'Maques', 'Devinoni Ral'] });
    expect(h.where(h.card('Frame of Mind')).z).toBe('discard');
    expect(affiliationOf(h.s, h.card('Klag', 'player-2'))).toBe('klingon');
    h.finish();
  });

  it('2 Empathy in the team (one short) and the opponent\'s Deanna Troi on the planet (wrong player): a member is made over', () => {
    const h = meet(FM, { team: ['Klag', 'Maques'], p1: { planets: { Gault: ['Deanna Troi'] } } });
    if (h.s.pending?.kind === 'chooseKeptSkills') h.chooseId(h.s.pending.options[0]?.id as string);
    expect(made(h)).toHaveLength(1);
    expect(h.where(h.card('Frame of Mind')).z).toBe('attached');
    h.finish();
  });

  it('3 Empathy beamed down to him: nothing until the turn ends (cured at its end), then he is himself again', () => {
    const h = meet(FM, { team: ['Klag'], p2: { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Maques', 'Devinoni Ral'] }] } });
    const klag = h.card('Klag', 'player-2');
    expect(made(h)).toEqual(['klag']);
    h.choose("Beam down from I.K.C. K'Vort to the planet at Gault");
    h.choose('Maques');
    h.choose('Devinoni Ral');
    if (h.offers('done')) h.choose('done');
    h.passResponses();
    expect(affiliationOf(h.s, klag)).toBe('non-aligned');
    endTurn(h);
    expect(h.where(h.card('Frame of Mind')).z).toBe('discard');
    expect(affiliationOf(h.s, klag)).toBe('klingon');
    expect(attrs(h, klag)).toEqual([6, 5, 7]);
    h.finish();
  });
});
