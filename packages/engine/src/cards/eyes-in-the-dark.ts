/**
 * Eyes in the Dark (Alternate Universe interrupt, 103_060). As a dilemma is faced (the constructed
 * response point right after a dilemma is revealed, before it resolves: RS6), the player whose team
 * meets it may play it if Empathy is in that team: he names one ship of his opponent's, anywhere; one
 * personnel aboard it, picked at random, lends the team his printed skills and attribute numbers for
 * that dilemma alone (rules/lent-stats.ts, read by rules/attributes.ts teamStats). The ship's crew stays
 * hidden: the log names the one picked and what he lends, and nothing else aboard. One Eyes in the Dark
 * per dilemma. docs/RULINGS.md, "Issue 26: Phaser Burns and Eyes in the Dark" (ED1-ED5).
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { DilemmaFrame, PlayChoice, Window } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, locationOf, name, ownShips, personnelAboard, personnelFacts } from '../rules/board.ts';
import { teamStats } from '../rules/attributes.ts';
import { attemptingTeam, randomFrom, teamLabel } from '../rules/dilemmas.ts';
import { isDisabled } from '../rules/crew-afflictions.ts';
import { inStasis } from '../rules/stasis.ts';
import { lendToDilemma } from '../rules/lent-stats.ts';
import type { LentStats } from '../rules/lent-stats.ts';
import '../rules/format-responses.ts';

const ID = 'eyes-in-the-dark';

/** The dilemma this player's team is facing that this window answers, still to resolve and not yet helped (its frame). */
function faced(s: GameState, p: PlayerId, win: Window): DilemmaFrame | undefined {
  if (win.type !== 'after' || win.h.type !== 'dilemmaEncountered' || win.h.player !== p) return undefined;
  const d = win.h.dilemma;
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i] as DilemmaFrame;
    if (f.kind === 'dilemma' && f.dilemma === d) return f.dispose === undefined && f.step === 0 && f['lent'] === undefined && f.player === p ? f : undefined;
  }
  return undefined;
}

/** The opponent's ships a stranger may be picked from: every one in play, not in stasis (its crew unseen). */
function shipsToWatch(s: GameState, p: PlayerId): CardId[] {
  return ownShips(s, opponent(s, p)).filter((id) => card(s, id).at.z === 'inSpace' && !inStasis(s, id));
}

/** What a personnel lends: his printed skills (classification first) and attribute numbers. */
function lentBy(s: GameState, id: CardId, size: number): LentStats {
  const f = personnelFacts(s, id);
  return { name: f.name, skills: f.skills.map((k) => [k.skill, k.level]), INTEGRITY: f.integrity, CUNNING: f.cunning, STRENGTH: f.strength, size };
}

export default playedInterrupt(
  ID,
  "As your team faces a dilemma, if Empathy is in it: name one of your opponent's ships; one personnel aboard, picked at random, adds his skills and attribute numbers to your team for that dilemma only.",
  {
    spec: { when: { after: { happening: 'dilemmaEncountered', by: 'you' } }, target: { coded: "one of the opponent's ships, anywhere" }, effects: [{ coded: 'a random personnel aboard lends his skills and attributes for this dilemma' }] },
    windows: ['after'],
    choices(s, p, _c, win): PlayChoice[] {
      const f = faced(s, p, win);
      if (!f) return [];
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      if (team.length === 0 || (teamStats(s, team).skills.get('Empathy') ?? 0) === 0) return [];
      return shipsToWatch(s, p).map((ship) => ({ key: ship, label: `look through the eyes of someone aboard ${name(s, ship)} at ${name(s, locationOf(s, ship) as CardId)}`, target: ship }));
    },
    play(s, p, c, ch, win) {
      const f = faced(s, p, win);
      const ship = ch.target as CardId | undefined;
      if (!f || ship === undefined || !shipsToWatch(s, p).includes(ship)) return;
      const crew = personnelAboard(s, ship).filter((id) => !inStasis(s, id) && !isDisabled(s, id));
      const one = randomFrom(s, crew);
      if (!one) {
        emit(s, 'eyesInTheDark', `${name(s, c)}: nobody aboard ${name(s, ship)} can lend ${p}'s ${teamLabel(s, f.from)} anything for ${name(s, f.dilemma)}`, { player: p, ship, dilemma: f.dilemma });
        return;
      }
      const lent = lentBy(s, one, attemptingTeam(s, f.player, f.loc, f.from).length);
      lendToDilemma(f, lent);
      const skills = lent.skills.map(([k, v]) => (v > 1 ? `${k} x${v}` : k)).join(', ') || 'no skills';
      // the one picked is revealed by name and numbers; his card (and the rest of the crew) stays hidden
      emit(
        s,
        'eyesInTheDark',
        `${name(s, c)}: ${lent.name}, picked at random aboard ${name(s, ship)}, lends ${p}'s ${teamLabel(s, f.from)} ${skills} and INTEGRITY ${lent.INTEGRITY}, CUNNING ${lent.CUNNING}, STRENGTH ${lent.STRENGTH} for ${name(s, f.dilemma)}`,
        { player: p, ship, dilemma: f.dilemma, lent: lent.name },
      );
    },
  },
  // the random deck generator deals what it needs with it: Empathy in the deck (decks/deck-wants.ts)
  { deckWants: { skills: ['Empathy'] } },
);
