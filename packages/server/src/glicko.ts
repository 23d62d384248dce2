/**
 * Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", glicko.net/glicko/glicko2.pdf),
 * computed by the npm package `glicko2` (1.2.2, plain JS without types): a small typed wrapper.
 * A game is its own rating period here: each rated game updates both players at once from the
 * ratings they had before it.
 */
import { createRequire } from 'node:module';

/** A player's Glicko-2 standing on the Glicko scale: rating, rating deviation, volatility. */
export interface Rating {
  rating: number;
  rd: number;
  vol: number;
}

/** The system's constant (tau) and a new player's standing. */
export const GLICKO = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 } as const;

export const NEW_RATING: Rating = { rating: GLICKO.rating, rd: GLICKO.rd, vol: GLICKO.vol };

interface LibPlayer {
  getRating(): number;
  getRd(): number;
  getVol(): number;
}
interface LibRanking {
  makePlayer(rating: number, rd: number, vol: number): LibPlayer;
  updateRatings(matches: [LibPlayer, LibPlayer, number][]): void;
}
interface Lib {
  Glicko2: new (settings: { tau: number; rating: number; rd: number; vol: number }) => LibRanking;
}

const lib = createRequire(import.meta.url)('glicko2') as Lib;

function checked(r: Rating, who: string): Rating {
  if (![r.rating, r.rd, r.vol].every(Number.isFinite) || r.rd <= 0 || r.vol <= 0) throw new RangeError(`${who}: a rating needs a finite rating, and a positive rating deviation and volatility`);
  return r;
}

/** Outcome of a game for the player: 1 a win, 0 a loss, 0.5 a draw. */
export type Score = 0 | 0.5 | 1;

/**
 * One rating period of one player: the player's new standing after these games against these
 * opponents (their standings as they were at the start of the period).
 */
export function ratePeriod(player: Rating, games: readonly { opponent: Rating; score: Score }[]): Rating {
  const ranking = new lib.Glicko2({ ...GLICKO });
  const p = checked(player, 'the player');
  const me = ranking.makePlayer(p.rating, p.rd, p.vol);
  const matches: [LibPlayer, LibPlayer, number][] = games.map((g, i) => {
    const o = checked(g.opponent, `opponent ${i + 1}`);
    return [me, ranking.makePlayer(o.rating, o.rd, o.vol), g.score];
  });
  ranking.updateRatings(matches);
  return { rating: me.getRating(), rd: me.getRd(), vol: me.getVol() };
}

/** One game between a and b (`scoreA`: a's outcome): both new standings. */
export function rateGame(a: Rating, b: Rating, scoreA: Score): { a: Rating; b: Rating } {
  return { a: ratePeriod(a, [{ opponent: b, score: scoreA }]), b: ratePeriod(b, [{ opponent: a, score: (1 - scoreA) as Score }]) };
}
