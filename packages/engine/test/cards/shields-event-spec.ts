/**
 * The spec shared by Metaphasic Shields and Nutational Shields (Premiere events): played on one of the
 * player's own ships, the ship's SHIELDS go up by 2 for each personnel of the named classification
 * aboard (a skill of that name on a personnel of another classification counts nothing); two copies
 * add twice; the addition comes before Kurlan Naiskos's tripling. Constructed positions: player-2
 * active, his U.S.S. Galaxy (SHIELDS 9) at Avert Danger; docs/RULINGS.md, "Premiere events, batch B".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { moveTo } from '../../src/rules/board.ts';
import { defenseOf } from '../../src/rules/battle.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

export interface ShieldsCase {
  def: string;
  blueprintId: string;
  name: string;
  classification: string;
  /** Two personnel of the classification. */
  two: [string, string];
  /** A personnel with the skill of that name and another classification. */
  skillOnly: string;
  /** Personnel of all seven classifications, one of them of this one. */
  seven: string[];
}

type H = ReturnType<typeof setupTest>;

export function shieldsEventSpec(c: ShieldsCase): void {
  const galaxy = (h: H, owner = 'player-2') => h.card('U.S.S. Galaxy', owner);
  const setup = (crew: string[], hand: string[] = [c.name], extra: Record<string, unknown> = {}) =>
    setupTest(base({ ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Mr. Homn'] }] }, { hand, ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew }], ...extra }));
  const playOn = (h: H, ship: string) => {
    const o = h.options().find((x) => x.card === h.card(c.name, 'player-2') && x.target === ship);
    if (!o) throw new Error(`${c.name} is not offered on that ship`);
    h.chooseId(o.id);
    h.passResponses();
  };

  describe(c.name, () => {
    it('is an event of the card data, implemented, an event of the card language, with its text in our words', () => {
      expect(facts(c.def).type).toBe('event');
      expect(cardImplementation(c.blueprintId)).toEqual({ implemented: true });
      expect(cardText(c.def)).toContain(`of the ${c.classification} classification`);
    });

    it(`on an own ship with two ${c.classification} personnel aboard: SHIELDS 9 become 13`, () => {
      const h = setup([...c.two, 'Mr. Homn']);
      expect(defenseOf(h.s, galaxy(h))).toBe(9);
      playOn(h, galaxy(h));
      expect(h.where(h.card(c.name, 'player-2'))).toEqual({ z: 'attached', host: galaxy(h) });
      expect(defenseOf(h.s, galaxy(h))).toBe(13);
      h.finish();
    });

    it(`boundary: none aboard adds nothing; one aboard adds 2; the ${c.classification} skill on another classification adds nothing`, () => {
      const h = setup(['Mr. Homn', c.skillOnly]);
      playOn(h, galaxy(h));
      expect(defenseOf(h.s, galaxy(h))).toBe(9);
      const [first] = c.two;
      const other = setup([first, 'Mr. Homn']);
      playOn(other, galaxy(other));
      expect(defenseOf(other.s, galaxy(other))).toBe(11);
      // the count follows who is aboard now
      moveTo(other.s, other.card(first, 'player-2'), { z: 'planet', loc: other.card('Avert Danger') });
      expect(defenseOf(other.s, galaxy(other))).toBe(9);
    });

    it("negative: not on the opponent's ship; not on the opponent's turn", () => {
      const h = setup([...c.two]);
      const offered = h.options().filter((o) => o.card === h.card(c.name, 'player-2')).map((o) => o.target);
      expect(offered).toEqual([galaxy(h)]);
      expect(offered).not.toContain(galaxy(h, 'player-1'));
      const t = setupTest(base({ hand: [c.name], ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: [...c.two] }] }, {}));
      expect(whyNotPlayable(t.s, 'player-1', t.card(c.name, 'player-1'))).toMatch(/only on your own turn/);
    });

    it('two copies add twice; the addition comes before a Kurlan Naiskos triples', () => {
      const h = setup([...c.two], [c.name, c.name]);
      playOn(h, galaxy(h));
      const second = h.cards(c.name, 'player-2').find((id) => h.where(id).z === 'hand') as string;
      moveTo(h.s, second, { z: 'attached', host: galaxy(h) });
      expect(defenseOf(h.s, galaxy(h))).toBe(17);
      const k = setup(c.seven, [c.name, 'Kurlan Naiskos']);
      playOn(k, galaxy(k));
      moveTo(k.s, k.card('Kurlan Naiskos', 'player-2'), { z: 'attached', host: galaxy(k) });
      expect(defenseOf(k.s, galaxy(k))).toBe((9 + 2) * 3);
    });
  });
}
