/**
 * Raise the Stakes (Premiere event). Played as the turn's card play (it targets nothing); the
 * opponent then chooses: forfeit the game at once (he loses), or accept the stakes: the game goes on,
 * and the winner is owed one card, picked at random from the loser's deck, for each stake accepted in
 * the game (cumulative). The engine keeps no collections: the owed count is said in the log when the
 * stakes are accepted, and the cards change hands outside the game. docs/RULINGS.md, "Premiere
 * events, batch B".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { DONE } from '../core/acts.ts';
import { addMark, marksBy } from '../core/modifiers.ts';
import type { CardId, Frame, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { moveTo } from '../rules/board.ts';
import { loses } from '../rules/endgame.ts';

const ID = 'raise-the-stakes';
registerEventFacts(ID, null);

interface StakesFrame extends Frame {
  kind: 'raiseTheStakes';
  player: PlayerId;
  source: CardId;
}

const stakesFrame: FrameHandler<StakesFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const opp = opponent(s, f.player);
    const owed = marksBy(s, ID).length + 1;
    return {
      player: opp,
      kind: 'raiseTheStakes',
      prompt: `${f.player} raises the stakes: accept (the winner takes ${owed} card${owed === 1 ? '' : 's'} at random from the loser's deck after the game), or forfeit the game now`,
      options: [
        { id: 'accept', label: `Accept the stakes (${owed} card${owed === 1 ? '' : 's'} to the winner)`, group: 'pick', act: DONE },
        { id: 'forfeit', label: 'Forfeit the game', group: 'pick', act: { type: 'use', use: 'forfeit', card: f.source } },
      ],
    };
  },
  choose(s, f, o) {
    pop(s, f);
    const opp = opponent(s, f.player);
    moveTo(s, f.source, { z: 'discard' });
    if (o.id === 'forfeit') {
      emit(s, 'stakesForfeited', `${opp} forfeits the game rather than accept the stakes`, { player: opp, card: f.source });
      loses(s, opp, `${opp} forfeited the game to Raise the Stakes`);
      return;
    }
    addMark(s, f.source, f.source);
    const owed = marksBy(s, ID).length;
    emit(s, 'stakesAccepted', `${opp} accepts the stakes: the winner will take ${owed} card${owed === 1 ? '' : 's'} at random from the loser's deck`, { player: opp, owed, card: f.source });
  },
};

export default declareCard(ID, {
  text: "Your opponent chooses: give up the game now, or play on with the winner owed one card picked at random from the loser's deck (each one played adds a card).",
  frames: { raiseTheStakes: stakesFrame as FrameHandler },
  // it aims at nothing; the opponent's choice is its own frame
  spec: { event: { target: { nothing: true }, effects: [] } },
  event: {
    choices: () => [{ key: 'play', label: 'now' }],
    play(s, p, c) {
      const f: StakesFrame = { kind: 'raiseTheStakes', player: p, source: c };
      push(s, f);
    },
  },
});
