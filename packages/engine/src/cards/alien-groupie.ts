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
import { missionFacts, moveTo, name, personnelOnPlanet } from '../rules/board.ts';
import { randomFrom } from '../rules/dilemmas.ts';
import { GROUPIE } from '../rules/groupie.ts';

registerInterruptFacts(GROUPIE);

/** The males of the team that just completed the mission who are still on its planet. */
function males(s: GameState, win: Window): CardId[] {
  if (win.type !== 'after' || win.h.type !== 'missionCompleted') return [];
  const { loc, team, player } = win.h;
  const here = personnelOnPlanet(s, loc, player);
  return team.filter((id) => here.includes(id) && gender(s, id) === 'male');
}

function choices(s: GameState, _p: PlayerId, _c: CardId, win: Window): PlayChoice[] {
  if (win.type !== 'after' || win.h.type !== 'missionCompleted') return [];
  const loc: LocationId = win.h.loc;
  if (missionFacts(s, loc).missionType === 'space' || males(s, win).length === 0) return [];
  return [{ key: loc, label: `on ${win.h.player}'s Away Team at ${name(s, loc)}`, target: loc, team: { loc, player: win.h.player } }];
}

export default declareCard(GROUPIE, {
  text: 'Right after an Away Team completes a planet mission: a female admirer keeps one male of that team, chosen at random, from beaming up until the end of his owner\'s next full turn.',
  interrupt: {
    windows: ['after'],
    answers: [
      { moment: 'after', happening: 'missionCompleted', by: 'you' },
      { moment: 'after', happening: 'missionCompleted', by: 'opponent' },
    ],
    choices,
    play(s, _p, c, _ch, win) {
      const pick = randomFrom(s, males(s, win));
      moveTo(s, c, { z: 'discard' });
      if (pick === undefined) return;
      addMark(s, c, pick);
      emit(s, 'beamUpDelayed', `${name(s, pick)} is kept on the planet by ${name(s, c)} until the end of his owner's next turn`, { card: pick, by: c });
    },
  },
});
