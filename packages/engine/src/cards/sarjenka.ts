/**
 * Sarjenka (dilemma, planet, 5 points). The encountering player chooses: leave her (the dilemma is
 * discarded and the Away Team goes on) or help her (the dilemma scores its points for that player,
 * and every Away Team on the planet, his own and the opponent's, is stopped: the attempt ends).
 * docs/RULINGS.md, "Premiere dilemmas, batch D", DD2.
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit, pop, PUBLIC_FRAME, push } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import type { CardId, Frame, GameState, PlayerId } from '../core/types.ts';
import { card, name, onPlanet, typeOf } from '../rules/board.ts';
import { teamLabel } from '../rules/dilemmas.ts';

const ID = 'sarjenka';
registerDilemmaFacts(ID, null);

interface PleaFrame extends Frame {
  kind: 'sarjenka-plea';
  player: PlayerId;
  dilemma: CardId;
}

const plea: FrameHandler<PleaFrame> = {
  shown: PUBLIC_FRAME,
  run(s, p) {
    return {
      player: p.player,
      kind: 'chooseSarjenka',
      prompt: 'Sarjenka begs for help: help her (5 points, every Away Team on the planet is stopped) or leave her (discard the dilemma)',
      options: [
        { id: 'sarjenka:help', label: 'Help Sarjenka: score 5 points; every Away Team on the planet is stopped', group: 'choice', act: { type: 'pick', card: p.dilemma } as const },
        { id: 'sarjenka:ignore', label: 'Leave Sarjenka: discard the dilemma and go on', group: 'pass', act: { type: 'pass' } as const },
      ],
    };
  },
  choose(s, p, o) {
    pop(s, p);
    const f = s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === p.dilemma) as DilemmaFrame | undefined;
    if (f) f['answer'] = o.id === 'sarjenka:help' ? 'help' : 'ignore';
  },
};

/** Stops the opponent's personnel on the planet (the encountering team is stopped by the dilemma frame). */
function stopOthers(s: GameState, f: DilemmaFrame): void {
  const others = onPlanet(s, f.loc).filter((id) => card(s, id).owner !== f.player && typeOf(s, id) === 'personnel' && !card(s, id).stopped);
  for (const id of others) card(s, id).stopped = true;
  if (others.length > 0) emit(s, 'awayTeamStopped', `The Away Team of the other player at ${name(s, f.loc)} is stopped by ${name(s, f.dilemma)} too`, { loc: f.loc, cards: others });
}

export default declareCard(ID, {
  text: 'You choose: leave her (discard the dilemma) or help her (score 5 points, but every Away Team on this planet, yours and your opponent\'s, is stopped).',
  frames: { 'sarjenka-plea': plea as unknown as FrameHandler },
  dilemma: {
    resolve(s, f) {
      if (f['answer'] === undefined) {
        const p: PleaFrame = { kind: 'sarjenka-plea', player: f.player, dilemma: f.dilemma };
        push(s, p);
        return;
      }
      if (f['answer'] === 'ignore') {
        emit(s, 'dilemmaIgnored', `${f.player}'s ${teamLabel(s, f.from)} leaves ${name(s, f.dilemma)}: the dilemma is discarded`, { card: f.dilemma, player: f.player });
        f.dispose = 'discard';
        return;
      }
      emit(s, 'dilemmaOvercome', `${f.player}'s ${teamLabel(s, f.from)} helps ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
      f.dispose = 'bonus';
      f.stop = true;
      stopOthers(s, f);
    },
  },
});
