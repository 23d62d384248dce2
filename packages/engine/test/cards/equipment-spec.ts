/**
 * The spec shared by the Premiere attribute items (the three PADDs, the two disruptors and the
 * Starfleet Type II Phaser; cards/equipment.ts), set up as constructed positions: from hand the
 * card reports to any of its owner's outposts, whatever the affiliation; each of its owner's
 * personnel in its group whose affiliation the card names gets the bonus, once per copy; personnel
 * of another affiliation may carry it and get nothing; the card aboard the ship does not reach the
 * Away Team, and the opponent's copy gives nothing. The bonus counts where the attribute is read:
 * the team totals a requirement reads, and an Away Team battle's STRENGTH.
 * docs/RULINGS.md, "Premiere and AU equipment".
 */
import { describe, expect, it } from 'vitest';
import { allFacts, facts } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import type { Affiliation, AttributeName } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf, teamStats } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import { events } from './helpers.ts';

/** Plain personnel of each affiliation (no text of their own), two each. */
export const PEOPLE: Record<Affiliation, [string, string]> = {
  federation: ['Taitt', 'Mendon'],
  klingon: ['Klag', 'Kromm'],
  romulan: ['Galathon', 'Parem'],
  'non-aligned': ['Narik', 'Gorta'],
};
const OUTPOST: Record<Exclude<Affiliation, 'non-aligned'>, string> = { federation: 'Federation Outpost', klingon: 'Klingon Outpost', romulan: 'Romulan Outpost' };
const ALL: Affiliation[] = ['federation', 'klingon', 'romulan', 'non-aligned'];

const KEY = { INTEGRITY: 'integrity', CUNNING: 'cunning', STRENGTH: 'strength' } as const;
/** A personnel's printed attribute. */
export function printed(ref: string, a: AttributeName): number {
  const f = allFacts().find((x) => x.type === 'personnel' && x.name === ref);
  if (!f || f.type !== 'personnel') throw new Error(`no personnel ${ref}`);
  return f[KEY[a]];
}

/** A constructed position: player-1 (missions Distress Mission, Reported Activity) and player-2 (Avert Danger, Gault), player-2 active. */
export function base(p1: Record<string, unknown>, p2: Record<string, unknown>): PositionSpec {
  return {
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Distress Mission', 'Reported Activity'],
    'player-1': { missions: ['Distress Mission', 'Reported Activity'], planets: { Gault: [...PEOPLE.federation] }, ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], ...p2 },
  } as PositionSpec;
}

export interface ItemCase {
  def: string;
  blueprintId: string;
  name: string;
  attribute: 'CUNNING' | 'STRENGTH';
  /** The affiliations whose personnel get the bonus ("X use only"), the controlled one first. */
  useOnly: Affiliation[];
  /** Words the card's text in our words contains. */
  says: string;
}

export function attributeItemSpec(c: ItemCase): void {
  const [main] = c.useOnly as [Exclude<Affiliation, 'non-aligned'>];
  const [user, user2] = PEOPLE[main];
  const other = ALL.find((a) => !c.useOnly.includes(a)) as Affiliation;
  const [stranger] = PEOPLE[other];
  const at = (ref: string, h: ReturnType<typeof setupTest>, owner = 'player-2') => attributeOf(h.s, h.card(ref, owner), c.attribute);

  describe(c.name, () => {
    it('is equipment of the card data, implemented, with its text in our words', () => {
      const f = facts(c.def);
      expect(f.type).toBe('equipment');
      expect(f.name).toBe(c.name);
      expect(cardImplementation(c.blueprintId)).toEqual({ implemented: true });
      expect(cardText(c.def)).toContain(c.says);
    });

    it(`reports from hand to any of its owner's outposts, one of another affiliation too; there its ${main} crew gets +2 ${c.attribute}`, () => {
      const foreign = main === 'klingon' ? 'Federation Outpost' : 'Klingon Outpost';
      const h = setupTest(base({}, { hand: [c.name], outposts: [{ card: OUTPOST[main], at: 'Gault', crew: [user] }, { card: foreign, at: 'Avert Danger' }] }));
      const item = h.card(c.name, 'player-2');
      const offered = h.options().filter((o) => o.card === item).map((o) => o.target);
      expect(offered.sort()).toEqual([h.card(OUTPOST[main], 'player-2'), h.card(foreign, 'player-2')].sort());
      const before = at(user, h);
      expect(before).toBe(printed(user, c.attribute));
      h.choose(`at ${OUTPOST[main]}`);
      h.passResponses();
      expect(h.where(item)).toEqual({ z: 'aboard', host: h.card(OUTPOST[main], 'player-2') });
      expect(at(user, h)).toBe(before + 2);
      h.finish();
    });

    it(`every ${c.useOnly.join(' and ')} personnel of the group gets +2, and the team total the requirements read with them`, () => {
      const users = c.useOnly.flatMap((a) => PEOPLE[a]);
      const h = setupTest(base({}, { planets: { Gault: [...users, c.name] } }));
      const team = users.map((u) => h.card(u, 'player-2'));
      for (const u of users) expect(at(u, h)).toBe(printed(u, c.attribute) + 2);
      const printedTotal = users.reduce((n, u) => n + printed(u, c.attribute), 0);
      expect(teamStats(h.s, team)[c.attribute]).toBe(printedTotal + 2 * users.length);
      h.finish();
    });

    it(`"${c.useOnly.join(' and ')} use only": a ${other} personnel may carry it in the same group and gets nothing`, () => {
      const h = setupTest(base({}, { planets: { Gault: [stranger, user, c.name] } }));
      expect(at(stranger, h)).toBe(printed(stranger, c.attribute));
      expect(at(user, h)).toBe(printed(user, c.attribute) + 2);
      // alone with it, the stranger still gets nothing, and the card stays with them
      const alone = setupTest(base({}, { planets: { Gault: [stranger, c.name] } }));
      expect(at(stranger, alone)).toBe(printed(stranger, c.attribute));
      expect(alone.where(alone.card(c.name, 'player-2'))).toEqual({ z: 'planet', loc: alone.card('Gault') });
      h.finish();
      alone.finish();
    });

    it('cumulative: two copies in the group give +4; one copy +2; none nothing', () => {
      const two = setupTest(base({}, { planets: { Gault: [user, user2, c.name, c.name] } }));
      expect(at(user, two)).toBe(printed(user, c.attribute) + 4);
      expect(at(user2, two)).toBe(printed(user2, c.attribute) + 4);
      const one = setupTest(base({}, { planets: { Gault: [user, c.name] } }));
      expect(at(user, one)).toBe(printed(user, c.attribute) + 2);
      const none = setupTest(base({}, { planets: { Gault: [user] } }));
      expect(at(user, none)).toBe(printed(user, c.attribute));
      two.finish();
    });

    it('where present: aboard the ship above the planet it does not reach the Away Team; the opponent\'s copy with them gives nothing', () => {
      const h = setupTest(
        base(
          { planets: { Gault: [...PEOPLE.federation, c.name] } },
          { planets: { Gault: [user] }, ships: [{ card: main === 'federation' ? 'Runabout' : main === 'klingon' ? "I.K.C. K'Vort" : 'Scout Vessel', at: 'Gault', crew: [user2, c.name] }] },
        ),
      );
      expect(at(user, h)).toBe(printed(user, c.attribute));
      expect(at(user2, h)).toBe(printed(user2, c.attribute) + 2);
      h.finish();
    });

    if (c.attribute === 'STRENGTH') {
      it('counts in an Away Team battle: the side with it adds +2 for each personnel it serves', () => {
        // player-2 (not Federation) attacks player-1's Federation Away Team at Gault
        const attacker = main === 'federation' ? PEOPLE.klingon : [user, user2];
        const defenderItem = main === 'federation';
        const h = setupTest(base(defenderItem ? { planets: { Gault: [...PEOPLE.federation, c.name] } } : {}, { planets: { Gault: defenderItem ? attacker : [...attacker, c.name] } }));
        h.choose('Attack the player-1 Away Team at Gault');
        h.passResponses();
        const battle = events(h, 'battle')[0]?.data as { attack: number; defense: number };
        const atk = attacker.reduce((n, u) => n + printed(u, 'STRENGTH'), 0);
        const def = PEOPLE.federation.reduce((n, u) => n + printed(u, 'STRENGTH'), 0);
        expect(battle).toMatchObject(defenderItem ? { attack: atk, defense: def + 4 } : { attack: atk + 4, defense: def });
      });
    }
  });
}
