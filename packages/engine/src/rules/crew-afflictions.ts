/**
 * Cards on a ship that change the personnel aboard it while they are aboard (issue 25, Premiere
 * dilemmas batch D), as their declarations say (CardAbilities): Two-Dimensional Creatures disables
 * the personnel aboard with a named skill (CardAbilities.disablesAboard: a disabled personnel has no
 * skills and is left out of the crew that attempts a mission and meets its dilemmas), Tsiolkovsky
 * Infection takes from everyone aboard the first skill listed after the classification
 * (CardAbilities.crewLosesFirstSkill). attributes.ts asks crewSkills for one personnel's skills,
 * dilemmas.ts asks isDisabled for the attempting crew (docs/RULINGS.md, "Premiere dilemmas, batch D").
 */
import { installedCards } from '../cards/registry.ts';
import type { CardAbilities } from '../cards/registry.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { byPlaces, inPlayByDef, personnelFacts } from './board.ts';
import { disabledByCard } from './disabled.ts';
import { inStasis } from './stasis.ts';

type CrewAffliction = Pick<CardAbilities, 'disablesAboard' | 'crewLosesFirstSkill'>;

const defsOf = new WeakMap<object, { id: string; a: CrewAffliction }[]>();
/** The definitions of the installed pool that act on a ship's crew (kept per pool). */
function crewDefs(): { id: string; a: CrewAffliction }[] {
  const r = installedCards();
  let d = defsOf.get(r);
  if (!d) {
    d = r.definitions.filter((x) => x.abilities?.disablesAboard || x.abilities?.crewLosesFirstSkill).map((x) => ({ id: x.id, a: x.abilities as CrewAffliction }));
    defsOf.set(r, d);
  }
  return d;
}

/** The crew afflictions on each ship (worked out once per board). */
function afflicted(s: GameState): ReadonlyMap<CardId, CrewAffliction[]> {
  return byPlaces(s, 'crewAfflictions', () => {
    const m = new Map<CardId, CrewAffliction[]>();
    for (const d of crewDefs()) {
      for (const id of inPlayByDef(s, d.id)) {
        const at = (s.cards[id] as CardState).at;
        if (at.z !== 'attached') continue;
        const list = m.get(at.host) ?? [];
        list.push(d.a);
        m.set(at.host, list);
      }
    }
    return m;
  });
}

/** The crew afflictions on the ship or outpost a personnel is aboard, or undefined. */
function on(s: GameState, id: CardId): CrewAffliction[] | undefined {
  const at = (s.cards[id] as CardState).at;
  if (at.z !== 'aboard') return undefined;
  const m = afflicted(s);
  return m.size === 0 ? undefined : m.get(at.host);
}

/** Whether a personnel is disabled by a card on the ship it is aboard (it has the skill the card names, printed). */
export function isDisabled(s: GameState, id: CardId): boolean {
  if (inStasis(s, id)) return true; // a personnel in stasis counts for nothing (rules/stasis.ts)
  if (disabledByCard(s, id)) return true; // a victim of a card that disables one by one (rules/disabled.ts)
  const list = on(s, id);
  if (!list) return false;
  for (const a of list) {
    const d = a.disablesAboard;
    if (d && personnelFacts(s, id).skills.some((k) => k.skill === d.skill)) return true;
  }
  return false;
}

/**
 * What a card on its ship does to a personnel's printed skills: 'none' (disabled), the index of the
 * printed skill it loses (the first listed after the classification), or undefined (nothing).
 */
export function crewSkillChange(s: GameState, id: CardId): 'none' | number | undefined {
  if (disabledByCard(s, id) || inStasis(s, id)) return 'none'; // rules/disabled.ts, rules/stasis.ts
  const list = on(s, id);
  if (!list) return undefined;
  if (isDisabled(s, id)) return 'none';
  if (list.some((a) => a.crewLosesFirstSkill)) {
    const f = personnelFacts(s, id);
    const i = f.skills.findIndex((k, n) => !(n === 0 && k.skill === f.classification));
    return i < 0 ? undefined : i;
  }
  return undefined;
}
