/**
 * The spec shared by the four Premiere Espionage events (test/cards/espionage-*.test.ts;
 * cards/espionage.ts, rules/espionage.ts), set up as constructed positions with player-1 active:
 * the card goes only on a mission bearing the target affiliation's icon; once there, its owner's
 * personnel of the spying affiliation attempt and solve that mission, which they could not before;
 * it helps neither its owner's other affiliations nor the opponent; it is discarded when the mission
 * is completed. docs/RULINGS.md, "Premiere events, batch A".
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import type { Affiliation } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyCannotAttempt } from '../../src/rules/missions.ts';
import { setupTest } from '../harness.ts';

type H = ReturnType<typeof setupTest>;

export interface EspionageCase {
  def: string;
  blueprintId: string;
  name: string;
  spy: Affiliation;
  on: Affiliation;
  /** A mission with the target's icon and not the spy's, and a team of the spy's personnel that meets its requirements. */
  mission: string;
  team: string[];
  /** A mission without the target's icon. */
  other: string;
  /** Personnel of a third affiliation (not the spy's, not matching the mission). */
  outsider: string;
}

const ICON: Record<Affiliation, string> = { federation: 'Federation', klingon: 'Klingon', romulan: 'Romulan', 'non-aligned': 'Non-Aligned' };

function position(c: EspionageCase, p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): H {
  return setupTest({
    format: 'constructed',
    spaceline: [c.mission, c.other],
    'player-1': { missions: [c.other], hand: [c.name], planets: { [c.mission]: c.team }, ...p1 },
    'player-2': { missions: [c.mission], ...p2 },
    turn: { active: 'player-1' },
  } as PositionSpec);
}

/** Plays the card in hand on the mission named; throws when that is not offered. */
function playOn(h: H, mission: string): void {
  const o = playOption(h, mission);
  if (!o) throw new Error(`not offered on ${mission}`);
  h.chooseId(o.id);
  h.passResponses();
}
function playOption(h: H, mission: string) {
  const inHand = h.options().filter((x) => x.card !== undefined && h.where(x.card).z === 'hand' && h.s.cards[x.card]?.owner === 'player-1');
  return inHand.find((x) => x.target === h.card(mission));
}

export function espionageSpec(c: EspionageCase): void {
  describe(c.name, () => {
    it('is an event of the card data, implemented, going on a mission with its target\'s icon, its text in our words', () => {
      expect(facts(c.def).type).toBe('event');
      expect(facts(c.def).name).toBe(c.name);
      expect(cardImplementation(c.blueprintId)).toEqual({ implemented: true });
      expect(behaviour(c.def)?.spec?.event).toMatchObject({ playsOn: { location: { icon: c.on } }, abilities: { attemptsAs: c.spy } });
      expect(cardText(c.def)).toContain(`Your ${ICON[c.spy]} personnel may then attempt it`);
    });

    it(`on a ${ICON[c.on]} mission, lets its owner's ${ICON[c.spy]} personnel attempt and solve it; then it is discarded`, () => {
      const h = position(c);
      const m = h.card(c.mission);
      expect(whyCannotAttempt(h.s, 'player-1', m)).toContain('must match an affiliation icon');
      expect(h.offers(`attempt:${m}`)).toBe(false);
      playOn(h, c.mission);
      const e = h.card(c.name, 'player-1');
      expect(h.where(e)).toEqual({ z: 'attached', host: m });
      expect(whyCannotAttempt(h.s, 'player-1', m)).toBeNull();
      h.chooseId(`attempt:${m}`);
      h.passResponses();
      expect(h.s.completed[m]).toBe('player-1');
      expect(h.where(e).z).toBe('discard');
      h.finish();
    });

    it('is not offered on a mission without that icon', () => {
      const h = position(c);
      expect(playOption(h, c.other)).toBeUndefined();
      expect(playOption(h, c.mission)).toBeDefined();
      h.finish();
    });

    it('helps neither its owner\'s personnel of another affiliation nor the opponent', () => {
      const outsider = position(c, { hand: [c.name], planets: { [c.mission]: [c.outsider] } });
      playOn(outsider, c.mission);
      expect(whyCannotAttempt(outsider.s, 'player-1', outsider.card(c.mission))).toContain('must match an affiliation icon');
      // the opponent's copy on the mission: player-1's spies still may not attempt it
      const theirs = position(c, { hand: [] }, { attached: [{ card: c.name, on: c.mission }] });
      expect(theirs.where(theirs.card(c.name, 'player-2')).z).toBe('attached');
      expect(whyCannotAttempt(theirs.s, 'player-1', theirs.card(c.mission))).toContain('must match an affiliation icon');
      theirs.finish();
    });

    it('boundary: one spy in a team of outsiders is enough; the card stays while the mission is not completed', () => {
      const h = position(c, { planets: { [c.mission]: [c.outsider, c.team[0] as string] } });
      playOn(h, c.mission);
      const m = h.card(c.mission);
      expect(whyCannotAttempt(h.s, 'player-1', m)).toBeNull();
      h.chooseId(`attempt:${m}`);
      h.passResponses();
      expect(h.s.completed[m]).toBeUndefined();
      expect(h.where(h.card(c.name, 'player-1')).z).toBe('attached');
      h.finish();
    });
  });
}
