/**
 * A personnel's special download (the DL icon in its skill box; Tasha Yar - Alternate, ability
 * downloads): once in the game for each player, while the personnel is in play, its owner may take
 * the named equipment from his draw deck and play it at once where the personnel is (with her on the
 * planet, or aboard the same ship or outpost); the deck is shuffled after. It is neither the card play
 * nor an order: it is offered at its owner's main decision, the card play staying open (turn.ts
 * mainOptions, chooses 'use' 'download'). Not offered when the deck holds no such card.
 * docs/RULINGS.md, "Alternate Universe personnel and ships" (AP8).
 */
import { controllerOf } from './control.ts';
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, Option, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { shuffle } from '../core/rng.ts';
import { addMark, marksBy } from '../core/modifiers.ts';
import { noteEffect } from '../core/effects.ts';
import { facts } from '../cards/facts.ts';
import { card, moveTo, name } from './board.ts';
import { abilitiesInPlay } from './abilities.ts';

/** Whether this player has used the special download of a card of this definition in this game. */
export function downloadUsed(s: GameState, def: string, p: PlayerId): boolean {
  return marksBy(s, def).some((m) => (s.cards[m.source] as CardState | undefined)?.owner === p);
}

/** The first card of this title in the player's draw deck that can be downloaded (equipment), or undefined. */
function inDeck(s: GameState, p: PlayerId, title: string): CardId | undefined {
  return seat(s, p).deck.find((id) => { const f = facts(card(s, id).def); return f.name === title && f.type === 'equipment'; });
}

/** The special downloads the player may make now, as main-decision options. */
export function downloadOptions(s: GameState, p: PlayerId, out: Option[]): void {
  for (const a of abilitiesInPlay(s)) {
    const titles = a.abilities.downloads;
    if (!titles || controllerOf(s, a.card) !== p || downloadUsed(s, a.def, p)) continue;
    const at = card(s, a.card).at;
    if (at.z !== 'planet' && at.z !== 'aboard') continue;
    for (const title of titles) {
      if (inDeck(s, p, title) === undefined) continue;
      out.push({
        id: `download:${a.card}:${title}`,
        label: `${name(s, a.card)} downloads ${title}: take it from your draw deck and play it with her (once per game)`,
        card: a.card,
        target: title,
        group: 'use',
        act: { type: 'use', use: 'download', card: a.card, target: title },
      });
    }
  }
}

/** Carries out a special download chosen at the main decision. */
export function chooseDownload(s: GameState, p: PlayerId, o: Option): void {
  const act = o.act;
  if (act.type !== 'use' || act.target === undefined) return;
  const who = act.card;
  const item = inDeck(s, p, act.target);
  if (item === undefined) return;
  const at = card(s, who).at;
  if (at.z === 'planet') moveTo(s, item, { z: 'planet', loc: at.loc });
  else if (at.z === 'aboard') moveTo(s, item, { z: 'aboard', host: at.host });
  else return;
  addMark(s, who, item);
  noteEffect(s, card(s, who).def);
  shuffle(s.rng, seat(s, p).deck);
  emit(s, 'cardDownloaded', `${p}'s ${name(s, who)} downloads ${name(s, item)} from the draw deck; it is played with her, and the deck is shuffled`, { player: p, card: item, by: who });
}
