/**
 * Feedback for new events: which ones deserve a toast (a dilemma revealed, a death, damage,
 * points, a battle) and which cards and locations they touch (briefly highlighted). Pure.
 */
import type { GameEvent } from '@stccg/engine';

export const TOAST_TYPES: Record<string, 'info' | 'bad' | 'good' | 'battle'> = {
  dilemmaRevealed: 'info',
  personnelKilled: 'bad',
  personnelDiscarded: 'bad',
  awayTeamStopped: 'bad',
  shipDamaged: 'bad',
  shipDestroyed: 'bad',
  outpostDestroyed: 'bad',
  pointsScored: 'good',
  missionCompleted: 'good',
  missionNotCompleted: 'info',
  battle: 'battle',
  battleTie: 'battle',
  battleMiss: 'battle',
  interruptPlayed: 'info',
  gameOver: 'good',
};

/** Ids an event touches: its card(s), its location, and "score:<player>" when points are scored. */
export function touchedIds(e: GameEvent): string[] {
  const d = e.data ?? {};
  const out: string[] = [];
  for (const k of ['card', 'loc', 'ship', 'target', 'to']) {
    const v = d[k];
    if (typeof v === 'string') out.push(v);
    // a spot cards were beamed to: the ship or outpost, or the planet's location
    else if (v && typeof v === 'object' && !Array.isArray(v)) {
      const spot = v as { card?: unknown; planet?: unknown };
      const id = typeof spot.card === 'string' ? spot.card : spot.planet;
      if (typeof id === 'string') out.push(id);
    }
  }
  for (const k of ['cards', 'team']) {
    const v = d[k];
    if (Array.isArray(v)) for (const x of v) if (typeof x === 'string') out.push(x);
  }
  if (e.type === 'pointsScored' && typeof d.player === 'string') out.push(`score:${d.player}`);
  return out;
}
