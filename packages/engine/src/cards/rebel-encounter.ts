/**
 * Rebel Encounter (dilemma, planet). A team STRENGTH above 44 gets past. Short of it, when the Away
 * Team has equipment with it, the encountering player may first buy the rebels off by discarding
 * one of those equipment cards (the player picks which, or declines); bought off, they let the team
 * pass. Otherwise one Away Team member, picked at random, dies and the Away Team is stopped. The
 * card is discarded either way (docs/RULINGS.md, "Premiere dilemmas, batch A").
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { name } from './common.ts';
import { dilemmaRequirements } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { pickAct } from '../core/acts.ts';
import type { CardId, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { teamStats } from '../rules/attributes.ts';
import { moveTo, onPlanet, typeOf } from '../rules/board.ts';
import { attemptingTeam, killRandom, teamLabel } from '../rules/dilemmas.ts';
import { requirementsMet } from '../rules/requirements.ts';

const DEF = 'rebel-encounter';
registerDilemmaFacts(DEF, { anyOf: [{ allOf: [{ attribute: 'STRENGTH', greaterThan: 44 }] }] });

interface BribeFrame extends Frame {
  kind: 'rebel-encounter-bribe';
  player: PlayerId;
  loc: LocationId;
  dilemma: CardId;
  gear: CardId[];
}

/** The dilemma frame this bribe answers (below it on the stack). */
function dilemmaFrameOf(s: GameState, b: BribeFrame): DilemmaFrame | undefined {
  return s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === b.dilemma) as DilemmaFrame | undefined;
}

const bribe: FrameHandler<BribeFrame> = {
  shown: PUBLIC_FRAME,
  run(s, b) {
    return {
      player: b.player,
      kind: 'chooseBribe',
      prompt: 'Rebel Encounter: discard one of your Away Team\'s equipment cards to bribe the rebels, or do not',
      options: [
        ...b.gear.map((id) => ({ id: `bribe:${id}`, label: `Bribe with ${name(s, id)}`, card: id, group: 'bribe', act: pickAct(id) })),
        { id: 'noBribe', label: 'No bribe', group: 'pass', act: { type: 'pass' } as const },
      ],
    };
  },
  choose(s, b, o) {
    pop(s, b);
    const f = dilemmaFrameOf(s, b);
    if (f) f['bribe'] = o.card ?? 'none';
  },
};

function overcome(s: GameState, f: DilemmaFrame, how: string): void {
  emit(s, 'dilemmaOvercome', `${f.player}'s ${teamLabel(s, f.from)} overcomes ${name(s, f.dilemma)}${how}`, { card: f.dilemma, player: f.player });
  f.dispose = 'discard';
}

export default declareCard(DEF, {
  text: 'Overcome with STRENGTH>44, or by first discarding one equipment card the Away Team has with it. Otherwise one Away Team member picked at random dies. Discard the dilemma.',
  frames: { 'rebel-encounter-bribe': bribe as unknown as FrameHandler },
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      if (f['bribe'] === undefined) {
        const req = dilemmaRequirements(DEF);
        if (req && requirementsMet(teamStats(s, team), req)) return overcome(s, f, '');
        const gear = f.from === undefined ? onPlanet(s, f.loc, f.player).filter((id) => typeOf(s, id) === 'equipment') : [];
        if (gear.length > 0) {
          const b: BribeFrame = { kind: 'rebel-encounter-bribe', player: f.player, loc: f.loc, dilemma: f.dilemma, gear };
          push(s, b);
          return;
        }
        f['bribe'] = 'none';
      }
      const paid = f['bribe'] as string;
      if (paid !== 'none' && s.cards[paid]) {
        moveTo(s, paid, { z: 'discard' });
        emit(s, 'cardDiscarded', `${f.player} discards ${name(s, paid)} to bribe the rebels`, { card: paid, player: f.player });
        return overcome(s, f, ' with a bribe');
      }
      emit(s, 'dilemmaNotOvercome', `${f.player}'s ${teamLabel(s, f.from)} does not overcome ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
      f.stop = true;
      f.dispose = 'discard';
      killRandom(s, team, 'shot by rebels');
    },
  },
});
