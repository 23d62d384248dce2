/**
 * The first-game guide's steps (guide.ts): each names an option the decision offers; followed
 * against the heuristic bot on the tutorial's deal, they teach every lesson in order within the
 * player's first two turns; lessons are read from the player's own log events only.
 */
import { describe, expect, it } from 'vitest';
import { Game, handleView, view } from '@stccg/engine';
import type { GameEvent, PlayerView } from '@stccg/engine';
import { TUTORIAL_SEED } from '@stccg/server';
import { attemptStory, guideStep, lessonsLearnt, LESSONS } from '../src/guide.ts';
import { playTutorial } from '../../../scripts/tutorial-seed.ts';

const ev = (type: string, player: string, data: Record<string, unknown> = {}, seq = 1): GameEvent => ({ seq, type, text: `${player} ${type}`, data: { player, ...data } });

describe('the first-game guide', () => {
  it('names an offered option at the first setup decision, and says what setup is for', () => {
    const st = Game.create({ seed: TUTORIAL_SEED }).state;
    const v = handleView(st, view(st, 'federation'));
    const step = guideStep(v, v.log);
    if (v.pending?.player === 'federation') {
      expect(v.pending.options?.map((o) => o.id)).toContain(step.option);
      expect(step.key).toBe('place-mission');
      expect(step.text).toMatch(/spaceline/);
    } else {
      expect(step.key).toBe('wait');
      expect(step.option).toBeUndefined();
    }
    expect(step.learnt).toEqual([]);
    expect(step.finished).toBe(false);
  });

  it('tells the player to wait while the opponent decides, naming nothing to press', () => {
    const st = Game.create({ seed: TUTORIAL_SEED }).state;
    const v = handleView(st, view(st, 'klingon')) as PlayerView;
    const asFed: PlayerView = { ...v, viewer: 'federation', pending: v.pending ? { ...v.pending, player: 'klingon' } : null };
    const step = guideStep(asFed, []);
    expect(step.key).toBe('wait');
    expect(step.option).toBeUndefined();
  });

  it('on the tutorial deal, teaches the turn, moving, beaming, an attempt and a dilemma, in that order, by the second turn', () => {
    const r = playTutorial(TUTORIAL_SEED);
    expect(r.finished).toBe(true);
    expect(r.learnt).toEqual([...LESSONS]);
    expect(r.turn).toBeLessThanOrEqual(6);
    const keys = r.steps.map((s) => s.key).filter((k, i, all) => k !== all[i - 1]);
    const order = ['place-mission', 'seed-dilemma', 'place-outpost', 'report', 'end-turn', 'commission', 'board', 'move', 'beam', 'attempt', 'dilemma', 'finished'];
    let at = -1;
    for (const k of order) {
      const i = keys.indexOf(k, at + 1);
      expect(i, `${k} after ${keys.slice(0, at + 1).join(',')}`).toBeGreaterThan(at);
      at = i;
    }
    // every step but the last names the option to press; the move step says what RANGE is
    for (const s of r.steps.slice(0, -1)) expect(s.option).toBeTruthy();
    const move = r.steps.find((s) => s.key === 'move');
    expect(move?.note).toMatch(/RANGE/);
    expect(move?.card).toBeTruthy();
    expect(move?.target).toBeTruthy();
    expect(move?.text).toContain('Move ');
    expect(r.steps.find((s) => s.key === 'attempt')?.note).toMatch(/needs/);
    // the dilemma step tells what the dilemma did, from the log
    expect(r.steps.find((s) => s.key === 'dilemma')?.note).toMatch(/encounters/);
  });

  it('counts only the player’s own log events as lessons learnt', () => {
    const log = [ev('shipMoved', 'klingon'), ev('missionAttempted', 'klingon'), ev('dilemmaRevealed', 'klingon'), ev('turnEnded', 'federation')];
    expect(lessonsLearnt(log, 'federation')).toEqual(['turn']);
    const beams = [ev('cardsTransferred', 'federation', { from: { card: 'a' }, to: { card: 'b' } })];
    expect(lessonsLearnt(beams, 'federation')).toEqual([]);
    beams.push(ev('cardsTransferred', 'federation', { from: { card: 'b' }, to: { planet: 'loc1' } }));
    expect(lessonsLearnt(beams, 'federation')).toEqual(['beam']);
    expect(lessonsLearnt([ev('shipMoved', 'federation'), ev('missionAttempted', 'federation'), ev('dilemmaRevealed', 'federation')], 'federation')).toEqual(['move', 'attempt', 'dilemma']);
  });

  it('tells an attempt’s story from the attempt to its end, and nothing before it', () => {
    const log = [ev('turnStarted', 'federation', {}, 1), ev('missionAttempted', 'federation', {}, 5), ev('dilemmaRevealed', 'federation', {}, 5), ev('personnelKilled', 'federation', {}, 5), ev('turnEnded', 'federation', {}, 6), ev('dilemmaRevealed', 'federation', {}, 7)];
    expect(attemptStory(log, 'federation')).toBe('federation dilemmaRevealed. federation personnelKilled');
    expect(attemptStory(log, 'federation', 6)).toBeNull();
    expect(attemptStory(log, 'klingon')).toBeNull();
  });
});
