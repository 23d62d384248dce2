/**
 * Finds (or checks) the seed of the tutorial game: plays the first-game guide's suggestions
 * (packages/web/src/guide.ts) for the Federation against the heuristic bot, the way the server
 * runs a tutorial game (the bot's seed and its per-decision seeds as in hub.ts and
 * bot-worker.ts), and reports the turn by which every lesson was reached.
 *
 *   npx tsx scripts/tutorial-seed.ts 1 200     # try seeds 1..200
 *   npx tsx scripts/tutorial-seed.ts 17        # replay seed 17, printing each step
 *   npx tsx scripts/tutorial-seed.ts           # the tutorial's seed (TUTORIAL_SEED)
 */
import { Game, autoAnswer, handleView, view } from '@stccg/engine';
import { createBot } from '@stccg/ai';
import { guideStep, LESSONS, type GuideStep } from '../packages/web/src/guide.ts';
import { botSeedOf } from '../packages/server/src/hub.ts';
import { TUTORIAL_SEED } from '../packages/server/src/tutorial.ts';

export function playTutorial(seed: number, verbose = false, maxTurn = 8): { turn: number; decisions: number; finished: boolean; learnt: string[]; steps: GuideStep[] } {
  const g = Game.create({ seed });
  const botSeed = botSeedOf(seed);
  let decisions = 0;
  let learnt: string[] = [];
  const steps: GuideStep[] = [];
  while (g.state.pending && !g.state.result && g.state.turn.number <= maxTurn && decisions < 300) {
    const s = g.state;
    const p = s.pending!;
    const auto = autoAnswer(s);
    if (auto) {
      g.act({ decision: p.id, option: auto });
      continue;
    }
    if (p.player === 'klingon') {
      const v = view(s, 'klingon');
      const d = v.pending!;
      const bseed = (Math.imul(botSeed ^ v.seq, 0x9e3779b1) ^ v.seq) >>> 0;
      const o = d.options!.length === 1 ? d.options![0]!.id : (createBot('heuristic', { seed: bseed, workers: 1 }).decide(v, d as never) as string);
      g.act({ decision: p.id, option: o });
      continue;
    }
    const hv = handleView(s, view(s, 'federation'));
    const st = guideStep(hv, hv.log);
    learnt = st.learnt;
    steps.push(st);
    if (verbose) console.log(`T${s.turn.number} [${st.key}] ${st.text}${st.note ? `  (${st.note})` : ''}`);
    if (st.finished) return { turn: s.turn.number, decisions, finished: true, learnt, steps };
    const i = hv.pending!.options!.findIndex((o) => o.id === st.option);
    if (i < 0) throw new Error(`seed ${seed}: the guide names no offered option at step ${st.key}`);
    g.act({ decision: p.id, option: p.options![i]!.id });
    decisions++;
  }
  return { turn: g.state.turn.number, decisions, finished: false, learnt, steps };
}

if (process.argv[1]?.endsWith('tutorial-seed.ts')) {
  const from = Number(process.argv[2] ?? TUTORIAL_SEED);
  const to = process.argv[3] ? Number(process.argv[3]) : null;
  if (to === null) {
    console.log(playTutorial(from, true));
  } else {
    for (let seed = from; seed <= to; seed++) {
      try {
        const r = playTutorial(seed);
        if (r.finished) console.log(`seed ${seed}: every lesson by turn ${r.turn} in ${r.decisions} decisions`);
        else if (r.learnt.length >= LESSONS.length - 1) console.log(`seed ${seed}: ${r.learnt.join(',')}`);
      } catch (e) {
        console.log(`seed ${seed}: ${(e as Error).message}`);
      }
    }
  }
}
