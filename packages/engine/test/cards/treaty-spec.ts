/**
 * The spec shared by the three Premiere treaties (test/cards/treaty-*.test.ts; cards/treaties.ts):
 * played from hand onto the table in a constructed game, it lets its owner's two named affiliations
 * mix (an Away Team of one takes a personnel of the other) and no other pair, and does nothing for
 * the opponent; the deck rules count it as implemented.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import type { Affiliation } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { card } from '../../src/rules/board.ts';
import { mayMix, whyCannotJoin } from '../../src/rules/affiliations.ts';
import { FED_P, KLI_P, loc, playTreaty, position, put, ROM_P } from '../formats/affiliation-position.ts';

const PERSON: Record<'federation' | 'klingon' | 'romulan', string> = { federation: FED_P, klingon: KLI_P, romulan: ROM_P };
const ALL = ['federation', 'klingon', 'romulan'] as const;

export function treatySpec(def: string, blueprintId: string, name: string, a: 'federation' | 'klingon' | 'romulan', b: 'federation' | 'klingon' | 'romulan'): void {
  describe(name, () => {
    it('is an event of the card data, implemented, going on the table, with the two affiliations as its ability', () => {
      const f = facts(def);
      expect(f.type).toBe('event');
      expect(f.name).toBe(name);
      expect(cardImplementation(blueprintId)).toEqual({ implemented: true });
      expect(behaviour(def)?.abilities?.treaty).toEqual([a, b]);
      expect(cardText(def)).toContain('may mix and cooperate');
    });

    it(`played to its owner's table, lets the owner's ${a} and ${b} personnel share an Away Team; before it, they may not`, () => {
      const s = position();
      const m = loc(s, 'avert-danger');
      put(s, 'player-1', PERSON[a], { z: 'planet', loc: m });
      const merc = put(s, 'player-1', 'mercenary-ship', { z: 'inSpace', loc: m });
      const other = put(s, 'player-1', PERSON[b], { z: 'aboard', host: merc });
      expect(mayMix(s, 'player-1', a, b)).toBe(false);
      expect(whyCannotJoin(s, other, `planet:${m}`)).toContain('may not join');
      const t = playTreaty(s, def);
      expect(card(s, t).owner).toBe('player-1');
      expect(mayMix(s, 'player-1', a, b)).toBe(true);
      expect(mayMix(s, 'player-1', b, a)).toBe(true);
      expect(whyCannotJoin(s, other, `planet:${m}`)).toBeNull();
    });

    it('lets no other pair mix, and does nothing for the opponent', () => {
      const s = position();
      playTreaty(s, def);
      const third = ALL.find((x) => x !== a && x !== b) as Affiliation;
      expect(mayMix(s, 'player-1', a, third)).toBe(false);
      expect(mayMix(s, 'player-1', b, third)).toBe(false);
      expect(mayMix(s, 'player-2', a, b)).toBe(false);
    });
  });
}
