/**
 * Conundrum (Alternate Universe dilemma, space). A crew of INTEGRITY over 40 overcomes it. Otherwise,
 * if the opponent has a ship the crew's ship could chase (on the spaceline, not cloaked), the card goes
 * onto the ship, the ship and crew are stopped, and the encountering player picks the target. From
 * then on that ship does nothing but move toward its target and attack it, alone (rules/compelled.ts);
 * once it has attacked it, the card is discarded. A target that is gone or cloaked gives way to the
 * nearest valid one; with none left the card is discarded. With no valid target when it is met it does
 * nothing (docs/RULINGS.md, "Alternate Universe dilemmas, the last five").
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { registerDilemmaFacts, shipToGoOn } from './space-dilemmas.ts';
import { pickAct } from '../core/acts.ts';
import { emit, pop, PUBLIC_FRAME, push } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { clearMark } from '../core/modifiers.ts';
import type { CardId, CardState, Frame, GameState, PlayerId } from '../core/types.ts';
import { teamStats } from '../rules/attributes.ts';
import { inPlayByDef, moveTo, name } from '../rules/board.ts';
import { CONUNDRUM, compelledShips, markedTarget, validTarget, validTargets } from '../rules/compelled.ts';
import { attemptingTeam } from '../rules/dilemmas.ts';

registerDilemmaFacts(CONUNDRUM, null);

/** The crew INTEGRITY it takes more than, to overcome it. */
export const INTEGRITY_NEEDED = 40;

interface TargetFrame extends Frame {
  kind: 'conundrum';
  player: PlayerId;
  dilemma: CardId;
  ship: CardId;
  targets: CardId[];
}

const chooseTarget: FrameHandler<TargetFrame> = {
  shown: PUBLIC_FRAME,
  run(s, z) {
    return {
      player: z.player,
      kind: 'chooseChaseTarget',
      prompt: `${name(s, z.dilemma)}: pick the ship of your opponent's that ${name(s, z.ship)} must chase and attack`,
      options: z.targets.map((t) => ({ id: `chase:${t}`, label: `Chase ${name(s, t)}`, card: t, group: 'pick', act: pickAct(t) })),
    };
  },
  choose(s, z, o) {
    pop(s, z);
    const f = s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === z.dilemma) as DilemmaFrame | undefined;
    if (f) f['target'] = o.card;
  },
};

function setTarget(s: GameState, card: CardId, target: CardId): void {
  for (const e of [...s.effects]) if (e.kind === 'mark' && e.source === card) clearMark(s, e);
  s.effects.push({ kind: 'mark', by: CONUNDRUM, source: card, card: target, turn: s.turn.number });
}

function discard(s: GameState, card: CardId, why: string): void {
  for (const e of [...s.effects]) if (e.kind === 'mark' && e.source === card) clearMark(s, e);
  moveTo(s, card, { z: 'discard' });
  emit(s, 'trapCleared', `${name(s, card)} is discarded: ${why}`, { card });
}

/** As each turn ends: a target no longer valid gives way to the nearest valid one, or the card goes. */
function checkTargets(s: GameState): void {
  if (inPlayByDef(s, CONUNDRUM).length === 0) return;
  for (const c of compelledShips(s)) {
    const marked = markedTarget(s, c.card);
    if (c.target === undefined) discard(s, c.card, `${name(s, c.ship)} has no ship left to chase`);
    else if (marked !== c.target) {
      setTarget(s, c.card, c.target);
      emit(s, 'chaseTarget', `${name(s, c.ship)} now chases ${name(s, c.target)}`, { card: c.card, ship: c.ship, target: c.target });
    }
  }
}

export default declareCard(CONUNDRUM, {
  text: "Unless the crew's INTEGRITY is over 40, the ship and crew are stopped and you pick one of the opponent's ships: your ship may then only move toward that ship and attack it (alone). Discarded once it has attacked it, or when no target is left.",
  frames: { conundrum: chooseTarget as unknown as FrameHandler },
  dilemma: {
    resolve(s, f) {
      if (f['target'] === undefined) {
        const ship = shipToGoOn(s, f);
        if (!ship) return;
        const integrity = teamStats(s, attemptingTeam(s, f.player, f.loc, f.from)).INTEGRITY;
        if (integrity > INTEGRITY_NEEDED) {
          emit(s, 'dilemmaOvercome', `${f.player}'s crew of ${name(s, ship)} (INTEGRITY ${integrity}) overcomes ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
          return;
        }
        const targets = validTargets(s, ship);
        if (targets.length === 0) {
          emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)}: no ship of the opponent's to chase; it is discarded`, { card: f.dilemma });
          return;
        }
        f['ship'] = ship;
        if (targets.length > 1) {
          f.dispose = undefined;
          push(s, { kind: 'conundrum', player: f.player, dilemma: f.dilemma, ship, targets } as TargetFrame);
          return;
        }
        f['target'] = targets[0];
      }
      const ship = f['ship'] as CardId;
      const target = f['target'] as CardId;
      f.stop = true;
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: ship });
      if (validTarget(s, ship, target)) setTarget(s, f.dilemma, target);
      emit(s, 'shipCompelled', `${name(s, f.dilemma)} is placed on ${name(s, ship)}: it must chase and attack ${name(s, target)}`, { card: f.dilemma, ship, target });
    },
  },
  after: [
    {
      // the compelled ship attacked its target: the card is discarded
      type: 'battleInitiated',
      run(s, h) {
        if (h.target === undefined || inPlayByDef(s, CONUNDRUM).length === 0) return;
        for (const c of compelledShips(s)) {
          const at = (s.cards[c.ship] as CardState).at;
          if (c.target === h.target && at.z === 'inSpace' && at.loc === h.loc && (s.cards[c.ship] as CardState).owner === h.player) discard(s, c.card, `${name(s, c.ship)} has attacked ${name(s, h.target)}`);
        }
      },
    },
    { type: 'turnEnding', run: checkTargets },
  ],
});
