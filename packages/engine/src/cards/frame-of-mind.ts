/**
 * Frame of Mind (Alternate Universe dilemma, planet or space). One member of the team that meets it,
 * picked at random, is made over while the card lies where it went (on the mission of a planet
 * attempt, or on the ship or outpost of a space attempt): he plays as Non-Aligned, his attributes are
 * 3-3-3 in place of the printed ones, and he keeps only two skills of his skill box, which the
 * encountering player's opponent picks (rules/made-over.ts). Nobody is stopped. Cured, and the card
 * discarded, once 3 Empathy are among his owner's personnel with him: asked when it is met (then
 * nobody is made over) and at the end of every turn (docs/RULINGS.md, "Alternate Universe dilemmas,
 * the last five").
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit, pop, PUBLIC_FRAME, push } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { teamStats } from '../rules/attributes.ts';
import { inPlayByDef, moveTo, name, personnelAboard, personnelFacts, personnelOnPlanet } from '../rules/board.ts';
import { attemptingTeam, randomFrom } from '../rules/dilemmas.ts';
import { cureMadeOver, forgetMadeOver, FRAME_OF_MIND, madeOverBy, makeOver } from '../rules/made-over.ts';

registerDilemmaFacts(FRAME_OF_MIND, null);

/** The Empathy that cures it. */
export const CURE_EMPATHY = 3;

/** The victim's group: his owner's personnel with him (on his planet, or aboard his ship or outpost). */
function groupOf(s: GameState, id: CardId): CardId[] {
  const c = s.cards[id] as CardState;
  if (c.at.z === 'aboard') return personnelAboard(s, c.at.host).filter((x) => (s.cards[x] as CardState).owner === c.owner);
  if (c.at.z === 'planet') return personnelOnPlanet(s, c.at.loc, c.owner);
  return [];
}

/** Whether a group has the Empathy that cures it. */
export function cures(s: GameState, group: readonly CardId[]): boolean {
  return (teamStats(s, group).skills.get('Empathy') ?? 0) >= CURE_EMPATHY;
}

interface SkillsFrame extends Frame {
  kind: 'frame-of-mind';
  chooser: PlayerId;
  dilemma: CardId;
  victim: CardId;
}

/** The pairs of printed skills (by index) he may keep. */
function pairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}

const skillLabel = (k: { skill: string; level: number }): string => (k.level > 1 ? `${k.skill} x${k.level}` : k.skill);

const chooseSkills: FrameHandler<SkillsFrame> = {
  shown: PUBLIC_FRAME,
  run(s, z) {
    const printed = personnelFacts(s, z.victim).skills;
    return {
      player: z.chooser,
      kind: 'chooseKeptSkills',
      prompt: `${name(s, z.dilemma)}: pick the two skills ${name(s, z.victim)} keeps`,
      options: pairs(printed.length).map(([i, j]) => ({
        id: `fom:${i}:${j}`,
        label: `Keep ${skillLabel(printed[i] as { skill: string; level: number })} and ${skillLabel(printed[j] as { skill: string; level: number })}`,
        group: 'choice',
        act: { type: 'use', use: 'keepSkills', card: z.victim, target: `${i}:${j}` },
      })),
    };
  },
  choose(s, z, o) {
    pop(s, z);
    const f = s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === z.dilemma) as DilemmaFrame | undefined;
    if (f) f['kept'] = o.id.slice('fom:'.length).split(':').map(Number);
  },
};

function cure(s: GameState, card: CardId, why: string): void {
  cureMadeOver(s, card);
  moveTo(s, card, { z: 'discard' });
  emit(s, 'trapCleared', `${why}: ${name(s, card)} is cured and discarded`, { card });
}

/** At the end of every turn: forget a victim gone out of play; 3 Empathy with the victim cure him. */
function atTurnEnd(s: GameState): void {
  forgetMadeOver(s, FRAME_OF_MIND);
  for (const id of inPlayByDef(s, FRAME_OF_MIND)) {
    if ((s.cards[id] as CardState).at.z !== 'attached') continue;
    const victims = madeOverBy(s, id);
    if (victims.length === 0) {
      moveTo(s, id, { z: 'discard' });
      emit(s, 'trapCleared', `${name(s, id)} has nobody left to hold and is discarded`, { card: id });
      continue;
    }
    const v = victims.find((x) => cures(s, groupOf(s, x)));
    if (v !== undefined) cure(s, id, `3 Empathy with ${name(s, v)}`);
  }
}

export default declareCard(FRAME_OF_MIND, {
  text: "One member of the team, at random, plays as Non-Aligned with attributes 3-3-3 and only two of his skills (the opponent's pick) while the card lies here. Cured, and discarded, once 3 Empathy are with him. Nobody is stopped.",
  frames: { 'frame-of-mind': chooseSkills as unknown as FrameHandler },
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      if (f['victim'] === undefined) {
        if (cures(s, team)) {
          emit(s, 'dilemmaOvercome', `3 Empathy in the ${f.from === undefined ? 'Away Team' : 'crew'}: ${name(s, f.dilemma)} makes nobody over and is discarded`, { card: f.dilemma, player: f.player });
          f.dispose = 'discard';
          return;
        }
        const victim = randomFrom(s, team);
        if (victim === undefined) {
          emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} has nobody to act on and is discarded`, { card: f.dilemma });
          f.dispose = 'discard';
          return;
        }
        f['victim'] = victim;
        if (personnelFacts(s, victim).skills.length > 2) {
          push(s, { kind: 'frame-of-mind', chooser: opponent(s, f.player), dilemma: f.dilemma, victim } as SkillsFrame);
          return;
        }
      }
      const victim = f['victim'] as CardId;
      const kept = (f['kept'] as number[] | undefined) ?? personnelFacts(s, victim).skills.map((_, i) => i);
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: f.from ?? f.loc });
      makeOver(s, f.dilemma, victim, kept);
      const printed = personnelFacts(s, victim).skills;
      const keeps = kept.map((i) => printed[i]).filter((k) => k !== undefined).map(skillLabel);
      emit(s, 'personnelMadeOver', `${name(s, victim)}, chosen at random, plays as Non-Aligned, 3-3-3, keeping only ${keeps.length === 0 ? 'no skill' : keeps.join(' and ')} (${name(s, f.dilemma)})`, { card: f.dilemma, cards: [victim] });
    },
  },
  after: [{ type: 'turnEnding', run: (s) => (inPlayByDef(s, FRAME_OF_MIND).length === 0 ? undefined : atTurnEnd(s)) }],
});
