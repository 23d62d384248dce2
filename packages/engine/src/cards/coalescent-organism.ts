/**
 * Coalescent Organism (Alternate Universe dilemma, planet or space). Exobiology in the Away Team or
 * crew spots it (discarded). Otherwise it takes one member picked at random and the attempt goes on;
 * that member dies at the end of his owner's next full turn (a countdown of one turn, no cure:
 * rules/countdown.ts). If others of his owner's personnel are with him when he dies (on the same
 * planet, or aboard the same ship or outpost), the organism passes to one of them picked at random,
 * who dies at the end of his owner's next full turn in turn, and so on; with nobody there the card is
 * discarded (docs/RULINGS.md, "Alternate Universe dilemmas").
 */
import { declareCard } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { anyOf, skill } from './space-dilemmas.ts';
import { emit, pop, PUBLIC_FRAME, push } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import type { CardId, Frame, PlayerId } from '../core/types.ts';
import { teamStats } from '../rules/attributes.ts';
import { card, isInPlay, locationOf, name } from '../rules/board.ts';
import { presentWith, startCountdown } from '../rules/countdown.ts';
import type { Countdown } from '../rules/countdown.ts';
import { attemptingTeam, kill, randomFrom, teamLabel } from '../rules/dilemmas.ts';

const DEF = 'coalescent-organism';
registerDilemmaFacts(DEF, anyOf([skill('Exobiology')]));

interface PassFrame extends Frame {
  kind: 'coalescent-pass';
  dilemma: CardId;
  owner: PlayerId;
  others: CardId[];
}

export const COALESCENT: Countdown = {
  def: DEF,
  turns: 1,
  cured: () => false,
  expire(s, v, dilemma) {
    const others = presentWith(s, v).members.filter((id) => id !== v);
    const owner = card(s, v).owner;
    kill(s, v, 'consumed by the Coalescent Organism');
    // passed on once the countdown has ended (it clears the card's marks and discards it)
    if (others.length > 0) push(s, { kind: 'coalescent-pass', dilemma, owner, others } as PassFrame);
  },
};

const pass: FrameHandler<PassFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    pop(s, f);
    const next = randomFrom(s, f.others.filter((id) => isInPlay(card(s, id))));
    const loc = next === undefined ? undefined : locationOf(s, next);
    if (next === undefined || loc === undefined) return;
    startCountdown(s, COALESCENT, f.dilemma, loc, [next], f.owner);
    emit(s, 'organismPassed', `The Coalescent Organism passes to ${name(s, next)} (chosen at random)`, { card: f.dilemma, victim: next });
  },
};

export default declareCard(DEF, {
  text: "Overcome with Exobiology. Otherwise one member picked at random dies at the end of his owner's next full turn; the attempt goes on. If others of his are with him then, it passes to one of them at random, and so on.",
  countdown: COALESCENT,
  frames: { 'coalescent-pass': pass as unknown as FrameHandler },
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      if ((teamStats(s, team).skills.get('Exobiology') ?? 0) > 0) {
        emit(s, 'dilemmaOvercome', `${f.player}'s ${teamLabel(s, f.from)} overcomes ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
        f.dispose = 'discard';
        return;
      }
      const victim = randomFrom(s, team);
      if (victim === undefined || !startCountdown(s, COALESCENT, f.dilemma, f.loc, [victim], f.player)) {
        f.dispose = 'discard';
        return;
      }
      f.dispose = 'stays';
      emit(s, 'dilemmaNotOvercome', `${f.player}'s ${teamLabel(s, f.from)} does not overcome ${name(s, f.dilemma)}: ${name(s, victim)} (picked at random) carries it; the attempt goes on`, { card: f.dilemma, player: f.player });
    },
  },
});
