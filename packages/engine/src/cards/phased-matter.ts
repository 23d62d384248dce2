/**
 * Phased Matter (Premiere dilemma, planet). The encountering player splits his Away Team in two: he
 * picks the members of one team (at least one, at most half); the others, the larger team (or, when
 * the two are equal, the one he did not pick), are phased. A phased personnel cannot beam and is a
 * team apart, left out of the Away Team that goes on with the attempt (rules/phased.ts). ENGINEER and
 * SCIENCE among his owner's other personnel on that planet cure the phase. A lone member is phased
 * alone. The dilemma is discarded (docs/RULINGS.md, "Premiere: the last dilemmas and Time Travel Pod").
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { name } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { DONE, pickAct } from '../core/acts.ts';
import { addMark } from '../core/modifiers.ts';
import type { CardId, Frame, GameState, PlayerId } from '../core/types.ts';
import { attemptingTeam } from '../rules/dilemmas.ts';
import { curePhased, PHASED } from '../rules/phased.ts';

registerDilemmaFacts(PHASED);

interface SplitFrame extends Frame {
  kind: 'phased-split';
  player: PlayerId;
  dilemma: CardId;
  team: CardId[];
  /** The members of the team that stays in phase, picked so far. */
  picked: CardId[];
}

/** How many members the team that stays in phase may have: at most half. */
const most = (f: SplitFrame) => Math.floor(f.team.length / 2);

const split: FrameHandler<SplitFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const options = f.team
      .filter((id) => !f.picked.includes(id))
      .map((id) => ({ id: `inPhase:${id}`, label: `${name(s, id)} stays in phase`, card: id, group: 'split', act: pickAct(id) }));
    if (f.picked.length > 0) options.push({ id: 'done', label: 'Done: the others are phased', group: 'split', act: DONE } as (typeof options)[number]);
    return {
      player: f.player,
      kind: 'splitAwayTeam',
      prompt: `Phased Matter: pick the team that stays in phase (${f.picked.length} of at most ${most(f)}); the rest are phased`,
      options,
    };
  },
  choose(s, f, o) {
    if (o.act.type === 'pick') f.picked.push(o.act.card);
    if (o.act.type === 'done' || f.picked.length >= most(f)) {
      pop(s, f);
      const d = s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === f.dilemma) as DilemmaFrame | undefined;
      if (d) d['inPhase'] = [...f.picked];
    }
  },
};

/** Phases the members of the team not kept in phase, then cures at once if the cure stands there. */
function phase(s: GameState, f: DilemmaFrame, team: CardId[], inPhase: readonly CardId[]): void {
  const phased = team.filter((id) => !inPhase.includes(id));
  for (const id of phased) addMark(s, f.dilemma, id);
  emit(s, 'teamPhased', `${phased.map((id) => name(s, id)).join(', ')} ${phased.length === 1 ? 'is' : 'are'} phased by ${name(s, f.dilemma)}: no beaming until cured`, { card: f.dilemma, phased });
  const cured = curePhased(s);
  if (cured.length > 0) emit(s, 'phaseCured', `ENGINEER and SCIENCE on the planet cure ${cured.map((id) => name(s, id)).join(', ')} at once`, { card: f.dilemma, cured });
}

export default declareCard(PHASED, {
  text: 'Split the Away Team in two as you choose; the larger team is phased: it cannot beam and is a team apart until ENGINEER and SCIENCE in another of your Away Teams on the planet cure it. Discard the dilemma.',
  frames: { 'phased-split': split as unknown as FrameHandler },
  dilemma: {
    resolve(s, f) {
      if (f.from !== undefined) {
        f.dispose = 'discard'; // a planet dilemma: a crew aboard has no Away Team to split
        return;
      }
      const team = attemptingTeam(s, f.player, f.loc);
      const inPhase = f['inPhase'] as CardId[] | undefined;
      if (inPhase === undefined && team.length >= 2) {
        push(s, { kind: 'phased-split', player: f.player, dilemma: f.dilemma, team, picked: [] } as SplitFrame);
        return;
      }
      f.dispose = 'discard';
      if (team.length > 0) phase(s, f, team, inPhase ?? []);
    },
  },
  after: [
    {
      type: 'cardsBeamed',
      run(s) {
        if (s.effects.length === 0) return;
        const cured = curePhased(s);
        if (cured.length > 0) emit(s, 'phaseCured', `ENGINEER and SCIENCE on the planet cure ${cured.map((id) => name(s, id)).join(', ')}`, { cured });
      },
    },
  ],
});
