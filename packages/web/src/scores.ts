/**
 * Both scores by turn, read from the event log (pointsScored carries each new total;
 * turnStarted carries the turn number). Pure, for the end-screen chart.
 */
import type { GameEvent } from '@stccg/engine';

export interface ScorePoint {
  turn: number;
  federation: number;
  klingon: number;
}

/**
 * The scores by turn. The points keep the intro game's names for the two series: in a
 * constructed game `seats` names the seats they stand for (the first seat's score is `federation`).
 */
export function scoresByTurn(events: readonly GameEvent[], lastTurn?: number, seats: readonly [string, string] = ['federation', 'klingon']): ScorePoint[] {
  const series = (p: unknown): 'federation' | 'klingon' | null => (p === seats[0] ? 'federation' : p === seats[1] ? 'klingon' : null);
  const score: Record<'federation' | 'klingon', number> = { federation: 0, klingon: 0 };
  const points: ScorePoint[] = [{ turn: 0, federation: 0, klingon: 0 }];
  let turn = 0;
  const record = () => {
    const last = points[points.length - 1] as ScorePoint;
    if (last.turn === turn) Object.assign(last, { federation: score.federation, klingon: score.klingon });
    else points.push({ turn, federation: score.federation, klingon: score.klingon });
  };
  for (const e of events) {
    const d = e.data ?? {};
    if (e.type === 'turnStarted' && typeof d.turn === 'number') {
      // carry the scores forward to every turn that started
      for (let t = turn + 1; t <= d.turn; t++) {
        turn = t;
        record();
      }
    } else if (e.type === 'pointsScored' && series(d.player)) {
      const k = series(d.player) as 'federation' | 'klingon';
      score[k] = typeof d.total === 'number' ? d.total : score[k] + (typeof d.points === 'number' ? d.points : 0);
      record();
    }
  }
  if (lastTurn !== undefined) {
    for (let t = turn + 1; t <= lastTurn; t++) {
      turn = t;
      record();
    }
  }
  return points;
}

/**
 * How long a game lasted, in words: the turn count covers both players' turns, which the words say
 * ("32 turns, 16 each"; an odd count: "33 turns: 17 for the first player, 16 for the second").
 */
export function turnsText(turns: number): string {
  if (turns <= 0) return 'no turns played';
  if (turns === 1) return '1 turn (the first player\'s)';
  const first = Math.ceil(turns / 2);
  const second = Math.floor(turns / 2);
  return first === second ? `${turns} turns, ${first} each` : `${turns} turns: ${first} for the first player, ${second} for the second`;
}
