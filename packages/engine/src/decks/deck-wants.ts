/**
 * What a random deck's cards want beyond named cards (CardBehaviour.deckWants), dealt with them
 * (issues 25 and 26): personnel with each skill a card wants until the deck has as many as it wants
 * (one, unless it says more), a personnel of a kind it wants (a species or characteristic) when the
 * deck has none, and a mission of the type it wants that the deck's affiliation may attempt. A personnel comes in place of a
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

/** Whether a personnel is of the kind: a characteristic of its own (Soong-type android) or a species, alone or one of two (Selok: Romulan/Vulcan). */
function ofKind(c: CardFacts | undefined, kind: string): boolean {
  return c?.type === 'personnel' && c.characteristics.some((x) => x === kind || x.split('/').includes(kind));
}

export function withWants(seed: number, list: DeckList, cards: readonly CardFacts[], o: { aff: Affiliation; opens: boolean; format: DeckFormat }): DeckList {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const wanting = [...new Set([...list.seed, ...list.draw])].map((id) => behaviour(id)?.deckWants).filter((w) => w !== undefined);
  if (wanting.length === 0) return list;
  const rnd = mulberry32((seed ^ 0x1b873593) >>> 0);
  const pick = <T>(l: readonly T[]): T | undefined => l[Math.floor(rnd() * l.length)];
  const out: DeckList = { missions: [...list.missions], seed: [...list.seed], draw: [...list.draw] };
  const ours = (c: CardFacts) => 'affiliation' in c && (c.affiliation === o.aff || c.affiliation === 'non-aligned') && (o.opens || !hasAuIcon(c.id));
  const skills = [...new Set(wanting.flatMap((w) => w.skills ?? []))];
  // how many personnel with each skill: the most any card of the deck wants (one, unless it says more)
  const least = new Map(skills.map((k) => [k, Math.max(...wanting.filter((w) => w.skills?.includes(k)).map((w) => w.count ?? 1))]));
  const kinds = [...new Set(wanting.flatMap((w) => (w.kinds ? [w.kinds.join('|')] : [])))].map((k) => k.split('|'));
  // what other cards of the deck need by name stays (CardBehaviour.deckNeeds)
  const needed = new Set([...out.seed, ...out.draw].flatMap((id) => behaviour(id)?.deckNeeds ?? []));
  const withSkill = (k: string) => out.draw.filter((x) => hasSkill(byId.get(x), k)).length;
  const ofKinds = (ks: readonly string[]) => (c: CardFacts | undefined) => ks.some((k) => ofKind(c, k));
  // a personnel stays when named by another card, or when the deck has no more than it wants with a
  // wanted skill (Senior Staff Meeting wants all five classifications: every personnel has one of
  // them), or when it is the deck's only one of a wanted kind
  const kept = (id: string) =>
    needed.has(id) ||
    skills.some((k) => hasSkill(byId.get(id), k) && withSkill(k) <= (least.get(k) ?? 1)) ||
    kinds.some((ks) => ofKinds(ks)(byId.get(id)) && out.draw.filter((x) => ofKinds(ks)(byId.get(x))).length <= 1);
  // not a hologram (it would want a Holodeck ship too), nor one in the deck already (a Cryosatellite's seeded one)
  const fresh = (c: CardFacts) => c.type === 'personnel' && ours(c) && !c.icons.includes('holographic') && !out.draw.includes(c.id) && !out.seed.includes(c.id);
  const swapIn = (n: CardFacts | undefined): boolean => {
    const spare = out.draw.map((d, i) => [d, i] as const).filter(([d]) => byId.get(d)?.type === 'personnel' && !kept(d));
    const gone = pick(spare);
    if (!n || !gone) return false;
    out.draw.splice(gone[1], 1, n.id);
    return true;
  };
  for (const k of skills) {
    while (withSkill(k) < (least.get(k) ?? 1)) if (!swapIn(pick(cards.filter((c) => fresh(c) && hasSkill(c, k))))) break;
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
  // a personnel of a wanted kind (Vulcan Nerve Pinch: a Vulcan or a Soong-type android), when the deck has none and its affiliation may have one
  for (const ks of kinds) if (!out.draw.some((id) => ofKinds(ks)(byId.get(id)))) swapIn(pick(cards.filter((c) => fresh(c) && ofKinds(ks)(c))));
  return deckListOf(deckCardsOf(out), o.format).ok ? out : list;
}
