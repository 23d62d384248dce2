/**
 * A turn (quick-start "on each turn you will"): optionally play one card (personnel, ship,
 * equipment or event) at the start of the turn, play any number of interrupts, execute orders
 * in any order, then draw a card, which ends the turn. Stopped cards unstop at the end of turn.
 */
import { regularDrawLost } from './lost-draws.ts';
import { loopsAtTurnStart, noteLoopAction } from './temporal-loop.ts';
import { choosePeek, peekOptions } from './seed-peek.ts';
import { chooseGateway, gatewayOptions } from './iconian-gateway.ts';
import { chooseShuttle, SHUTTLE_USES, shuttleOptions } from './shuttles.ts';
import { dropOrphanedEvents } from './pointed-events.ts';
import { clearDockedShips } from './docked-clearing.ts';
import { antiTimeAtTurnEnd } from './anti-time.ts';
import { expireInterruptBars } from './interrupt-bar.ts';
import { defineFrame, emit, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardState, Frame, GameState, Option, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { endOfTurnModifiers } from '../core/modifiers.ts';
import { attemptOptions, chooseAttempt } from './missions.ts';
import { battleOptions, chooseBattle } from './battle.ts';
import { beamOptions, chooseBeam } from './beaming.ts';
import { boardIndex, moveTo, name, ownShips } from './board.ts';
import { checkDeckOut, loses } from './endgame.ts';
import { chooseMove, maxRange, moveOptions } from './movement.ts';
import { compelledOptions } from './compelled.ts';
import { chooseCloak, cloakOptions } from './cloaking.ts';
import { repairsAt } from './damage.ts';
import { dischargeStrandedHolograms } from './holograms.ts';
import { choosePlay, playOptions } from './play.ts';
import { changeOptions, chooseChange } from './dual-change.ts';
import { chooseDevidian, devidianOptions, payDueDebts, unpaidAtTurnEnd } from './devidian-door.ts';
import { offerRevolve } from './door-closing.ts';
import { interruptOptions, chooseInterrupt, openResponse } from './responses.ts';
import { END_TURN } from '../core/acts.ts';
import { happened } from '../core/happenings.ts';
import { afflictionsAtTurnEnd } from './affliction-turns.ts';
import { countdownsAtTurnEnd } from './countdown.ts';
import { restopHeld } from './held-stopped.ts';
import { restopStasis, stasisAtTurnEnd } from './stasis.ts';
import { riftsAtTurnEnd } from './temporal-rift.ts';
import { rogueBorgAtTurnStart } from './rogue-borg.ts';
import { farEndTravelAtTurnStart } from './far-end-travel.ts';
import { nextTurnPlayer } from './double-turns.ts';
import { repairsInTheField } from './field-repair.ts';
import type { DoubleTurnMark } from './double-turns.ts';
import { chooseTow, towOptions } from './barred-missions.ts';
import { chooseDownload, downloadOptions } from './downloads.ts';
import { releaseGroupies } from './groupie.ts';
import { selfDestructAtTurnEnd } from './self-destruct.ts';
import { messagesAtTurnStart } from './incoming-message.ts';
import { redAlertOptions, reportKeepsPlay } from './red-alert.ts';
import { bubbleEndOptions, discardForBubble } from './static-warp-bubble.ts';
import { breachesAtTurnEnd } from './warp-core-breach.ts';
import { doomsAtTurnEnd } from './doomed-ships.ts';
import { travelerDraw } from './traveler.ts';
import { disablersAtTurnEnd, disablersAtTurnStart } from './disabled.ts';
import { returnFromFuture } from './time-travel.ts';
import { chooseFlip, flipOptions } from './distortion-field.ts';
import { chooseScatteringDiscard, scatteringDiscardOptions } from './scattering-field.ts';
import { acquireOptions, chooseAcquire } from './charybdis.ts';
import { kidnapAtTurnEnd } from './kidnappers.ts';
import { controlAtTurnEnd } from './control.ts';

export interface TurnFrame extends Frame, DoubleTurnMark {
  kind: 'turn';
  begun: boolean;
  /** The turn's player has drawn; end-of-turn effects are resolving before the turn passes. */
  ending?: boolean;
  /** The turn's player has ended his turn; Telepathic Alien Kidnappers guess before his draw (rules/kidnappers.ts). */
  drawAfterGuesses?: boolean;
  /** A Temporal Causality Loop has undone the turn player's last actions: the turn ends now (rules/temporal-loop.ts). */
  loopEnds?: boolean;
}

export const REPAIR_TURNS = 2;

export function startFirstTurn(s: GameState, p: PlayerId): void {
  s.turn = { number: 1, active: p, stage: 'play', cardPlayed: false };
  const f: TurnFrame = { kind: 'turn', begun: false };
  push(s, f);
}

const MAIN_WINDOW = { type: 'main' } as const;

/** Every option of the active player's main decision. */
export function mainOptions(s: GameState): Option[] {
  const p = s.turn.active;
  // each kind of order appends its options to one list
  const out: Option[] = [];
  if (s.turn.stage === 'play' && !s.turn.cardPlayed) playOptions(s, p, out);
  else redAlertOptions(s, p, out); // constructed: more reports under Red Alert! (rules/red-alert.ts)
  changeOptions(s, p, out); // constructed: a dual-affiliation personnel changing sides at the start of the turn
  moveOptions(s, p, out);
  cloakOptions(s, p, out);
  beamOptions(s, p, out);
  attemptOptions(s, p, out);
  battleOptions(s, p, out);
  devidianOptions(s, p, out);
  towOptions(s, p, out); // constructed: towing a card off a mission (rules/barred-missions.ts)
  downloadOptions(s, p, out); // a personnel's special download (rules/downloads.ts)
  flipOptions(s, p, out); // constructed: turning a Distortion Field over (rules/distortion-field.ts)
  scatteringDiscardOptions(s, p, out); // constructed: discarding a Particle Scattering Field (rules/scattering-field.ts)
  acquireOptions(s, p, out); // constructed: artifacts The Charybdis held back (rules/charybdis.ts)
  peekOptions(s, p, out); // a personnel's peek at seed cards (Ajur, Boratus; rules/seed-peek.ts)
  gatewayOptions(s, p, out); // travel through an Iconian Gateway (rules/iconian-gateway.ts)
  shuttleOptions(s, p, out); // constructed: landing, taking off, loading and launching shuttlecraft (rules/shuttles.ts)
  interruptOptions(s, p, MAIN_WINDOW, out);
  compelledOptions(s, p, out); // a ship Conundrum compels does nothing but chase and attack (rules/compelled.ts)
  if (!bubbleEndOptions(s, p, out)) out.push({ id: 'end', label: 'Draw a card and end your turn', group: 'end', act: END_TURN }); // constructed: rules/static-warp-bubble.ts
  return out;
}

defineFrame<TurnFrame>('turn', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    if (f.drawAfterGuesses) {
      delete f.drawAfterGuesses;
      endTurn(s, f);
      return;
    }
    if (f.ending) {
      passTurn(s, f);
      return;
    }
    if (f.loopEnds) {
      delete f.loopEnds;
      if (kidnapAtTurnEnd(s)) f.drawAfterGuesses = true; // as at any turn's end (rules/kidnappers.ts)
      else endTurn(s, f);
      return;
    }
    if (!f.begun) {
      f.begun = true;
      emit(s, 'turnStarted', `Turn ${s.turn.number}: ${s.turn.active}`, { player: s.turn.active, turn: s.turn.number });
      happened(s, { type: 'turnStarted', player: s.turn.active });
      returnFromFuture(s); // constructed: ships back from the future (Time Travel Pod, rules/time-travel.ts)
      farEndTravelAtTurnStart(s, s.turn.active); // a ship a card sends to the far end travels (rules/far-end-travel.ts)
      messagesAtTurnStart(s, s.turn.active); // ships called home by an Incoming Message (rules/incoming-message.ts)
      disablersAtTurnStart(s, s.turn.active); // constructed: Ktarian Game (rules/disabled.ts)
      clearDockedShips(s, s.turn.active); // Baryon Buildup leaves a ship docked empty (rules/docked-clearing.ts)
      dropOrphanedEvents(s); // an event played on a card that left play (rules/pointed-events.ts)
      rogueBorgAtTurnStart(s); // Rogue Borg Mercenaries battle the crews of their ships (rules/rogue-borg.ts)
      loopsAtTurnStart(s); // constructed: the turn's actions are kept to undo while a Temporal Causality Loop is seeded (rules/temporal-loop.ts)
      // constructed: a Devidian Door owed is shown now; then the Revolving Doors may be revolved
      payDueDebts(s, s.turn.active);
      offerRevolve(s, s.turn.active);
      return;
    }
    const p = s.turn.active;
    // constructed: a hologram left where it cannot exist is gone before the next order
    dischargeStrandedHolograms(s);
    if (s.flow[s.flow.length - 1] !== f) return;
    return {
      player: p,
      kind: 'main',
      prompt: s.turn.stage === 'play' && !s.turn.cardPlayed ? 'Play a card, give orders, or end your turn' : 'Give orders, or end your turn',
      options: mainOptions(s),
    };
  },
  choose(s, f, o) {
    const p = s.turn.active;
    if (s.loops) noteLoopAction(s, o); // only while a Temporal Causality Loop is seeded (rules/temporal-loop.ts)
    switch (o.act.type) {
      case 'endTurn':
        discardForBubble(s, p, o);
        if (kidnapAtTurnEnd(s)) f.drawAfterGuesses = true; // constructed: rules/kidnappers.ts, before the draw
        else endTurn(s, f);
        return;
      case 'interrupt':
        chooseInterrupt(s, p, o, { type: 'main' });
        return;
      case 'changeAffiliation':
        // not an order: the turn is still at its start, and nobody responds to it
        chooseChange(s, p, o);
        return;
      case 'play':
        s.turn.stage = reportKeepsPlay(s, p, o) ? 'play' : 'orders';
        s.turn.cardPlayed = true;
        choosePlay(s, p, o);
        return;
      case 'use':
        // not the card play, and not an order: the card play stays open (a tow is an order: barred-missions.ts)
        if (o.act.use === 'tow') chooseTow(s, p, o);
        else if (o.act.use === 'download') chooseDownload(s, p, o);
        else if (o.act.use === 'flipDistortionField') chooseFlip(s, p, o);
        else if (o.act.use === 'discardScatteringField') chooseScatteringDiscard(s, p, o);
        else if (o.act.use === 'acquireArtifacts') chooseAcquire(s, p, o);
        else if (o.act.use === 'peekAtSeeds') choosePeek(s, p, o);
        else if (o.act.use === 'iconianGateway') chooseGateway(s, p, o);
        else if (SHUTTLE_USES.has(o.act.use)) chooseShuttle(s, p, o); // an order: the card play is over (rules/shuttles.ts)
        else chooseDevidian(s, p, o);
        return;
    }
    s.turn.stage = 'orders';
    openResponse(s, opponent(s, p), { type: 'between', after: o.act });
    switch (o.act.type) {
      case 'move':
        chooseMove(s, p, o);
        return;
      case 'beam':
        chooseBeam(s, p, o);
        return;
      case 'attempt':
        chooseAttempt(s, p, o);
        return;
      case 'battle':
        chooseBattle(s, p, o);
        return;
      case 'cloak':
        chooseCloak(s, p, o);
        return;
    }
  },
});

function drawCard(s: GameState, p: PlayerId): void {
  const pl = seat(s, p);
  const top = pl.deck[pl.deck.length - 1];
  if (!top) return;
  moveTo(s, top, { z: 'hand' });
  emit(s, 'cardDrawn', `${p} draws a card`, { player: p }, { not: p });
  emit(s, 'cardDrawnSecret', `You draw ${name(s, top)}`, { card: top }, p);
  happened(s, { type: 'cardDrawn', player: p, card: top });
}

/** The end of the active player's turn: draw, end-of-turn effects, repairs, unstop, next turn. */
export function endTurn(s: GameState, f: TurnFrame): void {
  const p = s.turn.active;
  if (!regularDrawLost(s, p)) drawCard(s, p); // Klim Dokachin (rules/lost-draws.ts)
  travelerDraw(s, p, drawCard); // constructed: rules/traveler.ts
  happened(s, { type: 'turnEnding', player: p });
  afflictionsAtTurnEnd(s, maxRange); // the cards on ships that act at each turn's end (rules/afflictions.ts), after the cards' listeners
  countdownsAtTurnEnd(s, p); // the countdown dilemmas in play (rules/countdown.ts)
  disablersAtTurnEnd(s); // constructed: Ktarian Game (rules/disabled.ts)
  riftsAtTurnEnd(s, p); // ships in a Temporal Rift (rules/temporal-rift.ts)
  selfDestructAtTurnEnd(s, p); // Auto-Destruct Sequence (rules/self-destruct.ts)
  breachesAtTurnEnd(s); // constructed: rules/warp-core-breach.ts
  doomsAtTurnEnd(s); // Isabella (rules/doomed-ships.ts)
  antiTimeAtTurnEnd(s); // a countdown that kills every personnel (rules/anti-time.ts)
  controlAtTurnEnd(s); // a ship and crew used by the opponent this turn go back to their owner (rules/control.ts)
  expireInterruptBars(s); // a Goddess of Empathy's time (rules/interrupt-bar.ts)
  stasisAtTurnEnd(s); // a stasis that lasts to the end of a player's next turn (rules/stasis.ts)
  // constructed: a Devidian Door owed this turn and not shown loses the game (the draw came too late)
  const unpaid = unpaidAtTurnEnd(s, p);
  if (unpaid) loses(s, p, unpaid);
  // what the end-of-turn effects set going (a ship destroyed, an Escape Pod) resolves in this
  // turn, before it passes
  f.ending = true;
}

/** After the end-of-turn effects: repairs, unstopping, the deck-out check, the next turn. */
function passTurn(s: GameState, f: TurnFrame): void {
  f.ending = false;
  const p = s.turn.active;
  if (s.result) return;
  // repairs: a damaged ship that spent the whole turn docked at its outpost counts a full turn there
  for (const id of ownShips(s, p)) {
    const c = s.cards[id] as CardState;
    if (!c.damaged) continue;
    // (constructed: not the turn it was damaged in, and not at an outpost that repairs no ship)
    if (((repairsAt(s, id) && !c.moved) || repairsInTheField(s, id)) && c.damagedTurn !== s.turn.number) {
      c.repairTurns += 1;
      if (c.repairTurns >= REPAIR_TURNS) {
        c.damaged = false;
        c.repairTurns = 0;
        emit(s, 'shipRepaired', `${name(s, id)} is repaired at its outpost`, { card: id });
        happened(s, { type: 'shipRepaired', ship: id, why: 'a full turn docked at its outpost' });
      }
    } else {
      c.repairTurns = 0;
    }
  }
  // only cards in play carry turn status (moveTo clears it when a card leaves play)
  for (const id of boardIndex(s).inPlay) {
    const c = s.cards[id] as CardState;
    c.stopped = false;
    c.rangeUsed = 0;
    c.moved = false;
  }
  restopHeld(s); // personnel a card holds stopped over several turns (rules/held-stopped.ts)
  restopStasis(s); // cards in stasis stay stopped (rules/stasis.ts)
  for (const q of s.seats) seat(s, q).beamedThisTurn = {};
  endOfTurnModifiers(s);
  releaseGroupies(s);
  emit(s, 'turnEnded', `${p} ends turn ${s.turn.number}`, { player: p, turn: s.turn.number });
  checkDeckOut(s);
  if (s.result) return;
  s.turn = { number: s.turn.number + 1, active: nextTurnPlayer(s, p, f), stage: 'play', cardPlayed: false };
  f.begun = false;
}

