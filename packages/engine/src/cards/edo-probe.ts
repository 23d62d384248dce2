/**
 * Edo Probe (Alternate Universe dilemma, planet or space, -10 points). The encountering player
 * chooses. Abandon: the attempt ends, the team is stopped, the card goes back under the mission, and
 * he may not attempt this mission again until any player completes a different one (a mark on the
 * mission, rules/abandoned-missions.ts). Go on: the attempt continues with the card placed on the
 * mission; if he has not completed the mission by the end of this turn, the card goes to his bonus
 * area at its -10 points; completed, it is discarded (docs/RULINGS.md, "Alternate Universe dilemmas,
 * the last five").
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { DONE, pickAct } from '../core/acts.ts';
import { emit, pop, PUBLIC_FRAME, push } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { clearMark } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import type { CardId, CardState, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { EDO_PROBE } from '../rules/abandoned-missions.ts';
import { moveTo, name } from '../rules/board.ts';
import { scoreCardPoints } from '../rules/variable-points.ts';
import { facts } from './facts.ts';

registerDilemmaFacts(EDO_PROBE);

interface ProbeFrame extends Frame {
  kind: 'edo-probe';
  player: PlayerId;
  dilemma: CardId;
  loc: LocationId;
}

const ABANDON = 'edo:abandon';
const GO_ON = 'edo:continue';

/** The card's penalty: its printed point box. */
function penalty(): number {
  const f = facts(EDO_PROBE);
  return f.type === 'dilemma' ? (f.bonusPoints ?? -10) : -10;
}

const ask: FrameHandler<ProbeFrame> = {
  shown: PUBLIC_FRAME,
  run(s, z) {
    const m = name(s, z.loc);
    return {
      player: z.player,
      kind: 'chooseEdoProbe',
      prompt: `${name(s, z.dilemma)}: abandon the attempt at ${m} (no new attempt there by you until any player completes another mission), or go on and lose ${-penalty()} points unless you complete ${m} this turn`,
      options: [
        { id: ABANDON, label: `Abandon the attempt at ${m}`, card: z.loc, group: 'choice', act: pickAct(z.loc) },
        { id: GO_ON, label: `Go on (lose ${-penalty()} points unless ${m} is completed this turn)`, group: 'done', act: DONE },
      ],
    };
  },
  choose(s, z, o) {
    pop(s, z);
    const f = s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === z.dilemma) as DilemmaFrame | undefined;
    if (f) f['answer'] = o.id === ABANDON ? 'abandon' : 'continue';
  },
};

/** The marks of Edo Probes waiting for the end of the turn (the card's mark on itself, naming the player). */
function waiting(s: GameState): Mark[] {
  const out: Mark[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.by === EDO_PROBE && e.card === e.source) out.push(e);
  return out;
}

/** Where a waiting card lies: the mission it was placed on, or undefined when it has left it. */
function placedOn(s: GameState, id: CardId): LocationId | undefined {
  const at = (s.cards[id] as CardState).at;
  return at.z === 'attached' && s.spaceline.includes(at.host) ? at.host : undefined;
}

export default declareCard(EDO_PROBE, {
  text: 'You choose: abandon the attempt (no new attempt here by you before some player solves another mission), or go on, and if you do not complete this mission this turn, the card goes to your bonus area at -10 points.',
  frames: { 'edo-probe': ask as unknown as FrameHandler },
  dilemma: {
    resolve(s, f) {
      if (f['answer'] === undefined) {
        push(s, { kind: 'edo-probe', player: f.player, dilemma: f.dilemma, loc: f.loc } as ProbeFrame);
        return;
      }
      if (f['answer'] === 'abandon') {
        f.stop = true;
        f.dispose = 'return';
        s.effects.push({ kind: 'mark', by: EDO_PROBE, source: f.dilemma, card: f.loc, turn: s.turn.number, player: f.player });
        emit(s, 'missionAbandoned', `${f.player} abandons the attempt at ${name(s, f.loc)}: no new attempt there by ${f.player} until any player completes another mission`, { player: f.player, loc: f.loc, card: f.dilemma });
        return;
      }
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: f.loc });
      s.effects.push({ kind: 'mark', by: EDO_PROBE, source: f.dilemma, card: f.dilemma, turn: s.turn.number, player: f.player });
      emit(s, 'dilemmaPlaced', `${f.player} goes on at ${name(s, f.loc)}: ${name(s, f.dilemma)} is placed on it, and costs ${-penalty()} points unless the mission is completed this turn`, { card: f.dilemma, loc: f.loc });
    },
  },
  after: [
    {
      // a different mission completed frees the players who abandoned one; the mission itself completed by the player who went on: the card is discarded
      type: 'missionCompleted',
      run(s, h) {
        if (s.effects.length === 0) return;
        for (const m of s.effects.filter((e): e is Mark => e.kind === 'mark' && e.by === EDO_PROBE)) {
          if (m.card !== m.source) {
            if (m.card !== h.loc) clearMark(s, m);
            continue;
          }
          if (placedOn(s, m.source) !== h.loc || h.player !== m.player) continue;
          clearMark(s, m);
          moveTo(s, m.source, { z: 'discard' });
          emit(s, 'dilemmaDiscarded', `${h.player} completed ${name(s, h.loc)} in time: ${name(s, m.source)} is discarded`, { card: m.source });
        }
      },
    },
    {
      type: 'turnEnding',
      run(s) {
        if (s.effects.length === 0) return;
        for (const m of waiting(s)) {
          clearMark(s, m);
          const loc = placedOn(s, m.source);
          if (loc === undefined) continue; // taken off the mission by some other card
          const p = m.player as PlayerId;
          scoreCardPoints(s, p, m.source, penalty(), `${name(s, loc)} not completed in the turn ${name(s, m.source)} was met`);
        }
      },
    },
  ],
});
