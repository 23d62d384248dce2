/**
 * Interrogation (Alternate Universe event, 103_039; the first print, docs/RULINGS.md card wording 25).
 * Played on a personnel its player holds captive (rules/captives.ts), one Interrogation per captive:
 * it lies on his table marked with the captive. As each of its player's turns begins, each copy puts
 * the question "How many lights?" to the captive's owner, who answers Five or Four. "Five": its player
 * scores 10 points and the captive is released to one of his owner's outposts (the owner choosing; his
 * hand when he has none), the Interrogation going with the captivity. Any other answer: its player
 * scores 1 point and the captive stays. Its points stay scored after it goes (PlayerState.heldPoints,
 * which the score invariant counts). docs/RULINGS.md, "Alternate Universe: captives".
 */
import { declareCard } from './registry.ts';
import type { FrameHandler } from '../core/flow.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { registerEventFacts } from './event-facts.ts';
import { card, inPlayByDef, name } from '../rules/board.ts';
import { captivesHeldBy, captorOf, eventsOnCaptive, playsOnCaptive, releaseCaptives } from '../rules/captives.ts';
import { scorePoints } from '../rules/endgame.ts';
import { pointedEvent } from '../rules/pointed-events.ts';

export const INTERROGATION = 'interrogation';
/** The points for the answer "Five", and for any other. */
export const FIVE_POINTS = 10;
export const OTHER_POINTS = 1;
registerEventFacts(INTERROGATION, 'personnel');
playsOnCaptive(INTERROGATION);

/** The captive this copy is on, while it is on the table and he is still held by its player. */
export function captiveOf(s: GameState, ev: CardId): CardId | undefined {
  const c = s.cards[ev] as CardState;
  if (c.at.z !== 'table') return undefined;
  for (const e of s.effects) if (e.kind === 'mark' && e.source === ev && e.card !== ev && captorOf(s, e.card) === c.owner) return e.card;
  return undefined;
}

/** The player's captives that no Interrogation is on yet. */
function targets(s: GameState, p: PlayerId): CardId[] {
  return captivesHeldBy(s, p).filter((id) => !eventsOnCaptive(s, id).some((ev) => card(s, ev).def === INTERROGATION));
}

interface LightsFrame extends Frame {
  kind: 'howManyLights';
  /** The Interrogation's player, who asks. */
  player: PlayerId;
  source: CardId;
}

/** Scores points for the asker, kept as held points (no card goes to a bonus area). */
function score(s: GameState, p: PlayerId, points: number, why: string): void {
  const before = seat(s, p).score;
  scorePoints(s, p, points, why);
  const got = seat(s, p).score - before;
  if (got !== 0) seat(s, p).heldPoints = (seat(s, p).heldPoints ?? 0) + got;
}

const lightsFrame: FrameHandler<LightsFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const captive = captiveOf(s, f.source);
    if (!captive) return void pop(s, f);
    const owner = card(s, captive).owner;
    return {
      player: owner,
      kind: 'howManyLights',
      prompt: `${name(s, f.source)} on your ${name(s, captive)}: ${f.player} asks, "How many lights?" ("Five" frees him and gives ${f.player} ${FIVE_POINTS} points; any other answer gives ${f.player} ${OTHER_POINTS})`,
      options: [
        { id: 'lights:five', label: 'Answer "Five"', group: 'pick', act: { type: 'use' as const, use: 'howManyLights', card: f.source, target: 'five' } },
        { id: 'lights:four', label: 'Answer "There are four lights"', group: 'pick', act: { type: 'use' as const, use: 'howManyLights', card: f.source, target: 'four' } },
      ],
    };
  },
  choose(s, f, o) {
    pop(s, f);
    const captive = captiveOf(s, f.source);
    if (!captive || o.act.type !== 'use') return;
    const owner = card(s, captive).owner;
    if (o.act.target === 'five') {
      emit(s, 'lightsAnswered', `${owner} answers "Five" to ${name(s, f.source)}`, { card: f.source, answer: 'five' });
      score(s, f.player, FIVE_POINTS, `${name(s, captive)} broken by ${name(s, f.source)}`);
      if (!s.result) releaseCaptives(s, owner, [captive], `let go after ${name(s, f.source)}`);
      return;
    }
    emit(s, 'lightsAnswered', `${owner} answers "There are four lights" to ${name(s, f.source)}`, { card: f.source, answer: 'four' });
    score(s, f.player, OTHER_POINTS, `${name(s, captive)} holds out under ${name(s, f.source)}`);
  },
};

/** As a turn begins: each Interrogation of the active player on a captive he still holds asks its question once. */
function atTurnStart(s: GameState, player: PlayerId): void {
  const copies = inPlayByDef(s, INTERROGATION, player).filter((ev) => captiveOf(s, ev) !== undefined);
  for (const ev of [...copies].reverse()) {
    const f: LightsFrame = { kind: 'howManyLights', player, source: ev };
    push(s, f);
  }
}

export default declareCard(INTERROGATION, {
  spec: { event: { target: { coded: 'a personnel you hold captive, with no Interrogation on him yet' }, effects: [{ coded: 'each of your turns: "How many lights?" "Five": 10 points, the captive freed; otherwise 1 point' }] } },
  text: 'Play it on a personnel you hold captive (one per captive; it goes when he is freed). As each of your turns begins, your opponent is asked "How many lights?": answering "Five" gives you 10 points and frees the captive to an outpost of his owner; any other answer gives you 1 point and he stays captive.',
  event: pointedEvent((s, p) => targets(s, p)),
  frames: { howManyLights: lightsFrame as FrameHandler },
  after: [{ type: 'turnStarted', run: (s, h) => atTurnStart(s, h.player) }],
  // the random deck generator deals the capture card its own deck may always use with it: a Cardassian
  // Trap it seeds takes captive one of the opponent's team that meets it (the other captors need a
  // D'deridex, a Ktarian Game or a lost Away Team) (CardBehaviour.deckNeeds)
  deckNeeds: ['cardassian-trap'],
});
