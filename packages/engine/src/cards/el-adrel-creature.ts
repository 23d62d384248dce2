/**
 * El-Adrel Creature (dilemma, planet). It goes for the two Away Team members with the highest
 * STRENGTH (with bonuses in play); where a tie leaves a choice, the encountering player, whose team
 * it is, picks. Their STRENGTH together above 16 drives it off. Otherwise one of the two, picked at
 * random, dies and the Away Team is stopped. The card is discarded either way (docs/RULINGS.md,
 * "Premiere dilemmas, batch A"). A lone member is the only one it attacks.
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { name } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { pickAct } from '../core/acts.ts';
import type { CardId, Frame, GameState, PlayerId } from '../core/types.ts';
import { attributeOf } from '../rules/attributes.ts';
import { attemptingTeam, killRandom, teamLabel } from '../rules/dilemmas.ts';

const DEF = 'el-adrel-creature';
registerDilemmaFacts(DEF);

const strength = (s: GameState, id: CardId) => attributeOf(s, id, 'STRENGTH');

interface PickFrame extends Frame {
  kind: 'el-adrel-pick';
  player: PlayerId;
  dilemma: CardId;
  /** Attacked already. */
  sure: CardId[];
  /** Tied for the last places. */
  tied: CardId[];
  need: number;
}

const pick: FrameHandler<PickFrame> = {
  shown: PUBLIC_FRAME,
  run(s, b) {
    return {
      player: b.player,
      kind: 'chooseAttacked',
      prompt: `El-Adrel Creature: members tie for STRENGTH; choose who it attacks (${b.need} more)`,
      options: b.tied.map((id) => ({ id: `attacked:${id}`, label: name(s, id), card: id, group: 'victim', act: pickAct(id) })),
    };
  },
  choose(s, b, o) {
    const id = o.card as CardId;
    b.sure.push(id);
    b.tied = b.tied.filter((x) => x !== id);
    b.need--;
    if (b.need > 0) return;
    pop(s, b);
    const f = s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === b.dilemma) as DilemmaFrame | undefined;
    if (f) f['attacked'] = b.sure;
  },
};

export default declareCard(DEF, {
  text: 'It attacks the two strongest Away Team members (you pick among ties). Their STRENGTH together above 16 drives it off; otherwise one of the two, picked at random, dies. Discard the dilemma.',
  frames: { 'el-adrel-pick': pick as unknown as FrameHandler },
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      let attacked = f['attacked'] as CardId[] | undefined;
      if (attacked === undefined) {
        const sorted = [...team].sort((a, b) => strength(s, b) - strength(s, a));
        const top = sorted.slice(0, 2);
        const sum = top.reduce((n, id) => n + strength(s, id), 0);
        const last = top.length === 2 ? strength(s, top[1] as CardId) : undefined;
        const tied = last === undefined ? [] : sorted.filter((id) => strength(s, id) === last);
        // a choice among ties only matters when someone may die
        if (sum <= 16 && tied.length > 0 && top.filter((id) => strength(s, id) === last).length < tied.length) {
          const sure = sorted.filter((id) => strength(s, id) > (last as number));
          const b: PickFrame = { kind: 'el-adrel-pick', player: f.player, dilemma: f.dilemma, sure, tied, need: 2 - sure.length };
          push(s, b);
          return;
        }
        attacked = top;
      }
      const alive = attacked.filter((id) => team.includes(id));
      const total = alive.reduce((n, id) => n + strength(s, id), 0);
      if (total > 16) {
        emit(s, 'dilemmaOvercome', `${f.player}'s ${teamLabel(s, f.from)} overcomes ${name(s, f.dilemma)} (STRENGTH ${total})`, { card: f.dilemma, player: f.player });
        f.dispose = 'discard';
        return;
      }
      emit(s, 'dilemmaNotOvercome', `${f.player}'s ${teamLabel(s, f.from)} does not overcome ${name(s, f.dilemma)} (STRENGTH ${total})`, { card: f.dilemma, player: f.player, attacked: alive });
      f.stop = true;
      f.dispose = 'discard';
      killRandom(s, alive, 'killed by the El-Adrel Creature');
    },
  },
});
