/**
 * Vorgon Raiders (Alternate Universe interrupt, 103_079, [AU]). With his own Ajur and Boratus both in
 * play, anywhere, its player discards them both and takes one artifact for his own:
 * - one of the opponent's artifacts in play (on the table, on a ship or location, or carried as
 *   equipment), at any moment an interrupt may be played: it becomes his where it lies, working for
 *   him and no longer for the opponent (a scored Ressikan Flute lies in a bonus area, not in play);
 * - or an artifact the opponent has just played as an interrupt, in the response to that play: it
 *   resolves as his, he making its play, and he discards it afterwards as its own text says.
 * docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { PlayChoice } from './registry.ts';
import { facts } from './facts.ts';
import { AJUR } from './ajur.ts';
import { BORATUS } from './boratus.ts';
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, inPlayByDef, invalidate, isInPlay, name } from '../rules/board.ts';
import { discardPersonnel } from '../rules/dilemmas.ts';
import { anyTime } from '../rules/responses.ts';
import type { ResolveFrame } from '../rules/responses.ts';

export const VORGON_RAIDERS = 'vorgon-raiders';

/** His own Ajur and Boratus in play (one of each), or null. */
function vorgons(s: GameState, p: PlayerId): [CardId, CardId] | null {
  const a = inPlayByDef(s, AJUR, p)[0];
  const b = inPlayByDef(s, BORATUS, p)[0];
  return a !== undefined && b !== undefined ? [a, b] : null;
}

/** The opponent's artifacts in play. */
function artifactsInPlay(s: GameState, p: PlayerId): CardId[] {
  const q = opponent(s, p);
  return Object.values(s.cards)
    .filter((c) => c.owner === q && isInPlay(c) && c.at.z !== 'underMission' && facts(c.def).type === 'artifact')
    .map((c) => c.id);
}

/** The resolve frame of an artifact the opponent has just played as an interrupt, still waiting to resolve. */
function justPlayedArtifact(s: GameState, p: PlayerId, id: CardId): ResolveFrame | undefined {
  const c = s.cards[id] as CardState | undefined;
  if (!c || c.owner === p || c.at.z !== 'resolving' || facts(c.def).type !== 'artifact') return undefined;
  return s.flow.find((f): f is ResolveFrame => f.kind === 'resolve' && (f as ResolveFrame).card === id && (f as ResolveFrame).as === 'interrupt');
}

function discardVorgons(s: GameState, p: PlayerId): boolean {
  const pair = vorgons(s, p);
  if (!pair) return false;
  for (const v of pair) discardPersonnel(s, v, 'sent off with the Vorgon Raiders');
  return true;
}

export default playedInterrupt(
  VORGON_RAIDERS,
  'Needs your own Ajur and Boratus both in play: discard the two of them, and one of your opponent\'s artifacts becomes yours, either one in play (it stays where it is, now working for you) ' +
    'or one your opponent has just played as an interrupt (it resolves as if you had played it).',
  {
    spec: { when: 'anyTime', target: { coded: "an opponent's artifact in play, or one he just played as an interrupt" }, effects: [{ coded: 'discard Ajur and Boratus; the artifact becomes yours' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win): PlayChoice[] {
      if (!anyTime(win) || !vorgons(s, p)) return [];
      const out: PlayChoice[] = artifactsInPlay(s, p).map((id) => ({ key: `take:${id}`, label: `discard Ajur and Boratus and take ${name(s, id)} for your own`, target: id }));
      if (win.type === 'cardPlayed' && justPlayedArtifact(s, p, win.card)) out.push({ key: `steal:${win.card}`, label: `discard Ajur and Boratus and play the ${name(s, win.card)} just played as your own`, target: win.card });
      return out;
    },
    play(s, p, _c, ch) {
      const id = ch.target as CardId;
      if (ch.key.startsWith('steal:')) {
        const f = justPlayedArtifact(s, p, id);
        if (!f || !discardVorgons(s, p)) return;
        const from = f.player;
        f.player = p;
        card(s, id).owner = p;
        invalidate(s);
        emit(s, 'artifactStolen', `${p}'s Vorgon Raiders steal ${from}'s ${name(s, id)}: it is played as ${p}'s`, { player: p, card: id, from });
        return;
      }
      const c = s.cards[id];
      if (!c || !isInPlay(c) || c.owner === p || !discardVorgons(s, p)) return;
      const from = c.owner;
      c.owner = p;
      invalidate(s);
      emit(s, 'artifactStolen', `${p}'s Vorgon Raiders steal ${from}'s ${name(s, id)}: it is ${p}'s from now on`, { player: p, card: id, from });
    },
  },
  // the random deck generator deals these with it (CardBehaviour.deckNeeds)
  { deckNeeds: ['ajur', 'boratus'] },
);
