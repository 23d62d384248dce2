/**
 * The persona rules over a catalogue. Every answer meant for people carries `reasons`: sentences in our
 * own words naming the rule behind the answer. The predicates the game calls (isSamePersona, areCopies,
 * mayCoexist, maySwap, inAnyGroup, ...) take card definition ids (the shared files' slugs).
 *
 * The rules, as this module applies them:
 *  - A card is a version of one or more personas; a dual-personnel card (two personnel on one card) and a
 *    few single personnel (Ezri Dax) are versions of two. Universal cards are versions of no persona.
 *  - Copies are the same card: same title and same game text (printing colour, icon order, image and lore
 *    do not matter). A card is its own copy.
 *  - One player may have only one version of each non-universal persona in play, and only one copy of a
 *    unique card. Copy-allowing effects (Delta Quadrant Spatial Scission for [DQ] cards, Clone Machine)
 *    raise the copy limit only; they never allow a second version. Persistence of Memory reversing an
 *    Anti-Time Anomaly is the one exception that lifts the limit.
 *  - Mirror counterparts and impersonators are separate personas; mirror counterparts count for "any X",
 *    impersonators never do. "Any version of X's persona" reaches versions only.
 *  - Persona swap: a version in play (played and controlled by you, not there by a copy effect) may be
 *    replaced by a different version of the same persona from hand; a swap involving a dual-personnel card
 *    must cover both of its personas.
 */
import type { AnyGroupDef, Catalogue, PersonaCard } from './catalogue.ts';
import { hasPersonaType } from './catalogue.ts';

export interface CardRef {
  id: string;
  name: string;
  set: string | null;
}

export type CopyEffect = 'dq-spatial-scission' | 'clone-machine';
export const COPY_EFFECTS: readonly CopyEffect[] = ['dq-spatial-scission', 'clone-machine'];

export interface CoexistOptions {
  /** Copy-allowing effects the player has in play. */
  copyEffects?: readonly CopyEffect[];
  /** The card arrives because Persistence of Memory reverses an Anti-Time Anomaly (the one exception). */
  persistenceOfMemoryReversal?: boolean;
}

export interface SwapOptions {
  /** The card in play is there only through a copy-allowing effect (such copies may not be swapped). */
  placedByCopyEffect?: boolean;
  /** Whether you played the card in play (default true). */
  playedByYou?: boolean;
  /** Whether you control the card in play (default true). */
  controlledByYou?: boolean;
  /** Your other cards in play, to check that the incoming versions break no persona limit. */
  otherInPlay?: readonly string[];
  /** Copy-allowing effects you have in play (they count when an incoming card is a copy of one of otherInPlay). */
  copyEffects?: readonly CopyEffect[];
}

export interface Verdict {
  allowed: boolean;
  reasons: string[];
}

export interface PersonaInfo {
  id: string;
  name: string;
  type: string;
  set: string | null;
  personas: string[];
  universal: boolean;
  dualPersonnel: boolean;
  mirrorOf: string | null;
  impersonates: string | null;
  anyGroups: string[];
  otherVersions: (CardRef & { personas: string[] })[];
  copies: CardRef[];
  reasons: string[];
}

export interface Relation {
  a: CardRef;
  b: CardRef;
  samePersona: boolean;
  sharedPersonas: string[];
  copies: boolean;
  mayCoexist: boolean;
  maySwap: boolean;
  sharedAnyGroups: string[];
  reasons: string[];
}

export interface AnyGroupMember extends CardRef {
  via: string;
}

export interface AnyGroupAnswer {
  group: string;
  /** "any": every card representing the character; "any-version": versions of one persona only. */
  kind: 'any' | 'any-version';
  personas: string[];
  members: AnyGroupMember[];
  uncertainMembers: CardRef[];
  reasons: string[];
}

export interface AttachedCard {
  /** The attached card's instance id (kept as given). */
  id: string;
  /** Its card definition id. */
  defId: string;
}

export interface TransferResult {
  transferred: AttachedCard[];
  returnedToOwner: AttachedCard[];
  reasons: string[];
}

/** A card that is attached to (plays on) a personnel, with the test its target must pass. */
export interface TargetTest {
  describe: string;
  test: (card: PersonaCard) => boolean;
}

export class PersonaLookupError extends Error {
  constructor(
    message: string,
    readonly kind: 'unknown' | 'ambiguous',
    readonly query: string,
    readonly candidates: CardRef[],
  ) {
    super(message);
    this.name = 'PersonaLookupError';
  }
}

/** A rules question that cannot be answered from the data (for example a transfer test for an unknown card). */
export class PersonaRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PersonaRuleError';
  }
}

/** True for a card that is Klingon in any way: by affiliation or by species. */
export function isKlingon(card: PersonaCard): boolean {
  return (
    card.affiliations.includes('klingon') ||
    card.species.some((s) => s.split(/[/,]/).some((part) => part.trim().toLowerCase() === 'klingon'))
  );
}

export const DEFAULT_TARGET_TESTS: Readonly<Record<string, TargetTest>> = {
  discommendation: { describe: 'a Klingon (by affiliation or by species)', test: isKlingon },
};

const ANY_VERSION = /^any version of (?:the )?(.+?)(?:'s)?(?: persona)?$/i;

function intersect(a: readonly string[], b: readonly string[]): string[] {
  return a.filter((x) => b.includes(x));
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

function quoteList(items: readonly string[]): string {
  return list(items.map((i) => `"${i}"`));
}

export function makePersonaRules(cat: Catalogue) {
  const all = [...cat.cards.values()];
  const nameCount = new Map<string, number>();
  for (const c of all) nameCount.set(c.name.toLowerCase(), (nameCount.get(c.name.toLowerCase()) ?? 0) + 1);
  const allPersonaKeys = new Map<string, string>();
  for (const c of all) for (const p of c.personas) allPersonaKeys.set(p.toLowerCase(), p);

  const ref = (c: PersonaCard): CardRef => ({ id: c.id, name: c.name, set: c.set });
  const label = (c: PersonaCard): string =>
    (nameCount.get(c.name.toLowerCase()) ?? 0) > 1 ? `${c.name} (${c.id})` : c.name;

  function card(id: string): PersonaCard {
    const c = cat.cards.get(id);
    if (!c) throw new PersonaLookupError(`unknown card id "${id}"`, 'unknown', id, []);
    return c;
  }

  function findCard(query: string): PersonaCard {
    const q = query.trim();
    const lower = q.toLowerCase();
    // An id typed exactly wins; then exact names, then database names with a set suffix, then an id in
    // other letter case. So "Chakotay" is ambiguous (three cards bear the name) while "chakotay" is one id.
    const byId = cat.cards.get(q);
    if (byId) return byId;
    let matches = all.filter((c) => c.name.toLowerCase() === lower);
    if (matches.length === 0) matches = all.filter((c) => c.aliases.some((a) => a.toLowerCase() === lower));
    if (matches.length === 0 && cat.cards.has(lower)) return cat.cards.get(lower)!;
    if (matches.length === 1) return matches[0]!;
    if (matches.length > 1) {
      throw new PersonaLookupError(
        `"${q}" names ${matches.length} cards; give one of their ids: ${matches.map((m) => m.id).join(', ')}`,
        'ambiguous',
        q,
        matches.map(ref),
      );
    }
    const near = lower.length >= 3 ? all.filter((c) => c.name.toLowerCase().includes(lower)).slice(0, 10) : [];
    throw new PersonaLookupError(
      near.length > 0
        ? `no card has the id or exact name "${q}"; names containing it: ${near.map((m) => `${m.name} (${m.id})`).join(', ')}`
        : `no card has the id or exact name "${q}"`,
      'unknown',
      q,
      near.map(ref),
    );
  }

  const personasOf = (id: string): string[] => [...card(id).personas];
  const sharedPersonas = (a: string, b: string): string[] => intersect(card(a).personas, card(b).personas);
  const isSamePersona = (a: string, b: string): boolean => sharedPersonas(a, b).length > 0;
  const areCopies = (a: string, b: string): boolean => card(a).copyKey === card(b).copyKey;

  function versionsOf(id: string): string[] {
    const c = card(id);
    return all.filter((o) => o.copyKey !== c.copyKey && intersect(o.personas, c.personas).length > 0).map((o) => o.id);
  }

  function isAndroid(c: PersonaCard): boolean {
    return c.species.some((s) => /android/i.test(s)) || c.characteristics.some((ch) => /^android$/i.test(ch));
  }

  /** Which copy effects raise this card's copy limit, with the reason each does or does not. */
  function copyEffectsFor(c: PersonaCard, effects: readonly CopyEffect[]): { applies: CopyEffect[]; reasons: string[] } {
    const applies: CopyEffect[] = [];
    const reasons: string[] = [];
    for (const e of effects) {
      if (e === 'dq-spatial-scission') {
        if ((c.type === 'personnel' || c.type === 'ship') && c.icons.includes('deltaQuadrant')) {
          applies.push(e);
          reasons.push(`Delta Quadrant Spatial Scission lets a player have two copies of a unique [DQ] personnel or ship, and ${label(c)} bears the [DQ] icon.`);
        } else {
          reasons.push(`Delta Quadrant Spatial Scission only allows extra copies of [DQ] personnel and ships; ${label(c)} does not qualify.`);
        }
      } else {
        const blockers: string[] = [];
        if (c.type !== 'personnel') blockers.push('it is not a personnel');
        if (c.icons.includes('holographic')) blockers.push('it is a hologram');
        if (isAndroid(c)) blockers.push('it is an android');
        if (c.dualPersonnel) blockers.push('it is a dual-personnel card');
        if (blockers.length === 0) {
          applies.push(e);
          reasons.push(`Clone Machine can let another copy of the unique personnel ${label(c)} report.`);
        } else {
          reasons.push(`Clone Machine cannot copy ${label(c)}: ${list(blockers)}.`);
        }
      }
    }
    return { applies, reasons };
  }

  /** How many copies of this card one player may have in play at once. */
  function copyLimit(id: string, opts: CoexistOptions = {}): number {
    const c = card(id);
    if (opts.persistenceOfMemoryReversal) return Number.POSITIVE_INFINITY;
    if (!c.unique) return Number.POSITIVE_INFINITY;
    const { applies } = copyEffectsFor(c, opts.copyEffects ?? []);
    if (applies.includes('clone-machine')) return Number.POSITIVE_INFINITY;
    if (applies.includes('dq-spatial-scission')) return 2;
    return 1;
  }

  function versionSentence(c: PersonaCard): string {
    if (c.universal) return `${label(c)} is universal: it is a version of no persona, so it never shares one with a unique card and any number of copies may be in play.`;
    if (!hasPersonaType(c.type)) return `${label(c)} is a ${c.type}; personas belong to personnel and ships.`;
    if (c.personas.length === 0) return `${label(c)} has no persona.`;
    if (c.dualPersonnel) return `${label(c)} is a dual-personnel card: two personnel on one card, so it is a version of both ${list(c.personas)}.`;
    if (c.personas.length > 1) return `${label(c)} is a version of two personas at once: ${list(c.personas)}.`;
    if (c.personaFromOwnTitle) return `${label(c)} is unique and no other card is linked to it, so it is a version of its own persona, ${c.personas[0]!}.`;
    return `${label(c)} is a version of the ${c.personas[0]!} persona.`;
  }

  function linkSentences(c: PersonaCard): string[] {
    const out: string[] = [];
    if (c.mirrorOf) out.push(`${label(c)} is the mirror-universe counterpart of ${c.mirrorOf}: a separate persona, not a version of ${c.mirrorOf}, yet it still represents that character for "any" references.`);
    if (c.impersonates) out.push(`${label(c)} impersonates ${c.impersonates}: posing as someone does not make a card a version of that persona, and an impersonator never counts for "any" references to the one it imitates.`);
    return out;
  }

  /** May `candidate` join `inPlay` (one player's cards in play)? */
  function checkPlay(candidate: string, inPlay: readonly string[], opts: CoexistOptions = {}): Verdict {
    const c = card(candidate);
    const reasons: string[] = [];
    if (opts.persistenceOfMemoryReversal) {
      return {
        allowed: true,
        reasons: [`Persistence of Memory reversing an Anti-Time Anomaly returns personnel to play without regard to the persona limit; it is the only exception to the one-version rule.`],
      };
    }
    let allowed = true;
    let copiesInPlay = 0;
    for (const otherId of inPlay) {
      const o = card(otherId);
      if (o.copyKey === c.copyKey) {
        copiesInPlay++;
        continue;
      }
      const shared = intersect(c.personas, o.personas);
      if (shared.length > 0) {
        allowed = false;
        reasons.push(`${label(o)} and ${label(c)} are different versions of the ${list(shared)} persona${shared.length > 1 ? 's' : ''}; one player may have only one version of a non-universal persona in play at a time.`);
        if ((opts.copyEffects ?? []).length > 0) reasons.push(`Copy-allowing effects add copies of one version; they never allow a second version of a persona.`);
        continue;
      }
      if (o.name === c.name && o.universal !== c.universal && (o.unique || c.unique)) {
        allowed = false;
        reasons.push(`${label(o)} and ${label(c)} share a title but one is universal and the other unique; one player may not have both in play.`);
      }
    }
    if (copiesInPlay > 0) {
      const same = c.id === inPlay.find((i) => card(i).copyKey === c.copyKey);
      const what = same ? `another copy of ${label(c)}` : `${label(c)}, a copy of a card already in play (same title and game text)`;
      if (!c.unique) {
        reasons.push(`${label(c)} is ${c.universal ? 'universal' : 'not unique'}, so any number of copies may be in play.`);
      } else {
        const effects = copyEffectsFor(c, opts.copyEffects ?? []);
        const limit = copyLimit(candidate, opts);
        if (copiesInPlay + 1 > limit) {
          allowed = false;
          reasons.push(`${label(c)} is unique: without a copy-allowing effect one player may have only one copy of it in play, so ${what} is refused.`);
          reasons.push(...effects.reasons);
          if (limit === 2) reasons.push(`Delta Quadrant Spatial Scission allows at most two copies.`);
        } else {
          reasons.push(...effects.reasons.filter((_, i) => effects.applies.includes((opts.copyEffects ?? [])[i]!)));
        }
      }
    }
    if (allowed && reasons.length === 0) {
      reasons.push(
        inPlay.length === 0
          ? `No card in play conflicts with ${label(c)}.`
          : `${label(c)} shares no persona with ${list(inPlay.map((i) => label(card(i))))} and is not a copy of any of them, so the persona limit does not apply.`,
      );
    }
    if (!allowed) reasons.push(`The limit is counted for each player separately: an opponent may have their own copy or version.`);
    return { allowed, reasons };
  }

  const coexistVerdict = (a: string, b: string, opts: CoexistOptions = {}): Verdict => checkPlay(b, [a], opts);
  const mayCoexist = (a: string, b: string, opts: CoexistOptions = {}): boolean => coexistVerdict(a, b, opts).allowed;

  /** May the `outgoing` cards in play be replaced by the `incoming` cards from hand at the start of your turn? */
  function swapVerdict(outgoing: readonly string[], incoming: readonly string[], opts: SwapOptions = {}): Verdict {
    const outs = outgoing.map(card);
    const ins = incoming.map(card);
    const reasons: string[] = [];
    const refuse = (r: string) => reasons.push(r);
    if (outs.length === 0 || ins.length === 0) refuse('A persona swap replaces at least one card in play with at least one card from hand.');
    for (const c of [...outs, ...ins]) {
      if (!hasPersonaType(c.type)) refuse(`${label(c)} is a ${c.type}; only personnel and ships have personas to swap.`);
      else if (c.universal) refuse(`${label(c)} is universal and a version of no persona, so it cannot take part in a persona swap.`);
    }
    if (opts.placedByCopyEffect) refuse(`A card that is in play as an extra copy through a copy-allowing effect may not be swapped for another version.`);
    if (opts.playedByYou === false) refuse(`Only a card you played yourself may be swapped out.`);
    if (opts.controlledByYou === false) refuse(`Only a card you control may be swapped out.`);
    if (reasons.length > 0) return { allowed: false, reasons };

    for (const i of ins) {
      for (const o of outs) {
        if (i.copyKey === o.copyKey) {
          refuse(`${label(i)} is a copy of ${label(o)} (same title and game text): the same version, while a swap must bring in a different version.`);
        }
      }
    }
    const outPersonas = outs.flatMap((o) => o.personas);
    const inPersonas = ins.flatMap((i) => i.personas);
    for (const i of ins) {
      if (intersect(i.personas, outPersonas).length === 0) {
        refuse(`${label(i)} is not a version of ${list([...new Set(outPersonas)])}, so it cannot replace ${list(outs.map(label))}.`);
      }
    }
    for (const o of outs) {
      if (intersect(o.personas, inPersonas).length === 0 && ins.length > 1) {
        refuse(`${label(o)} shares no persona with the incoming cards.`);
      }
    }
    const seen = new Map<string, PersonaCard>();
    for (const i of ins) {
      for (const p of i.personas) {
        const prev = seen.get(p);
        if (prev) refuse(`${label(prev)} and ${label(i)} are both versions of ${p}; a swap may not bring two versions of one persona into play.`);
        seen.set(p, i);
      }
    }
    const coverage = (dual: PersonaCard, other: PersonaCard[], where: string) => {
      const missing = dual.personas.filter((p) => !other.some((o) => o.personas.includes(p)));
      if (missing.length > 0) {
        refuse(`${label(dual)} is a dual-personnel card, so a swap involving it must involve both of its personnel: a version of ${list(missing)} ${where} is also needed.`);
      }
    };
    for (const o of outs) if (o.dualPersonnel) coverage(o, ins, 'from hand');
    for (const i of ins) if (i.dualPersonnel) coverage(i, outs, 'in play, swapped out at the same time,');

    if (opts.otherInPlay && reasons.length === 0) {
      const rest = opts.otherInPlay.filter((id) => !outgoing.includes(id));
      for (const i of incoming) {
        const v = checkPlay(i, rest, opts.copyEffects ? { copyEffects: opts.copyEffects } : {});
        if (!v.allowed) reasons.push(...v.reasons.slice(0, -1));
      }
    }
    if (reasons.length > 0) return { allowed: false, reasons };
    const shared = [...new Set(intersect(inPersonas, outPersonas))];
    return {
      allowed: true,
      reasons: [
        `${list(ins.map(label))} ${ins.length > 1 ? 'are' : 'is a'} different version${ins.length > 1 ? 's' : ''} of ${list(shared)} than ${list(outs.map(label))}: at the start of your turn you may replace a version you played and control with it from your hand. The swap is not a card play and not a report for duty.`,
      ],
    };
  }

  const maySwap = (inPlay: string, inHand: string, opts: SwapOptions = {}): boolean => swapVerdict([inPlay], [inHand], opts).allowed;

  interface ResolvedGroup {
    name: string;
    kind: 'any' | 'any-version';
    personas: string[];
    derived: boolean;
    isMember: (c: PersonaCard) => boolean;
  }

  function resolveGroup(query: string): ResolvedGroup {
    const q = query.trim().replace(/\s+/g, ' ');
    const full = /^any /i.test(q) ? q : `any ${q}`;
    const version = ANY_VERSION.exec(full);
    if (version) {
      const key = allPersonaKeys.get(version[1]!.toLowerCase());
      if (!key) {
        throw new PersonaLookupError(`no persona is named "${version[1]!}"`, 'unknown', q, []);
      }
      return { name: `any version of the ${key} persona`, kind: 'any-version', personas: [key], derived: false, isMember: (c) => c.personas.includes(key) };
    }
    const lower = full.toLowerCase();
    const def: AnyGroupDef | undefined = [...cat.anyGroups.values()].find((g) => g.name.toLowerCase() === lower);
    if (def) return { name: def.name, kind: 'any', personas: def.personas, derived: false, isMember: (c) => c.anyGroups.includes(def.name) };
    const key = allPersonaKeys.get(lower.slice(4));
    if (key) {
      return {
        name: `any ${key}`,
        kind: 'any',
        personas: [key],
        derived: true,
        isMember: (c) => c.personas.includes(key) || c.mirrorOf === key,
      };
    }
    const words = lower.slice(4).split(' ').filter((w) => w.length >= 3);
    const near = [...cat.anyGroups.keys()].filter((g) => words.some((w) => g.toLowerCase().includes(w)));
    throw new PersonaLookupError(
      near.length > 0 ? `no "any" group is called "${full}"; similar groups: ${near.join(', ')}` : `no "any" group is called "${full}"`,
      'unknown',
      q,
      near.map((g) => ({ id: g, name: g, set: null })),
    );
  }

  function inAnyGroup(id: string, group: string): boolean {
    return resolveGroup(group).isMember(card(id));
  }

  function memberVia(c: PersonaCard, g: ResolvedGroup): string {
    const v = intersect(c.personas, g.personas);
    if (v.length > 0) return `version of ${v.join(' and ')}`;
    if (c.mirrorOf && g.personas.includes(c.mirrorOf)) return `mirror counterpart of ${c.mirrorOf}`;
    if (g.personas.length > 0) return 'represents the same character (separate persona)';
    return 'listed in the group by its card data';
  }

  function anyGroup(query: string): AnyGroupAnswer {
    const g = resolveGroup(query);
    const members = all.filter(g.isMember).map((c) => ({ ...ref(c), via: memberVia(c, g) }));
    const uncertain = g.kind === 'any' ? all.filter((c) => c.uncertainAnyGroups.includes(g.name)).map(ref) : [];
    const reasons: string[] = [];
    if (g.kind === 'any-version') {
      reasons.push(`"${g.name}" is narrower than "any ${g.personas[0]!}": only versions of that persona qualify, not mirror counterparts or look-alikes from other times.`);
    } else {
      reasons.push(`"${g.name}" reaches every card that represents the character, across personas: versions, mirror-universe counterparts and other-timeline cards of the same person; impersonators never count.`);
      if (g.derived) reasons.push(`No card data defines "${g.name}", so it is taken as the versions of ${g.personas[0]!} plus their mirror counterparts.`);
      const separate = members.filter((m) => m.via.startsWith('represents'));
      if (separate.length > 0) reasons.push(`${list(separate.map((m) => label(card(m.id))))} ${separate.length > 1 ? 'are separate personas but count' : 'is a separate persona but counts'} because "any" is wider than a persona.`);
      const mirrors = members.filter((m) => m.via.startsWith('mirror'));
      if (mirrors.length > 0) reasons.push(`${list(mirrors.map((m) => label(card(m.id))))} ${mirrors.length > 1 ? 'count as mirror counterparts, although they are not versions' : 'counts as a mirror counterpart, although not a version'} of the persona.`);
      const imps = all.filter((c) => c.impersonates && g.personas.includes(c.impersonates));
      if (imps.length > 0) reasons.push(`${list(imps.map(label))} ${imps.length > 1 ? 'impersonate' : 'impersonates'} the character and ${imps.length > 1 ? 'do' : 'does'} not count.`);
      if (uncertain.length > 0) reasons.push(`Not counted, membership unconfirmed: ${list(uncertain.map((u) => u.name))}.`);
    }
    return { group: g.name, kind: g.kind, personas: g.personas, members, uncertainMembers: uncertain, reasons };
  }

  function personaInfo(id: string): PersonaInfo {
    const c = card(id);
    const copies = all.filter((o) => o.copyKey === c.copyKey && o.id !== c.id);
    const otherVersions = all
      .filter((o) => o.copyKey !== c.copyKey && intersect(o.personas, c.personas).length > 0)
      .map((o) => ({ ...ref(o), personas: intersect(o.personas, c.personas) }));
    const reasons = [versionSentence(c), ...linkSentences(c)];
    if (copies.length > 0) reasons.push(`${list(copies.map((o) => o.id))} ${copies.length > 1 ? 'are copies' : 'is a copy'} of this card: the same title and game text in another printing, so the same version.`);
    if (otherVersions.length > 0 && !c.universal) reasons.push(`Other versions of ${list(c.personas)} may replace it by a persona swap, but never be in play beside it for the same player.`);
    if (c.anyGroups.length > 0) reasons.push(`It counts for ${quoteList(c.anyGroups)}.`);
    if (c.source === 'persona-table') reasons.push(`Only its persona facts are stored (from the persona table), not its game text.`);
    return {
      id: c.id,
      name: c.name,
      type: c.type,
      set: c.set,
      personas: [...c.personas],
      universal: c.universal,
      dualPersonnel: c.dualPersonnel,
      mirrorOf: c.mirrorOf,
      impersonates: c.impersonates,
      anyGroups: [...c.anyGroups],
      otherVersions,
      copies: copies.map(ref),
      reasons,
    };
  }

  function relate(aId: string, bId: string): Relation {
    const a = card(aId);
    const b = card(bId);
    const shared = intersect(a.personas, b.personas);
    const copies = a.copyKey === b.copyKey;
    const coexist = coexistVerdict(a.id, b.id);
    const swap = swapVerdict([a.id], [b.id]);
    const sharedAnyGroups = intersect(a.anyGroups, b.anyGroups);
    const reasons: string[] = [];
    const push = (r: string) => {
      if (!reasons.includes(r)) reasons.push(r);
    };
    push(versionSentence(a));
    if (b.id !== a.id) push(versionSentence(b));
    for (const r of [...linkSentences(a), ...(b.id !== a.id ? linkSentences(b) : [])]) push(r);
    if (copies) {
      push(a.id === b.id ? `A card is a copy of itself.` : `${label(a)} and ${label(b)} are copies: the same title and the same game text; printing colour, icon order, image and lore do not matter.`);
    } else if (a.name === b.name && shared.length > 0) {
      push(`${label(a)} and ${label(b)} share a title but not their game text, so they are different versions of ${list(shared)}, not copies.`);
    }
    if (!copies && shared.length === 0 && hasPersonaType(a.type) && hasPersonaType(b.type)) {
      if (a.universal || b.universal) push(`A universal card never shares a persona with another card.`);
      else push(`${label(a)} and ${label(b)} are versions of different personas.`);
    }
    for (const r of coexist.reasons) push(`Same player, both in play: ${r}`);
    for (const r of swap.reasons) push(`Swap (${label(a)} in play, ${label(b)} in hand): ${r}`);
    if (sharedAnyGroups.length > 0) push(`Both count for ${quoteList(sharedAnyGroups)}.`);
    return {
      a: ref(a),
      b: ref(b),
      samePersona: shared.length > 0,
      sharedPersonas: shared,
      copies,
      mayCoexist: coexist.allowed,
      maySwap: swap.allowed,
      sharedAnyGroups,
      reasons,
    };
  }

  /**
   * After a persona swap, which cards attached to the old version stay with the new version: each moves
   * only if the new version is still a legal target for it; the others go back to their owners' hands.
   */
  function transferOnSwap(
    newVersion: string,
    attached: readonly AttachedCard[],
    tests: Readonly<Record<string, TargetTest>> = DEFAULT_TARGET_TESTS,
  ): TransferResult {
    const target = card(newVersion);
    if (target.source === 'persona-table') {
      throw new PersonaRuleError(`${label(target)} has no stored game facts, so its legality as a target cannot be judged`);
    }
    const transferred: AttachedCard[] = [];
    const returnedToOwner: AttachedCard[] = [];
    const reasons: string[] = [];
    for (const a of attached) {
      const t = tests[a.defId];
      const attachedName = cat.cards.get(a.defId)?.name ?? a.defId;
      if (!t) throw new PersonaRuleError(`no target test is known for "${a.defId}"; pass one in the tests argument`);
      if (t.test(target)) {
        transferred.push(a);
        reasons.push(`${attachedName} moves to ${label(target)}, which is still a legal target (${t.describe}).`);
      } else {
        returnedToOwner.push(a);
        reasons.push(`${attachedName} returns to its owner's hand: ${label(target)} is not ${t.describe}.`);
      }
    }
    return { transferred, returnedToOwner, reasons };
  }

  return {
    card,
    findCard,
    personasOf,
    sharedPersonas,
    isSamePersona,
    areCopies,
    versionsOf,
    copyLimit,
    checkPlay,
    coexistVerdict,
    mayCoexist,
    swapVerdict,
    maySwap,
    inAnyGroup,
    anyGroup,
    personaInfo,
    relate,
    transferOnSwap,
  };
}

export type PersonaRules = ReturnType<typeof makePersonaRules>;
