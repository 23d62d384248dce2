/**
 * Alien Parasites (Premiere dilemma, planet, 101_011). An Away Team of INTEGRITY over 32 overcomes it
 * (the dilemma is discarded and the attempt goes on). Otherwise the team is infected: the attempt ends,
 * the team goes back aboard a ship of its player's in orbit there, the dilemma goes back under the
 * mission, and the turn waits while the encountering player's opponent decides whether to command that
 * ship and everyone aboard. If he does, he gives them orders (move the ship, cloak it, beam its crew
 * between it and the planet, attempt with them, battle with them) in a frame of his own, until the ship
 * is stopped or gone, every crew member is stopped, no order is left, or he says he is done; then the
 * ship and crew are their owner's again, the members of the infected team are stopped, and the turn
 * resumes where it was. docs/RULINGS.md, "Issue 25/26: Alien Parasites and Barclay Transporter Phobia".
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit, pop, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { opponent } from '../core/types.ts';
import type { CardId, CardState, Frame, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { teamStats } from '../rules/attributes.ts';
import { card, isInPlay, moveTo, name, ownShips, personnelOnPlanet, typeOf } from '../rules/board.ts';
import { attemptingTeam } from '../rules/dilemmas.ts';
import { compatible } from '../rules/beaming.ts';
import { refusesTransport } from '../rules/held-transport.ts';
import { anyOrdersOutOfTurn, registerControlCard, releaseControl, takeControlUntilReleased } from '../rules/control.ts';
import { chooseMove, moveOptions } from '../rules/movement.ts';
import { chooseCloak, cloakOptions } from '../rules/cloaking.ts';
import { beamOptions, chooseBeam } from '../rules/beaming.ts';
import { attemptOptions, chooseAttempt } from '../rules/missions.ts';
import { attackers, battleOptions, chooseBattle } from '../rules/battle.ts';
import { openResponse } from '../rules/responses.ts';
import { pickAct } from '../core/acts.ts';

export const ALIEN_PARASITES = 'alien-parasites';
/** The team INTEGRITY it takes more than, to overcome it. */
export const INTEGRITY_NEEDED = 32;

registerDilemmaFacts(ALIEN_PARASITES);
registerControlCard(ALIEN_PARASITES);

/** The turn waiting while the opponent decides, then gives orders to the infected ship and crew. */
export interface InfectionFrame extends Frame {
  kind: 'alienParasites';
  dilemma: CardId;
  /** The player whose team was infected (the turn's player). */
  victim: PlayerId;
  /** The player giving orders out of turn (control.ts OutOfTurnFrame). */
  ordersBy: PlayerId;
  /** The ship the team went back to, if any. */
  ship?: CardId;
  /** The members of the infected team, stopped when the control ends. */
  team: CardId[];
  /** false: he is still to decide whether he takes control (or there is none to take). */
  open: boolean;
  /** Nobody takes control (no ship to go back to, or an infection inside another's orders): the frame only ends. */
  none?: boolean;
  /** The beam and cloak orders given: each is given once (no endless beaming up and down). */
  given: string[];
}

/** The ship the infected team goes back aboard: the first of its player's own ships in orbit there, not cloaked, that takes them all. */
function returnShip(s: GameState, p: PlayerId, loc: LocationId, team: readonly CardId[]): CardId | undefined {
  return ownShips(s, p).find((id) => {
    const c = s.cards[id] as CardState;
    return c.owner === p && c.ctrl === undefined && c.at.z === 'inSpace' && c.at.loc === loc && !c.cloaked && team.every((m) => compatible(s, m, id, team));
  });
}

const mine = (s: GameState, f: InfectionFrame, id: CardId | undefined): boolean => id !== undefined && s.cards[id]?.ctrl === f.ordersBy;

/** Whether an order of the controller's is one he may give now: with the infected ship and crew only, each beaming and cloaking once. */
function allowed(s: GameState, f: InfectionFrame, o: Option): boolean {
  const a = o.act;
  const p = f.ordersBy;
  switch (a.type) {
    case 'move':
      return mine(s, f, a.ship);
    case 'cloak':
      return mine(s, f, a.card) && !f.given.includes(o.id);
    case 'beam':
      return (mine(s, f, a.from.card) || mine(s, f, a.to.card)) && !f.given.includes(o.id);
    case 'attempt': {
      if (a.from !== undefined && !mine(s, f, a.from)) return false;
      const team = attemptingTeam(s, p, a.mission, a.from);
      return team.length > 0 && team.every((id) => mine(s, f, id));
    }
    case 'battle': {
      if (a.against === 'team') return personnelOnPlanet(s, a.at, p).filter((id) => !card(s, id).stopped).every((id) => mine(s, f, id));
      return attackers(s, p, a.at, a.target).length > 0; // the attackers are his commanded ships only (control.ts inOrderScope)
    }
    default:
      return false;
  }
}

/** The orders open to the controller now. */
function orders(s: GameState, f: InfectionFrame): Option[] {
  const p = f.ordersBy;
  const out: Option[] = [];
  moveOptions(s, p, out);
  cloakOptions(s, p, out);
  beamOptions(s, p, out);
  attemptOptions(s, p, out);
  battleOptions(s, p, out);
  return out.filter((o) => allowed(s, f, o));
}

/** Whether the control is over: the ship gone or stopped, or every crew member stopped. */
function stopped(s: GameState, f: InfectionFrame): boolean {
  const ship = f.ship === undefined ? undefined : s.cards[f.ship];
  if (!ship || ship.at.z !== 'inSpace' || ship.stopped || ship.ctrl !== f.ordersBy) return true;
  let people = 0;
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.ctrl === f.ordersBy && isInPlay(c) && typeOf(s, id) === 'personnel' && !c.stopped) people++;
  }
  return people === 0;
}

/** Control back to the owner; the infected team is stopped; the turn resumes. */
function end(s: GameState, f: InfectionFrame): void {
  pop(s, f);
  releaseControl(s, f.dilemma);
  const team = f.team.filter((id) => {
    const c = s.cards[id] as CardState;
    return c.at.z === 'aboard' || c.at.z === 'planet';
  });
  for (const id of team) card(s, id).stopped = true;
  if (team.length) emit(s, 'awayTeamStopped', `${f.victim}'s infected team is stopped: ${team.map((id) => name(s, id)).join(', ')}`, { player: f.victim, cards: team });
  emit(s, 'turnResumes', `${f.victim}'s turn resumes`, { player: f.victim });
}

const infection: FrameHandler<InfectionFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    if (f.none || f.ship === undefined || !isInPlay(card(s, f.ship)) || card(s, f.ship).at.z !== 'inSpace') return end(s, f);
    if (!f.open) {
      const ship = f.ship;
      return {
        player: f.ordersBy,
        kind: 'alienParasitesControl',
        prompt: `${name(s, f.dilemma)}: command ${f.victim}'s ${name(s, ship)} and its crew until they are stopped?`,
        options: [
          { id: 'parasites:take', label: `Command ${name(s, ship)} and its crew`, card: ship, group: 'pick', act: pickAct(ship) },
          { id: 'parasites:leave', label: 'Leave them to their owner', group: 'done', act: { type: 'done' } },
        ],
      };
    }
    if (stopped(s, f)) return end(s, f);
    const options = orders(s, f);
    if (options.length === 0) return end(s, f);
    options.push({ id: 'parasites:stop', label: `Give ${name(s, f.ship)} and its crew back to ${f.victim}`, group: 'end', act: { type: 'done' } });
    return { player: f.ordersBy, kind: 'alienParasitesOrders', prompt: `Give orders to ${f.victim}'s infected ${name(s, f.ship)} and its crew, or give them back`, options };
  },
  choose(s, f, o) {
    const p = f.ordersBy;
    if (!f.open) {
      if (o.id === 'parasites:take') {
        f.open = true;
        takeControlUntilReleased(s, f.dilemma, f.ship as CardId, p, ALIEN_PARASITES);
      } else {
        emit(s, 'controlDeclined', `${p} leaves ${name(s, f.ship as CardId)} to ${f.victim}`, { player: p });
        end(s, f);
      }
      return;
    }
    if (o.id === 'parasites:stop') return end(s, f);
    if (o.act.type === 'beam' || o.act.type === 'cloak') f.given.push(o.id);
    // the turn's player may answer each order, as the opponent answers his (turn.ts)
    openResponse(s, opponent(s, p), { type: 'between', after: o.act });
    switch (o.act.type) {
      case 'move':
        return chooseMove(s, p, o);
      case 'beam':
        return chooseBeam(s, p, o);
      case 'attempt':
        return chooseAttempt(s, p, o);
      case 'battle':
        return chooseBattle(s, p, o);
      case 'cloak':
        return chooseCloak(s, p, o);
    }
  },
};

function resolve(s: GameState, f: DilemmaFrame): void {
  if (f['infected']) return; // run again after the infection's frame went in below it
  const p = f.player;
  const team = attemptingTeam(s, p, f.loc, f.from);
  const integrity = teamStats(s, team).INTEGRITY;
  if (integrity > INTEGRITY_NEEDED) {
    emit(s, 'dilemmaOvercome', `${p}'s team (INTEGRITY ${integrity}) overcomes ${name(s, f.dilemma)}`, { card: f.dilemma, player: p });
    f.dispose = 'discard';
    return;
  }
  f['infected'] = true;
  f.dispose = 'return';
  // back aboard: a crew in a space attempt is aboard already
  const from = f.from !== undefined && typeOf(s, f.from) === 'ship' ? f.from : undefined;
  const ship = from ?? returnShip(s, p, f.loc, team);
  if (ship !== undefined && from === undefined) for (const id of team) if (!refusesTransport(s, id)) moveTo(s, id, { z: 'aboard', host: ship }); // one who refuses transport stays (Barclay Transporter Phobia)
  emit(s, 'teamInfected', `${p}'s team (INTEGRITY ${integrity}) is infected by ${name(s, f.dilemma)}${ship !== undefined && from === undefined ? ` and beams back to ${name(s, ship)}` : ''}`, { card: f.dilemma, player: p, cards: [...team] });
  const frame: InfectionFrame = { kind: 'alienParasites', dilemma: f.dilemma, victim: p, ordersBy: opponent(s, p), team: [...team], open: false, given: [] };
  if (ship !== undefined) frame.ship = ship;
  if (ship === undefined || anyOrdersOutOfTurn(s)) frame.none = true; // no ship to command, or an infection met by a crew already commanded out of turn
  // the attempt ends; the infection's frame waits under it, so that it comes before the turn goes on
  let at = -1;
  for (let i = s.flow.length - 1; i >= 0 && at < 0; i--) if ((s.flow[i] as Frame).kind === 'attempt') at = i;
  if (at >= 0) (s.flow[at] as Frame).stopped = true;
  s.flow.splice(at >= 0 ? at : s.flow.indexOf(f), 0, frame);
}

export default declareCard(ALIEN_PARASITES, {
  text: "Unless the Away Team's INTEGRITY is over 32, it is infected: the attempt ends, the team goes back aboard their ship there, and the opponent may command that ship and everyone aboard (moving, beaming, attempting, battling) until they are stopped or he is done; then they are the owner's again, the infected team is stopped and the turn goes on. The dilemma goes back under the mission.",
  frames: { alienParasites: infection as unknown as FrameHandler },
  dilemma: { resolve },
});
