/**
 * Security Sacrifice (Alternate Universe interrupt, 103_074): when one of your personnel has been
 * picked at random to die, one of your SECURITY personnel present dies in his place. Constructed
 * positions: player-2's Away Team on Gault meets Armus - Skin of Evil, which kills one member picked
 * at random; the death waits for its response point (rules/random-deaths.ts). docs/RULINGS.md,
 * "Response points: sacrifice, phobia, candle, schism".
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { CONSTRUCTED_RULES, INTRO_RULES } from '../../src/formats/rules.ts';
import type { CardId } from '../../src/index.ts';
import { pickedToDie } from './random-death-positions.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { position } from './dilemma-positions.ts';

const SS = 'Security Sacrifice';
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${SS}`));
function armus(team: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}, seed?: number) {
  return setupTest(position(['Armus - Skin of Evil'], { team, p1, p2, ...(seed === undefined ? {} : { seed }) }));
}

describe('Security Sacrifice', () => {
  it('is implemented, its text in our words; the point before a random death is constructed\'s alone', () => {
    expect(cardImplementation('103_074')).toEqual({ implemented: true });
    expect(cardText('security-sacrifice')).toContain('SECURITY');
    expect(CONSTRUCTED_RULES.responsePointsBefore).toContain('randomDeath');
    expect(INTRO_RULES.responsePointsBefore).toEqual([]);
  });

  it('one of the owner\'s SECURITY personnel present dies in place of the one picked', () => {
    const h = armus(['Klag', 'Gorath', "Kle'eg"], {}, { hand: [SS] });
    const v = pickedToDie(h);
    expect(h.s.pending?.player).toBe('player-2');
    const subs = offered(h);
    expect(subs.length).toBeGreaterThanOrEqual(1);
    const sub = h.options().find((o) => o.label === subs[0])?.target as CardId;
    expect(sub).not.toBe(v);
    h.choose(subs[0] as string);
    h.passResponses();
    expect(h.where(v).z).not.toBe('discard');
    expect(h.where(sub).z).toBe('discard');
    expect(h.where(h.card(SS, 'player-2')).z).toBe('discard');
    expect(h.log().join('\n')).toContain('in place of');
    h.finish();
  });

  it('negative: the opponent\'s copy is not offered for another\'s personnel: nobody is asked, the one picked dies', () => {
    const h = armus(['Klag', 'Gorath', "Kle'eg"], { hand: [SS] });
    h.choose(`attempt:${h.card('Gault')}`);
    h.passResponses();
    expect(h.cards('Klag').concat(h.cards('Gorath'), h.cards("Kle'eg")).filter((id) => h.where(id).z === 'discard')).toHaveLength(1);
    expect(h.where(h.card(SS, 'player-1')).z).toBe('hand');
    expect(h.log().join('\n')).not.toContain('in place of');
    h.finish();
  });

  it('boundary: the one picked the only SECURITY present, or no SECURITY at all: nothing to offer, he dies', () => {
    for (const team of [['Gorath'], ['Klag', 'Kromm']]) {
      const h = armus(team, {}, { hand: [SS] });
      h.choose(`attempt:${h.card('Gault')}`);
      h.passResponses();
      expect(team.flatMap((n) => h.cards(n)).filter((id) => h.where(id).z === 'discard')).toHaveLength(1);
      expect(h.where(h.card(SS, 'player-2')).z).toBe('hand');
      h.finish();
    }
  });

  it('boundary: with two SECURITY beside the one picked, its player picks which steps in', () => {
    const h = armus(['Klag', 'Gorath', "Kle'eg"], {}, { hand: [SS] }, 3);
    const v = pickedToDie(h);
    expect(offered(h)).toHaveLength(v === h.card('Klag', 'player-2') ? 2 : 1);
    h.choose('No response');
    h.passResponses();
    expect(h.where(v).z).toBe('discard');
    h.finish();
  });
});
