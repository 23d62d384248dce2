/**
 * What a random deck's cards want beyond named cards (CardBehaviour.deckWants), dealt with them
 * (issues 25 and 26): personnel with each skill a card wants, so that at least CARRIERS personnel of
 * the draw deck carry it (more when the card says: `count`) (another personnel with it, or another copy of a universal one, when the pool
 * has none left), a personnel of a kind it wants (a species or a characteristic) when the deck has none,
 * and MISSIONS missions of the type it wants that the deck's affiliation may attempt. A card
 * that cannot be played in the deck (one bearing the [AU] icon in a deck that keeps its door shut)
 * wants nothing. A personnel comes in place of a personnel of the draw deck that nothing wants or
 * needs (else of an event or interrupt that nothing needs); a mission in place of one the affiliation cannot attempt (else any other) that nothing needs.
 * Drawn from a stream of its own, so a deck with no such card is the deck it was; a deck the change
 * would make illegal stays as it was. Not a rule of play: the engine never reads `deckWants`.
 */
import type { Affiliation, CardFacts } from '../cards/facts.ts';
import { mulberry32 } from '../core/rng.ts';
import type { DeckFormat } from '../formats/constructed.ts';
import type { DeckList } from '../rules/setup.ts';
import { deckCardsOf, deckListOf } from './deck-list.ts';
import { hasAuIcon } from '../rules/doorways.ts';
import { behaviour } from '../cards/registry.ts';
import { facts } from '../cards/facts.ts';

/**
 * The places of a draw deck's cards of the given kinds that may give way to another card (free):
 * [id, index] pairs in deck order, for a seeded pick among them (random.ts and withWants below).
 */
export function placesOf(draw: readonly string[], kinds: readonly string[], free: (id: string) => boolean): (readonly [string, number])[] {
  return draw.map((d, i) => [d, i] as const).filter(([d]) => kinds.includes(facts(d).type) && free(d));
}

/** Whether a personnel has the skill, or it as its classification. */
function hasSkill(c: CardFacts | undefined, skill: string): boolean {
  return c?.type === 'personnel' && (c.classification === skill || c.skills.some((k) => k.skill === skill));
}

/** Whether a personnel is of the kind: a characteristic of its own (Soong-type android) or a species, alone or one of two (Selok: Romulan/Vulcan). */
function ofKind(c: CardFacts | undefined, kind: string): boolean {
  return c?.type === 'personnel' && c.characteristics.some((x) => x === kind || x.split('/').includes(kind));
}
/** How many personnel of the draw deck should carry each wanted skill (three: any one of them is seldom where the card plays). */
export const CARRIERS = 3;
/** How many of the deck's missions should be of a wanted type its affiliation may attempt (half of six: the card plays only at one). */
export const MISSIONS = 3;

export function withWants(seed: number, list: DeckList, cards: readonly CardFacts[], o: { aff: Affiliation; opens: boolean; format: DeckFormat; builtAround?: (id: string) => boolean }): DeckList {
  const byId = new Map(cards.map((c) => [c.id, c]));
  // an [AU] card in a deck that keeps its door shut is never played: it wants nothing
  const wanting = [...new Set([...list.seed, ...list.draw])].filter((id) => o.opens || !hasAuIcon(id)).map((id) => behaviour(id)?.deckWants).filter((w) => w !== undefined);
  if (wanting.length === 0) return list;
  const rnd = mulberry32((seed ^ 0x1b873593) >>> 0);
  const pick = <T>(l: readonly T[]): T | undefined => l[Math.floor(rnd() * l.length)];
  const out: DeckList = { missions: [...list.missions], seed: [...list.seed], draw: [...list.draw] };
  const ours = (c: CardFacts) => 'affiliation' in c && (c.affiliation === o.aff || c.affiliation === 'non-aligned') && (o.opens || !hasAuIcon(c.id));
  const skills = [...new Set(wanting.flatMap((w) => w.skills ?? []))];
  // how many personnel with each skill: CARRIERS, or the most any card of the deck wants when it says more
  const least = new Map(skills.map((k) => [k, Math.max(CARRIERS, ...wanting.filter((w) => w.skills?.includes(k)).map((w) => w.count ?? 1))]));
  const kinds = [...new Set(wanting.flatMap((w) => (w.kinds ? [w.kinds.join('|')] : [])))].map((k) => k.split('|'));
  // what other cards of the deck need by name stays (CardBehaviour.deckNeeds)
  const needed = new Set([...out.seed, ...out.draw].flatMap((id) => behaviour(id)?.deckNeeds ?? []));
  const withSkill = (k: string) => out.draw.filter((x) => hasSkill(byId.get(x), k)).length;
  const ofKinds = (ks: readonly string[]) => (c: CardFacts | undefined) => ks.some((k) => ofKind(c, k));
  // a personnel stays when named by another card, or when it is one a deck is built around (Dathon), or when it is one of no more than the deck's
  // wanted carriers of a skill (Senior Staff Meeting wants all five classifications: every personnel
  // has one of them), or when it is the deck's only one of a wanted kind
  const kept = (id: string) =>
    needed.has(id) ||
    o.builtAround?.(id) === true ||
    skills.some((k) => hasSkill(byId.get(id), k) && withSkill(k) <= (least.get(k) ?? CARRIERS)) ||
    kinds.some((ks) => ofKinds(ks)(byId.get(id)) && out.draw.filter((x) => ofKinds(ks)(byId.get(x))).length <= 1);
  // not a hologram (it would want a Holodeck ship too), nor one seeded already (a Cryosatellite's)
  const fit = (c: CardFacts) => c.type === 'personnel' && ours(c) && !c.icons.includes('holographic') && !out.seed.includes(c.id);
  const swapIn = (n: CardFacts | undefined): boolean => {
    const spare = placesOf(out.draw, ['personnel'], (d) => !kept(d));
    // where every personnel is wanted, an event or interrupt that nothing needs, nor a card the deck is
    // built around (a deck of few personnel around Full Planet Scan); not an equipment, which a card's
    // `requires` may name (Phaser Burns' phaser)
    // (a card that wants others is kept also where the caller names no cards built around)
    const other = (d: string) => !needed.has(d) && o.builtAround?.(d) !== true && behaviour(d)?.deckWants === undefined;
    const gone = pick(spare.length > 0 ? spare : placesOf(out.draw, ['event', 'interrupt'], other));
    if (!n || !gone) return false;
    out.draw.splice(gone[1], 1, n.id);
    return true;
  };
  for (const k of skills) {
    while (withSkill(k) < (least.get(k) ?? CARRIERS)) {
      // a personnel the deck has not yet, else another copy of a universal one it has
      const carriers = cards.filter((c) => fit(c) && hasSkill(c, k));
      const fresh = carriers.filter((c) => !out.draw.includes(c.id));
      if (!swapIn(pick(fresh.length > 0 ? fresh : carriers.filter((c) => !c.unique)))) break;
    }
  }
  for (const type of new Set(wanting.map((w) => w.mission).filter((m) => m !== undefined))) {
    const attemptable = (c: CardFacts | undefined) => c?.type === 'mission' && c.missionType === type && c.affiliationIcons.includes(o.aff);
    while (out.missions.filter((id) => attemptable(byId.get(id))).length < MISSIONS) {
      const titles = new Set(out.missions.map((id) => byId.get(id)?.name));
      const n = pick(cards.filter((c) => attemptable(c) && !titles.has(c.name)));
      // never one of the wanted type, nor a space mission (a Neutral Outpost seeded at a space mission
      // keeps one); one the affiliation cannot attempt first
      const spare = out.missions.map((d, i) => [d, i] as const).filter(([d]) => { const f = byId.get(d); return !needed.has(d) && f?.type === 'mission' && f.missionType !== 'space' && f.missionType !== type; });
      const unfit = spare.filter(([d]) => { const f = byId.get(d); return f?.type === 'mission' && !f.affiliationIcons.includes(o.aff); });
      const gone = pick(unfit.length > 0 ? unfit : spare);
      if (!n || !gone) break;
      out.missions.splice(gone[1], 1, n.id);
    }
  }
  // a personnel of a wanted kind (Vulcan Nerve Pinch: a Vulcan or a Soong-type android), when the deck has none and its affiliation may have one
  for (const ks of kinds) if (!out.draw.some((id) => ofKinds(ks)(byId.get(id)))) swapIn(pick(cards.filter((c) => fit(c) && !out.draw.includes(c.id) && ofKinds(ks)(c))));
  return deckListOf(deckCardsOf(out), o.format).ok ? out : list;
}
