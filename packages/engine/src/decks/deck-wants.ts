/**
 * What a random deck's cards want beyond named cards (CardBehaviour.deckWants), dealt with them
 * (issues 25 and 26): a personnel with each skill a card wants that no personnel of the deck has, and a
 * mission of the type it wants that the deck's affiliation may attempt. A personnel comes in place of a
 * personnel of the draw deck that nothing wants or needs; a mission in place of one the affiliation
 * cannot attempt (else any other) that nothing needs. Drawn from a stream of its own, so a deck with no
 * such card is the deck it was; a deck the change would make illegal stays as it was. Not a rule of
 * play: the engine never reads `deckWants`.
 */
import type { Affiliation, CardFacts } from '../cards/facts.ts';
import { mulberry32 } from '../core/rng.ts';
import type { DeckFormat } from '../formats/constructed.ts';
import type { DeckList } from '../rules/setup.ts';
import { deckCardsOf, deckListOf } from './deck-list.ts';
import { hasAuIcon } from '../rules/doorways.ts';
import { behaviour } from '../cards/registry.ts';

/** Whether a personnel has the skill, or it as its classification. */
function hasSkill(c: CardFacts | undefined, skill: string): boolean {
  return c?.type === 'personnel' && (c.classification === skill || c.skills.some((k) => k.skill === skill));
}

export function withWants(seed: number, list: DeckList, cards: readonly CardFacts[], o: { aff: Affiliation; opens: boolean; format: DeckFormat }): DeckList {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const wanting = [...new Set([...list.seed, ...list.draw])].map((id) => behaviour(id)?.deckWants).filter((w) => w !== undefined);
  if (wanting.length === 0) return list;
  const rnd = mulberry32((seed ^ 0x1b873593) >>> 0);
  const pick = <T>(l: readonly T[]): T | undefined => l[Math.floor(rnd() * l.length)];
  const out: DeckList = { missions: [...list.missions], seed: [...list.seed], draw: [...list.draw] };
  const ours = (c: CardFacts) => 'affiliation' in c && (c.affiliation === o.aff || c.affiliation === 'non-aligned') && (o.opens || !hasAuIcon(c.id));
  // how many personnel each skill is wanted in: the most times one card names it (Particle Fountain: ENGINEER twice)
  const wantedCount = new Map<string, number>();
  for (const w of wanting) for (const k of new Set(w.skills ?? [])) wantedCount.set(k, Math.max(wantedCount.get(k) ?? 0, (w.skills ?? []).filter((x) => x === k).length));
  const skills = [...wantedCount.keys()];
  // what other cards of the deck need by name stays (CardBehaviour.deckNeeds)
  const needed = new Set([...out.seed, ...out.draw].flatMap((id) => behaviour(id)?.deckNeeds ?? []));
  // a personnel stays when named by another card, or when it is the deck's only one with a wanted
  // skill (Senior Staff Meeting wants all five classifications: every personnel has one of them)
  const kept = (id: string) => needed.has(id) || skills.some((k) => hasSkill(byId.get(id), k) && out.draw.filter((x) => hasSkill(byId.get(x), k)).length <= (wantedCount.get(k) ?? 1));
  for (const k of skills) {
    // a deck with one such personnel draws nothing more here (as before counts were read): only a second one wanted does
    for (let have = out.draw.filter((id) => hasSkill(byId.get(id), k)).length; have < (wantedCount.get(k) ?? 1); have++) {
      // not a hologram (it would want a Holodeck ship too), nor one seeded already (a Cryosatellite's)
      const n = pick(cards.filter((c) => c.type === 'personnel' && ours(c) && hasSkill(c, k) && !c.icons.includes('holographic') && !out.draw.includes(c.id) && !out.seed.includes(c.id)));
      const spare = out.draw.map((d, i) => [d, i] as const).filter(([d]) => byId.get(d)?.type === 'personnel' && !kept(d));
      const gone = pick(spare);
      if (!n || !gone) break;
      out.draw.splice(gone[1], 1, n.id);
    }
  }
  for (const type of new Set(wanting.map((w) => w.mission).filter((m) => m !== undefined))) {
    const attemptable = (c: CardFacts | undefined) => c?.type === 'mission' && c.missionType === type && c.affiliationIcons.includes(o.aff);
    if (out.missions.some((id) => attemptable(byId.get(id)))) continue;
    const titles = new Set(out.missions.map((id) => byId.get(id)?.name));
    const n = pick(cards.filter((c) => attemptable(c) && !titles.has(c.name)));
    // a mission of the same type goes only for one of the same type (a Neutral Outpost seeded at a space mission keeps one)
    const spare = out.missions.map((d, i) => [d, i] as const).filter(([d]) => !needed.has(d) && byId.get(d)?.type === 'mission');
    const unfit = spare.filter(([d]) => { const f = byId.get(d); return f?.type === 'mission' && !f.affiliationIcons.includes(o.aff) && f.missionType !== 'space'; });
    const gone = pick(unfit.length > 0 ? unfit : spare.filter(([d]) => { const f = byId.get(d); return f?.type === 'mission' && f.missionType !== 'space'; }));
    if (!n || !gone) continue;
    out.missions.splice(gone[1], 1, n.id);
  }
  return deckListOf(deckCardsOf(out), o.format).ok ? out : list;
}
