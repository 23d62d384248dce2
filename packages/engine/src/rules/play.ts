/**
 * Playing cards from hand (quick-start "playing cards"): a ship is commissioned docked at your
 * outpost, personnel report for duty at your outpost, equipment enters play at your outpost,
 * an event goes where the card says. One such card per turn, at its start.
 */
import { behaviour } from '../cards/registry.ts';
import type { PlayChoice } from '../cards/registry.ts';
import { facts } from '../cards/facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, Option, PlayerId } from '../core/types.ts';
import { card, locationOf, moveTo, name, outpostOf, outpostsOf } from './board.ts';
import { rulesOf } from '../formats/rules.ts';
import { resolveAfterResponse, openResponse } from './responses.ts';
import { opponent, seat } from '../core/types.ts';
import { personaEntryCheck } from './persona-play/limits.ts';
import { happened } from '../core/happenings.ts';
import { buildSites, whyCannotBuild } from './outposts.ts';
import { whyAuBlocked } from './doorways.ts';
import { playedAsEquipment, whyArtifactNotPlayable } from './artifacts.ts';
import { hologramsRestricted, holoReportSites, isHologramDef } from './holograms.ts';
import type { Affiliation } from '../cards/facts.ts';
import { affiliationsOfDef, isDualAffiliation, matchingOutposts } from './affiliations.ts';
import { sentBack } from './vortex.ts';
import { anywhereOptions, entersAnywhere, playAnywhere } from './ship-entry.ts';

/**
 * Checks consulted before a card enters play; each returns a reason to refuse, or null. The persona
 * rules (rules/persona-play: one version of a persona, one copy of a unique card unless a card in
 * play allows more) include the basic one-copy-of-a-unique-card check. A fixed list, not filled by
 * whichever module loads first.
 */
export const entryChecks: readonly ((s: GameState, p: PlayerId, defId: string) => string | null)[] = [personaEntryCheck];

export function entryRefusal(s: GameState, p: PlayerId, defId: string): string | null {
  for (const c of entryChecks) {
    const r = c(s, p, defId);
    if (r) return r;
  }
  return null;
}

/** Why a card in hand cannot be played now, or null if it can (ignoring whose turn it is). */
export function whyNotPlayable(s: GameState, p: PlayerId, id: CardId): string | null {
  const f = facts(card(s, id).def);
  if (f.type === 'interrupt') return 'Interrupts are played from the interrupt list when their moment comes';
  if (s.turn.active !== p) return 'Cards other than interrupts are played only on your own turn';
  if (s.turn.cardPlayed) return 'You have already played your one card this turn';
  if (s.turn.stage !== 'play') return 'The one card play comes at the start of the turn, before any orders';
  if (sentBack(s, p, card(s, id).def)) return 'An Energy Vortex sent this card back: play a different one this turn';
  const au = whyAuBlocked(s, p, id);
  if (au) return au;
  if (f.type === 'artifact') {
    const r = whyArtifactNotPlayable(s, p, id);
    if (r) return r;
  }
  const asEquipment = playedAsEquipment(f.id);
  if ((f.type === 'event' || f.type === 'artifact' || doorwayPlay(f.type, f.id)) && !asEquipment) {
    const ch = eventChoices(s, p, id);
    return ch.length ? null : `${f.name} has no legal place to be played now`;
  }
  if (f.type === 'ship' && entersAnywhere(f.id)) return entryRefusal(s, p, f.id); // U.S.S. Enterprise-C (rules/ship-entry.ts)
  if (f.type === 'personnel' || f.type === 'ship' || f.type === 'equipment' || asEquipment) {
    if (!outpostOf(s, p)) return 'You have no outpost in play to report to';
    if (reportSites(s, p, f.id).length === 0 && hologramsRestricted(s) && isHologramDef(f.id)) {
      return `${f.name} is a hologram: it reports only aboard a ship of yours with a Holodeck docked at an outpost where it may report`;
    }
    if (reportSites(s, p, f.id).length === 0) return `You have no outpost where ${f.name} may report (an outpost of its affiliation, or any for a Non-Aligned card)`;
    return entryRefusal(s, p, f.id);
  }
  if (f.type === 'outpost') return whyCannotBuild(s, p, f.id);
  return `${f.type} cards are not played from hand`;
}

/** Whether a card is a doorway played from hand as an event is (its card file gives the play: the Devidian Door). */
function doorwayPlay(type: string, defId: string): boolean {
  return type === 'doorway' && behaviour(defId)?.event !== undefined;
}

function eventChoices(s: GameState, p: PlayerId, id: CardId): PlayChoice[] {
  const b = behaviour(card(s, id).def)?.event;
  return b ? b.choices(s, p, id) : [{ key: 'table', label: 'on the table' }];
}

/**
 * The outposts where a personnel, ship or equipment card of this player enters play. The intro
 * game: the player's outpost. Constructed: an outpost of the card's affiliation; a Non-Aligned card
 * or equipment, any of the player's outposts.
 */
export function reportSites(s: GameState, p: PlayerId, defId: string, as?: Affiliation): CardId[] {
  if (rulesOf(s).reporting === 'ownOutpost') {
    const o = outpostOf(s, p);
    return o ? [o] : [];
  }
  // a treaty also opens its partner's outposts to a personnel (rules/affiliations.ts)
  let outposts: CardId[];
  if (as === undefined && isDualAffiliation(defId)) {
    const all = new Set(affiliationsOfDef(defId).flatMap((a) => matchingOutposts(s, p, defId, a)));
    outposts = outpostsOf(s, p).filter((o) => all.has(o));
  } else outposts = matchingOutposts(s, p, defId, as);
  // a hologram reports aboard a Holodeck ship docked at one of them (rules/holograms.ts)
  return hologramsRestricted(s) && isHologramDef(defId) ? holoReportSites(s, p, defId, outposts) : outposts;
}

/** The cards this player may play from hand now, appended to `out` (a new list unless one is given). */
export function playOptions(s: GameState, p: PlayerId, out: Option[] = []): Option[] {
  const seen = new Set<string>();
  for (const id of seat(s, p).hand) {
    const c = card(s, id);
    if (seen.has(c.def)) continue; // copies offer the same play
    seen.add(c.def);
    const f = facts(c.def);
    if (whyAuBlocked(s, p, id)) continue; // the [AU] icon, while the player's door is closed
    if (sentBack(s, p, c.def)) continue; // Energy Vortex (rules/vortex.ts)
    if (f.type === 'personnel' || f.type === 'ship' || f.type === 'equipment' || playedAsEquipment(f.id)) {
      if (f.type === 'ship' && entersAnywhere(c.def)) { if (!entryRefusal(s, p, c.def)) anywhereOptions(s, id, out); continue; } // rules/ship-entry.ts
      const sites = reportSites(s, p, c.def);
      if (sites.length === 0 || entryRefusal(s, p, c.def)) continue;
      const verb = f.type === 'ship' ? 'Commission' : f.type === 'personnel' ? 'Report' : 'Play';
      if (f.type === 'personnel' && rulesOf(s).reporting === 'matchingOutpost' && isDualAffiliation(c.def)) {
        // a dual-affiliation personnel: one option per affiliation it may report as there
        for (const a of affiliationsOfDef(c.def)) {
          for (const outpost of reportSites(s, p, c.def, a)) {
            out.push({ id: `play:${id}@${outpost}:${a}`, label: `${verb} ${f.name} as ${a} at ${name(s, outpost)}`, card: id, target: outpost, group: 'play', act: { type: 'play', card: id, at: outpost, choice: a } });
          }
        }
        continue;
      }
      for (const outpost of sites) {
        // one outpost keeps the option id the intro game's records use
        const oid = sites.length === 1 ? `play:${id}` : `play:${id}@${outpost}`;
        out.push({ id: oid, label: `${verb} ${f.name} at ${name(s, outpost)}`, card: id, target: outpost, group: 'play', act: { type: 'play', card: id, at: outpost } });
      }
    } else if (f.type === 'outpost') {
      if (whyCannotBuild(s, p, c.def)) continue;
      for (const l of buildSites(s, p, c.def)) {
        out.push({ id: `build:${id}@${l}`, label: `Build ${f.name} at ${name(s, l)}`, card: id, target: l, group: 'play', act: { type: 'play', card: id, target: l } });
      }
    } else if (f.type === 'event' || (f.type === 'artifact' && !whyArtifactNotPlayable(s, p, id)) || doorwayPlay(f.type, f.id)) {
      for (const ch of eventChoices(s, p, id)) {
        const o: Option = { id: `play:${id}:${ch.key}`, label: `Play ${f.name} ${ch.label}`, card: id, group: 'play', act: ch.target ? { type: 'play', card: id, choice: ch.key, target: ch.target } : { type: 'play', card: id, choice: ch.key } };
        if (ch.target) o.target = ch.target;
        out.push(o);
      }
    }
  }
  return out;
}

export function choosePlay(s: GameState, p: PlayerId, o: Option): void {
  const id = o.card as CardId;
  const f = facts(card(s, id).def);
  if (f.type === 'event' || (f.type === 'artifact' && !playedAsEquipment(f.id)) || doorwayPlay(f.type, f.id)) {
    const key = o.act.type === 'play' ? o.act.choice : undefined;
    const choice = eventChoices(s, p, id).find((c) => c.key === key) as PlayChoice;
    moveTo(s, id, { z: 'resolving' });
    emit(s, 'cardPlayed', `${p} plays ${f.name} ${choice.label}`, { player: p, card: id, target: choice.target });
    happened(s, { type: 'cardPlayed', player: p, card: id });
    resolveAfterResponse(s, p, id, choice, 'event');
    return;
  }
  if (f.type === 'outpost') {
    // built: the outpost goes into orbit of the location
    const l = o.target as CardId;
    moveTo(s, id, { z: 'outpost', loc: l });
    emit(s, 'cardPlayed', `${p} builds ${f.name} at ${name(s, l)}`, { player: p, card: id, loc: l });
    happened(s, { type: 'cardPlayed', player: p, card: id });
    openResponse(s, opponent(s, p), { type: 'cardPlayed', card: id, by: p });
    return;
  }
  if (f.type === 'ship' && entersAnywhere(f.id)) return playAnywhere(s, p, o); // rules/ship-entry.ts
  const outpost = (o.act.type === 'play' && o.act.at) || (outpostOf(s, p) as CardId);
  const loc = locationOf(s, outpost) as CardId;
  if (f.type === 'ship') {
    moveTo(s, id, { z: 'inSpace', loc });
    emit(s, 'cardPlayed', `${p} commissions ${f.name} at ${name(s, outpost)}`, { player: p, card: id, loc });
  } else {
    moveTo(s, id, { z: 'aboard', host: outpost });
    const as = o.act.type === 'play' ? o.act.choice : undefined;
    if (as !== undefined && f.type === 'personnel' && (affiliationsOfDef(f.id) as readonly string[]).includes(as)) card(s, id).aff = as as Affiliation;
    const verb = f.type === 'personnel' ? 'reports for duty' : 'enters play';
    const side = card(s, id).aff;
    if (side === undefined) emit(s, 'cardPlayed', `${f.name} ${verb} at ${p}'s ${name(s, outpost)}`, { player: p, card: id, loc });
    else emit(s, 'cardPlayed', `${f.name} ${verb} as ${side} at ${p}'s ${name(s, outpost)}`, { player: p, card: id, loc, aff: side });
  }
  happened(s, { type: 'cardPlayed', player: p, card: id });
  openResponse(s, opponent(s, p), { type: 'cardPlayed', card: id, by: p });
}
