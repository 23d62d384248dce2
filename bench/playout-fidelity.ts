/**
 * How closely the search's playouts model the heuristic (issue 28): the search plays its playouts
 * with the heuristic's cheap mode (an option no rule models gets a fixed score), while the
 * heuristic bot it plays against judges such options one step ahead. This plays heuristic
 * self-play in full mode on constructed deals (every ordered pair of premade decks, then random
 * legal decks for both seats) and, at each decision of two or more options, asks the cheap mode
 * for its choice too, from a copy of the seat's memory of the turn. As a control it asks the full
 * mode again with another tie-breaking stream: choices that differ there are ties (the policy's
 * own random draws), not the cheap mode. Prints, per decision kind, the decisions, how many the
 * cheap mode chose otherwise, and how many the control did.
 *
 *   npx tsx bench/playout-fidelity.ts [--premade 16] [--random 8] [--seed 900]
 */
import { apply, createEngine, randomDeck } from '@stccg/engine';
import type { DeckList, PlayerId } from '@stccg/engine';
import { botRng, chooseOption, newMemo } from '@stccg/ai';
import type { TurnMemo } from '@stccg/ai';
import { premadeLists } from './ai-constructed.ts';
import { arg } from './args.ts';

const premadeGames = arg('premade', 16);
const randomGames = arg('random', 8);
const seed0 = arg('seed', 900);
const engine = createEngine({ format: 'constructed' });
const lists = premadeLists();

interface Tally {
  decisions: number;
  cheapDiffers: number;
  controlDiffers: number;
}
const tallies = new Map<string, Tally>();
const deals: { name: string; decks: Record<PlayerId, DeckList> }[] = [];
for (let k = 0; k < premadeGames; k++) {
  const a = lists[k % lists.length] as { id: string; list: DeckList };
  const b = lists[Math.floor(k / lists.length) % lists.length] as { id: string; list: DeckList };
  deals.push({ name: `${a.id} vs ${b.id}`, decks: { 'player-1': a.list, 'player-2': b.list } });
}
for (let k = 0; k < randomGames; k++) {
  deals.push({ name: 'random vs random', decks: { 'player-1': randomDeck(9000 + 2 * k, { pool: engine.cards }), 'player-2': randomDeck(9001 + 2 * k, { pool: engine.cards }) } });
}
const copy = (m: TurnMemo, cheap: boolean): TurnMemo => ({ ...m, orders: new Map(m.orders), cheap });
for (const [k, deal] of deals.entries()) {
  const s = engine.createGame({ seed: seed0 + k, decks: deal.decks }).state;
  const memos: Record<string, TurnMemo> = { 'player-1': newMemo(false), 'player-2': newMemo(false) };
  const rng = botRng(seed0 + k);
  const cheapRng = botRng(seed0 + k + 100_000);
  const controlRng = botRng(seed0 + k + 200_000);
  let actions = 0;
  while (!s.result && s.pending && actions < 20_000) {
    const d = s.pending;
    let id = (d.options[0] as { id: string }).id;
    if (d.options.length > 1) {
      const m = memos[d.player] as TurnMemo;
      const cheap = chooseOption(s, cheapRng, copy(m, true));
      const control = chooseOption(s, controlRng, copy(m, false));
      id = chooseOption(s, rng, m);
      const t = tallies.get(d.kind) ?? { decisions: 0, cheapDiffers: 0, controlDiffers: 0 };
      t.decisions++;
      if (cheap !== id) t.cheapDiffers++;
      if (control !== id) t.controlDiffers++;
      tallies.set(d.kind, t);
    }
    apply(s, { decision: d.id, option: id });
    actions++;
  }
  console.log(`game ${k} (${deal.name}): ${s.turn.number} turns, ${actions} actions, ${s.result?.reason ?? 'unfinished'}`);
}
const total: Tally = { decisions: 0, cheapDiffers: 0, controlDiffers: 0 };
console.log('\ndecision kind            decisions  cheap mode chose otherwise  control (full, other ties) chose otherwise');
for (const [kind, t] of [...tallies].sort((x, y) => y[1].decisions - x[1].decisions)) {
  total.decisions += t.decisions;
  total.cheapDiffers += t.cheapDiffers;
  total.controlDiffers += t.controlDiffers;
  console.log(`${kind.padEnd(24)} ${String(t.decisions).padStart(9)}  ${String(t.cheapDiffers).padStart(26)}  ${String(t.controlDiffers).padStart(41)}`);
}
const pct = (n: number) => ((100 * n) / Math.max(1, total.decisions)).toFixed(1);
console.log(`${'all'.padEnd(24)} ${String(total.decisions).padStart(9)}  ${`${total.cheapDiffers} (${pct(total.cheapDiffers)}%)`.padStart(26)}  ${`${total.controlDiffers} (${pct(total.controlDiffers)}%)`.padStart(41)}`);
