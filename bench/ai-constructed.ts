/**
 * Constructed games for the AI benchmark (issue 28, "Speed" and "Any card"): the heuristic bot,
 * which knows its own deck list, against the random bot, seeded, on the premade decks
 * (`PREMADE_DECKS`, each against a random legal deck) and on random legal decks
 * (packages/engine/src/decks/random.ts). Each of the heuristic's decisions is timed and, where it
 * has two or more options, handed to the caller with the seat's view (the positions the search
 * benchmark thinks about, as bench/ai.ts collects them from the intro game's self-play).
 */
import { PREMADE_DECKS, createEngine, deckListOf, parseDeckFile, randomDeck, view } from '@stccg/engine';
import type { DeckList, GameState, PlayerId, PlayerView } from '@stccg/engine';
import type { Bot, BotOptions, SeatDecision } from '@stccg/ai';
import { createBot, seatDecision } from '@stccg/ai';

const engine = createEngine({ format: 'constructed' });

/** The premade decks as deck lists, in PREMADE_DECKS order. */
export function premadeLists(): { id: string; list: DeckList }[] {
  const out: { id: string; list: DeckList }[] = [];
  for (const d of PREMADE_DECKS) {
    if (d.kind !== 'premade') continue;
    const parsed = parseDeckFile(d.text);
    if (!parsed.ok) throw new Error(`premade deck ${d.id} does not parse`);
    const checked = deckListOf(parsed.cards);
    if (!checked.ok) throw new Error(`premade deck ${d.id} is not playable: ${checked.reasons.join('; ')}`);
    out.push({ id: d.id, list: checked.list });
  }
  return out;
}

export interface ConstructedDeal {
  /** What the heuristic plays: a premade deck's id, or "random". */
  name: string;
  seed: number;
  /** The heuristic's seat. */
  seat: PlayerId;
  decks: Record<PlayerId, DeckList>;
}

/**
 * `n` deals: game k plays the premade deck k (while there are premade decks left), then random
 * legal decks for both seats; the heuristic's seat alternates between player-1 and player-2. The
 * opponent's deck is always a random legal deck. Seeds are 700+k (game) and 7000+2k, 7001+2k (decks).
 */
export function constructedDeals(n: number): ConstructedDeal[] {
  const premade = premadeLists();
  const out: ConstructedDeal[] = [];
  for (let k = 0; k < n; k++) {
    const seat: PlayerId = k % 2 === 0 ? 'player-1' : 'player-2';
    const other: PlayerId = seat === 'player-1' ? 'player-2' : 'player-1';
    const mine = premade[k];
    const own = mine ? mine.list : randomDeck(7000 + 2 * k, { pool: engine.cards });
    out.push({ name: mine ? mine.id : 'random', seed: 700 + k, seat, decks: { [seat]: own, [other]: randomDeck(7001 + 2 * k, { pool: engine.cards }) } });
  }
  return out;
}

export interface ConstructedOutcome {
  winner: PlayerId | null;
  turns: number;
  actions: number;
  scores: Record<PlayerId, number>;
}

/**
 * Plays a deal: the heuristic (bot seed `seed`+1, its own deck list given) against the random bot.
 * `onDecision` sees each of the heuristic's decisions of two or more options, before it is made.
 * `heuristic` makes the heuristic bot (default: the shipped one; bench/heuristic-compare.ts gives
 * another version of it). Returns the heuristic's decision times (every decision, as bench/ai.ts times the intro game's),
 * those of its decisions of two or more options, the process's CPU time of each of those (less
 * sensitive than the wall clock to other jobs on the machine), and the outcome.
 */
export async function playConstructed(
  deal: ConstructedDeal,
  onDecision?: (v: PlayerView, d: SeatDecision, s: GameState) => void,
  maxActions = 20_000,
  heuristic: (o: BotOptions) => Bot = (o) => createBot('heuristic', o),
): Promise<{ times: number[]; multi: number[]; multiCpu: number[]; outcome: ConstructedOutcome }> {
  const g = engine.createGame({ seed: deal.seed, decks: deal.decks });
  const s = g.state;
  const other = Object.keys(deal.decks).find((p) => p !== deal.seat) as PlayerId;
  const bots: Record<PlayerId, Bot> = {
    [deal.seat]: heuristic({ seed: deal.seed + 1, deck: deal.decks[deal.seat] as DeckList }),
    [other]: createBot('random', { seed: deal.seed + 2 }),
  };
  const times: number[] = [];
  const multi: number[] = [];
  const multiCpu: number[] = [];
  let actions = 0;
  while (!s.result && s.pending && actions < maxActions) {
    const p = s.pending.player;
    const v = view(s, p);
    const d = seatDecision(v);
    if (!d) throw new Error(`the view of ${p} does not show its own decision`);
    if (p === deal.seat) {
      if (d.options.length > 1) onDecision?.(v, d, s);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const id = await (bots[p] as Bot).decide(v, d);
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(c0);
      times.push(ms);
      if (d.options.length > 1) {
        multi.push(ms);
        multiCpu.push((cpu.user + cpu.system) / 1000);
      }
      g.act({ decision: d.id, option: id }, p);
    } else g.act({ decision: d.id, option: await (bots[p] as Bot).decide(v, d) }, p);
    actions++;
  }
  const scores = Object.fromEntries(Object.keys(deal.decks).map((p) => [p, s.players[p]?.score ?? 0])) as Record<PlayerId, number>;
  return { times, multi, multiCpu, outcome: { winner: s.result?.winner ?? null, turns: s.turn.number, actions, scores } };
}
