/**
 * Changing sides (issue 24; constructed digest 4.2; docs/RULINGS.md, "Constructed: changing sides"):
 * where the format allows it (GameRules.dualChange), a dual-affiliation personnel in play (Major
 * Rakal, Stefan DeSeve: Romulan/Federation) may change the affiliation it plays as at the start of
 * its owner's turn, before the card play and any order, once a turn, and only where it may be as the
 * new side: it must mix with the ship or outpost it is aboard and with every one of its owner's
 * personnel there (or in its Away Team), treaties counted (rules/affiliations.ts). A ship it leaves
 * without a crew member of its affiliation is unstaffed, which is no bar: that ship simply cannot
 * move. Its skills and attributes follow the side (rules/board.ts personnelFacts reads CardState.aff).
 */
import type { Affiliation } from '../cards/facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, Option, PlayerId } from '../core/types.ts';
import { rulesOf } from '../formats/rules.ts';
import { affiliationOf, affiliationsOfDef, isDualAffiliation, whyCannotJoin } from './affiliations.ts';
import { boardIndex, card, name, typeOf } from './board.ts';

const LABEL: Record<Affiliation, string> = { federation: 'Federation', klingon: 'Klingon', romulan: 'Romulan', 'non-aligned': 'Non-Aligned' };

/** The group a personnel in play is part of: the ship or outpost it is aboard, or its Away Team on a planet; null elsewhere. */
function groupOf(c: CardState): string | null {
  if (c.at.z === 'aboard') return c.at.host;
  if (c.at.z === 'planet') return `planet:${c.at.loc}`;
  return null;
}

/** Why this player's personnel may not change now to play as `to`, or null if it may. */
export function whyNoChange(s: GameState, p: PlayerId, id: CardId, to: Affiliation): string | null {
  const c = card(s, id);
  const n = name(s, id);
  if (rulesOf(s).dualChange === 'never') return `${n} keeps the affiliation it plays as: this format has no change of sides`;
  if (typeOf(s, id) !== 'personnel' || !isDualAffiliation(c.def)) return `${n} has one affiliation and cannot change sides`;
  if (c.owner !== p) return `${n} belongs to ${c.owner}`;
  const where = groupOf(c);
  if (where === null) return `${n} changes sides only while in play, aboard a ship or outpost or on a planet`;
  if (!affiliationsOfDef(c.def).includes(to)) return `${n} cannot play as ${LABEL[to]}: it is ${affiliationsOfDef(c.def).map((a) => LABEL[a]).join(' and ')}`;
  if (affiliationOf(s, id) === to) return `${n} already plays as ${LABEL[to]}`;
  if (s.turn.active !== p) return `${n} changes sides only at the start of your own turn`;
  if (s.turn.stage !== 'play' || s.turn.cardPlayed) return `${n} changes sides only at the start of your turn, before the card play and any order`;
  if ((s.turn.changed ?? []).includes(id)) return `${n} has already changed sides this turn`;
  const r = whyCannotJoin(s, id, where, [], to);
  if (r) return `${n} may not change to ${LABEL[to]} where it is: ${r}`;
  return null;
}

/** The changes of sides this player may make now, appended to `out`. */
export function changeOptions(s: GameState, p: PlayerId, out: Option[] = []): Option[] {
  const rules = rulesOf(s);
  if (rules.dualChange === 'never' || s.turn.active !== p || s.turn.stage !== 'play' || s.turn.cardPlayed) return out;
  for (const id of boardIndex(s).inPlay) {
    const c = s.cards[id] as CardState;
    if (c.owner !== p || typeOf(s, id) !== 'personnel' || !isDualAffiliation(c.def)) continue;
    for (const to of affiliationsOfDef(c.def)) {
      if (whyNoChange(s, p, id, to) !== null) continue;
      out.push({ id: `side:${id}:${to}`, label: `Change ${name(s, id)} to ${LABEL[to]}`, card: id, target: to, group: 'affiliation', act: { type: 'changeAffiliation', card: id, to } });
    }
  }
  return out;
}

/** Carries out a change of sides offered by changeOptions: the card plays as the new affiliation from now on. */
export function chooseChange(s: GameState, p: PlayerId, o: Option): void {
  if (o.act.type !== 'changeAffiliation') return;
  const { card: id, to } = o.act;
  const from = affiliationOf(s, id);
  card(s, id).aff = to;
  s.turn.changed = [...(s.turn.changed ?? []), id];
  emit(s, 'affiliationChanged', `${p}'s ${name(s, id)} changes sides: from ${from ? LABEL[from] : 'none'} to ${LABEL[to]}`, { player: p, card: id, from, to });
}

/** Why a dual-affiliation personnel in play may not change to each of its other affiliations now, for "why not?". */
export function changeRefusals(s: GameState, id: CardId): string[] {
  const c = s.cards[id];
  if (!c || rulesOf(s).dualChange === 'never' || typeOf(s, id) !== 'personnel' || !isDualAffiliation(c.def) || groupOf(c) === null) return [];
  const now = affiliationOf(s, id);
  const out: string[] = [];
  for (const to of affiliationsOfDef(c.def)) {
    if (to === now) continue;
    const r = whyNoChange(s, c.owner, id, to);
    if (r) out.push(r);
  }
  return out;
}
