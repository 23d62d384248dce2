/**
 * Alien Groupie (Premiere interrupt). Right after an Away Team, either player's, completes a planet
 * mission: one male of that team still on the planet, picked at random, may not beam up (or leave
 * the planet otherwise) until the end of his owner's next full turn (rules/groupie.ts). A team with no
 * male gives it nothing to do, so it is not offered (docs/RULINGS.md, "Premiere interrupts, batch A").
 */
import { declareCard } from './registry.ts';
import type { PlayChoice, Window } from './registry.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { gender } from './common.ts';
import { emit } from '../core/flow.ts';
import { addMark } from '../core/modifiers.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { missionFacts, moveTo, name, personnelOnPlanet } from '../rules/board.ts';
import { randomFrom } from '../rules/dilemmas.ts';
import { GROUPIE } from '../rules/groupie.ts';

registerInterruptFacts(GROUPIE);

/**
 * The team that just completed a planet mission, as the window shows it: right after the completion
 * (the completing player's own response point), or at the opponent's response point that follows the
 * attempt order (the attempting player's personnel on the planet of the mission the order just completed).
 */
function justCompleted(s: GameState, p: PlayerId, win: Window): { loc: LocationId; player: PlayerId; team: CardId[] } | undefined {
  if (win.type === 'after' && win.h.type === 'missionCompleted' && win.h.player === p) return { loc: win.h.loc, player: p, team: win.h.team };
  if (win.type !== 'between' || win.after?.type !== 'attempt') return undefined;
  const loc = win.after.mission;
  const by = opponent(s, p);
  if (s.completed[loc] !== by) return undefined;
  return { loc, player: by, team: personnelOnPlanet(s, loc, by) };
}

/** The males of that team still on the planet. */
function males(s: GameState, t: { loc: LocationId; player: PlayerId; team: CardId[] }): CardId[] {
  const here = personnelOnPlanet(s, t.loc, t.player);
  return t.team.filter((id) => here.includes(id) && gender(s, id) === 'male');
}

function choices(s: GameState, p: PlayerId, _c: CardId, win: Window): PlayChoice[] {
  const t = justCompleted(s, p, win);
  if (!t || missionFacts(s, t.loc).missionType === 'space' || males(s, t).length === 0) return [];
  return [{ key: t.loc, label: `on ${t.player}'s Away Team at ${name(s, t.loc)}`, target: t.loc, team: { loc: t.loc, player: t.player } }];
}

export default declareCard(GROUPIE, {
  text: 'Right after an Away Team completes a planet mission: a female admirer keeps one male of that team, chosen at random, from beaming up until the end of his owner\'s next full turn.',
  spec: { interrupt: { when: { after: { happening: 'missionCompleted', by: 'either' } }, target: { thatMission: { planet: true } }, effects: [] } },
  interrupt: {
    // the completing player answers the completion; his opponent's moment is the response point after the attempt order
    windows: ['after', 'between'],
    answers: [{ moment: 'after', happening: 'missionCompleted', by: 'you' }],
    choices,
    play(s, p, c, _ch, win) {
      const t = justCompleted(s, p, win);
      const pick = t ? randomFrom(s, males(s, t)) : undefined;
      moveTo(s, c, { z: 'discard' });
      if (pick === undefined) return;
      addMark(s, c, pick);
      emit(s, 'beamUpDelayed', `${name(s, pick)} is kept on the planet by ${name(s, c)} until the end of his owner's next turn`, { card: pick, by: c });
    },
  },
});
