/**
 * Response points a format opens beyond those of the intro game (issue 25, Premiere interrupts batch
 * B): after each happening its rules list (GameRules.responsePointsAfter), each player is asked, the
 * one whose happening it is first, whether he plays an interrupt that answers it (a Klingon Death Yell
 * on a Klingon just killed). The intro format lists none, so an intro game asks exactly what it asked
 * before. As every response point, it is opened whatever the players hold (rules/responses.ts).
 */
import { after } from '../core/happenings.ts';
import type { HappeningType } from '../core/happenings.ts';
import { opponent } from '../core/types.ts';
import { RESPONSE_POINT_ORDER } from '../cards/registry.ts';
import type { DilemmaFrame, Window } from '../cards/registry.ts';
import type { GameState } from '../core/types.ts';
import { CONSTRUCTED_RULES, rulesOf } from '../formats/rules.ts';
import { actorOf, openResponse } from './responses.ts';

function listen(type: HappeningType): void {
  after(type, 'format response point', (s, h) => {
    if (s.result || !rulesOf(s).responsePointsAfter.includes(type)) return;
    // the start of a ship battle (Anti-Matter Spread); an Away Team battle is over as it is initiated
    if (h.type === 'battleInitiated' && h.against === 'team') return;
    const actor = actorOf(s, h);
    // pushed last runs first: the other player's point below the actor's
    openResponse(s, opponent(s, actor), { type: 'after', h });
    openResponse(s, actor, { type: 'after', h });
  }, RESPONSE_POINT_ORDER);
}

for (const type of CONSTRUCTED_RULES.responsePointsAfter) listen(type);

/**
 * The dilemma being faced that a constructed "dilemma encountered" response window answers, still to
 * resolve (its frame), or undefined (Howard Heirloom Candle, Q2).
 */
export function facedDilemma(s: GameState, win: Window): DilemmaFrame | undefined {
  if (win.type !== 'after' || win.h.type !== 'dilemmaEncountered') return undefined;
  const d = win.h.dilemma;
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i] as DilemmaFrame;
    if (f.kind === 'dilemma' && f.dilemma === d) return f.dispose === undefined && f.step === 0 ? f : undefined;
  }
  return undefined;
}
