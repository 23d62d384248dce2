/**
 * Encountering a dilemma, and the primitives dilemmas are built from: stop the Away Team, kill
 * by random selection, kill or discard by a player's choice, relocate. A dilemma is revealed to
 * both players when encountered. A dilemma whose card has no behaviour yet does nothing and
 * says so in the log; so does one met where it does not belong (a space dilemma in a planet
 * attempt, a planet dilemma in a space attempt), where the format says so (GameRules.attempts).
 * The team that meets it is the Away Team on the planet, or in a space attempt the crew aboard
 * the ship or outpost it is attempted from (DilemmaFrame.from).
 */
import { nullifiedByInPlay } from './table-nullify.ts';
import { deathShield } from './death-shields.ts';
import { behaviour } from '../cards/registry.ts';
import type { DilemmaFrame } from '../cards/registry.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import { nextInt } from '../core/rng.ts';
import type { CardId, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { card, def, locationOf, moveTo, name, personnelAboard, personnelOnPlanet, typeOf } from './board.ts';
import { rulesOf } from '../formats/rules.ts';
import { scorePoints } from './endgame.ts';
import { pickAct } from '../core/acts.ts';
import { happened } from '../core/happenings.ts';
import { about } from '../core/before.ts';
import { isArtifact, passOverArtifact } from './artifacts.ts';
import { passOverSeededPersonnel } from './seed-holders.ts';
import { nullifierPresent } from './nullify.ts';
import { isDisabled } from './crew-afflictions.ts';
import { meetingDiscards } from './staff-meeting.ts';
import { phasedOnPlanet } from './phased.ts';
import { heldVictims, holdRandomDeath, randomDeathsHeld } from './random-deaths.ts';
import { stasisAt } from './mission-text.ts';
import { receptacleEchoes } from './receptacle-stones.ts';

/** The encountering player's Away Team at a planet: their unstopped personnel there. */
export function awayTeam(s: GameState, p: PlayerId, loc: LocationId): CardId[] {
  const stasis = stasisAt(s, loc); // Qualor II Rendezvous (rules/mission-text.ts)
  return personnelOnPlanet(s, loc, p).filter((id) => !card(s, id).stopped && !isDisabled(s, id) && !phasedOnPlanet(s, id) && !(stasis && stasis(s, id))); // a disabled or phased one is left out (rules/disabled.ts, rules/phased.ts)
}

/**
 * The team attempting a mission (and meeting its dilemmas): the player's Away Team on the planet,
 * or, given the ship or outpost a space attempt is made from, the player's unstopped personnel
 * aboard it while it is at the location.
 */
export function attemptingTeam(s: GameState, p: PlayerId, loc: LocationId, from?: CardId): CardId[] {
  if (from === undefined) return awayTeam(s, p, loc);
  const host = s.cards[from];
  if (!host || (host.ctrl ?? host.owner) !== p || (host.at.z !== 'inSpace' && host.at.z !== 'outpost') || locationOf(s, from) !== loc) return [];
  return personnelAboard(s, from).filter((id) => !card(s, id).stopped && !isDisabled(s, id)); // a disabled one is left out (rules/crew-afflictions.ts)
}

/** How the log names the team: the Away Team, or the crew of the ship or outpost a space attempt is made from. */
export function teamLabel(s: GameState, from?: CardId): string {
  return from === undefined ? 'Away Team' : `crew of ${name(s, from)}`;
}

/**
 * Why a dilemma met in this attempt does nothing and is discarded because it does not belong where
 * it is met (a space dilemma in a planet attempt, a planet dilemma in a space attempt), or null:
 * it belongs there (a dual dilemma belongs to both), or the format resolves it wherever it is met.
 */
export function wrongWhere(s: GameState, dilemma: CardId, from?: CardId): string | null {
  if (rulesOf(s).attempts.wrongWhere !== 'discard') return null;
  const d = def(s, dilemma);
  if (d.type !== 'dilemma' || d.dilemmaType === 'dual') return null;
  const attempt = from === undefined ? 'planet' : 'space';
  if (d.dilemmaType === attempt) return null;
  return `${d.name} is a ${d.dilemmaType} dilemma met in a ${attempt} attempt: it is discarded with no effect`;
}

/** Kills a personnel, unless a card prevents it before (or changes who dies). */
export function kill(s: GameState, id: CardId, why: string): void {
  const shielded = deathShield(s, id); // a Genetronic Replicator (rules/death-shields.ts)
  if (shielded !== null) return void emit(s, 'prevented', shielded, { type: 'personnelKilled', card: id });
  const h = about(s, { type: 'personnelKilled', card: id, why });
  if (!h) return;
  moveTo(s, h.card, { z: 'discard' });
  emit(s, 'personnelKilled', `${name(s, h.card)} is killed (${h.why})`, { card: h.card, why: h.why });
  happened(s, h);
}

/** Discards a personnel without killing it (a resignation), unless a card prevents it before. */
export function discardPersonnel(s: GameState, id: CardId, why: string): void {
  const h = about(s, { type: 'personnelDiscarded', card: id, why });
  if (!h) return;
  moveTo(s, h.card, { z: 'discard' });
  emit(s, 'personnelDiscarded', `${name(s, h.card)} is discarded (${h.why})`, { card: h.card, why: h.why });
  happened(s, h);
}

/** Random selection through the game PRNG. */
export function randomFrom(s: GameState, pool: readonly CardId[]): CardId | undefined {
  if (pool.length === 0) return undefined;
  return pool[nextInt(s.rng, pool.length)];
}

/**
 * Kills one of the pool picked at random. Where the format opens a response point before a random
 * death (rules/random-deaths.ts: Security Sacrifice, Wolf), the death waits for it in a frame of its
 * own, and one already picked and waiting is not picked again.
 */
export function killRandom(s: GameState, pool: readonly CardId[], why: string): CardId | undefined {
  if (!randomDeathsHeld(s)) {
    const v = randomFrom(s, pool);
    if (v) kill(s, v, `${why}, chosen at random`);
    return v;
  }
  const held = heldVictims(s);
  const v = randomFrom(s, held.length ? pool.filter((id) => !held.includes(id)) : pool);
  if (v) holdRandomDeath(s, v, `${why}, chosen at random`);
  return v;
}

export interface SelectFrame extends Frame {
  kind: 'select';
  chooser: PlayerId;
  pool: CardId[];
  action: 'kill' | 'discard';
  why: string;
}

/** A player chooses one card of the pool, which is killed or discarded. */
export function selectVictim(s: GameState, chooser: PlayerId, pool: CardId[], action: 'kill' | 'discard', why: string): void {
  if (pool.length === 0) return;
  const f: SelectFrame = { kind: 'select', chooser, pool: [...pool], action, why };
  push(s, f);
}

defineFrame<SelectFrame>('select', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const pool = f.pool.filter((id) => card(s, id).at.z === 'planet' || card(s, id).at.z === 'aboard');
    if (pool.length === 0) {
      pop(s, f);
      return;
    }
    if (pool.length === 1) {
      pop(s, f);
      const only = pool[0] as CardId;
      if (f.action === 'kill') kill(s, only, f.why);
      else discardPersonnel(s, only, f.why);
      return;
    }
    return {
      player: f.chooser,
      kind: f.action === 'kill' ? 'chooseKill' : 'chooseDiscard',
      prompt: `${f.why}: choose who is ${f.action === 'kill' ? 'killed' : 'discarded'}`,
      options: pool.map((id) => ({ id: `victim:${id}`, label: name(s, id), card: id, group: 'victim', act: pickAct(id) })),
    };
  },
  choose(s, f, o) {
    pop(s, f);
    if (f.action === 'kill') kill(s, o.card as CardId, `${f.why}, chosen by ${f.chooser}`);
    else discardPersonnel(s, o.card as CardId, `${f.why}, chosen by ${f.chooser}`);
  },
});

/**
 * Starts the encounter of a face-down dilemma by a player's Away Team (or, `from` given, the crew
 * aboard that ship or outpost). An artifact met so is not resolved: it goes to the bottom of the stack
 * and the attempt goes on (rules/artifacts.ts).
 */
export function encounter(s: GameState, p: PlayerId, dilemma: CardId, loc: LocationId, from?: CardId): void {
  if (isArtifact(s, dilemma)) return passOverArtifact(s, p, dilemma, loc); // not resolved: the attempt goes on
  if (typeOf(s, dilemma) === 'personnel') return passOverSeededPersonnel(s, p, dilemma, loc); // seeded with a Cryosatellite: likewise
  const c = card(s, dilemma);
  c.revealed = true;
  emit(s, 'dilemmaRevealed', `${p}'s ${teamLabel(s, from)} encounters ${name(s, dilemma)} at ${name(s, loc)}`, { player: p, card: dilemma, loc });
  const f: DilemmaFrame = { kind: 'dilemma', dilemma, loc, player: p, step: 0 };
  if (from !== undefined) f.from = from;
  // a card with the team that nullifies it (rules/nullify.ts): it is discarded with no effect
  const by = wrongWhere(s, dilemma, from) ? undefined : (nullifierPresent(s, c.def, attemptingTeam(s, p, loc, from)) ?? nullifiedByInPlay(s, c.def)); // or in play anywhere (rules/table-nullify.ts)
  if (by !== undefined) {
    emit(s, 'dilemmaNullified', `${name(s, by)} nullifies ${name(s, dilemma)}: it is discarded with no effect`, { card: dilemma, by });
    f.dispose = 'discard';
  } else if (meetingDiscards(s, dilemma, from)) f.dispose = 'discard'; // a Senior Staff Meeting on the ship (rules/staff-meeting.ts)
  push(s, f);
  // after the frame is in place: a response point this opens (constructed: Howard Heirloom Candle) comes before it resolves
  happened(s, { type: 'dilemmaEncountered', player: p, dilemma, loc });
}

defineFrame<DilemmaFrame>('dilemma', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const wrong = f.dispose ? null : wrongWhere(s, f.dilemma, f.from);
    if (wrong) {
      emit(s, 'dilemmaNoEffect', wrong, { card: f.dilemma });
      f.dispose = 'discard';
    } else if (!f.dispose) {
      const b = behaviour(card(s, f.dilemma).def)?.dilemma;
      if (!b) {
        emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} has no behaviour in this engine yet and does nothing`, { card: f.dilemma });
        f.dispose = 'discard';
      } else {
        const depth = s.flow.length;
        b.resolve(s, f);
        if (!f.dispose || s.flow.length !== depth) return; // waiting on pushed frames
      }
    }
    pop(s, f);
    if (f.echo) {
      // a second application (Receptacle Stones): the card stays where the first one left it; only its crew is stopped
      if (f.stop) stopTeamAfterDilemma(s, f.player, f.loc, f.dilemma, f.from, true);
      return;
    }
    const c = card(s, f.dilemma);
    if (f.dispose === 'discard') moveTo(s, f.dilemma, { z: 'discard' });
    else if (f.dispose === 'bonus') {
      moveTo(s, f.dilemma, { z: 'bonus', player: f.player });
      c.revealed = true;
      const d = def(s, f.dilemma);
      const pts = d.type === 'dilemma' ? (d.bonusPoints ?? 0) : 0;
      scorePoints(s, f.player, pts, `overcame ${name(s, f.dilemma)}`);
    } else if (f.dispose === 'return') {
      emit(s, 'dilemmaRemains', `${name(s, f.dilemma)} stays under ${name(s, f.loc)}`, { card: f.dilemma, loc: f.loc });
    }
    if (f.stop) stopTeamAfterDilemma(s, f.player, f.loc, f.dilemma, f.from);
    receptacleEchoes(s, f); // the same dilemma for the crew of a ship Receptacle Stones were played on (rules/receptacle-stones.ts)
  },
});

/** Stops the team that met the dilemma; a crew stopped in a space attempt stops the ship (or outpost) it attempted from. */
function stopTeamAfterDilemma(s: GameState, p: PlayerId, loc: LocationId, dilemma: CardId, from?: CardId, echo = false): void {
  const team = attemptingTeam(s, p, loc, from);
  for (const id of team) card(s, id).stopped = true;
  const host = from === undefined ? undefined : s.cards[from];
  if (host && (host.at.z === 'inSpace' || host.at.z === 'outpost')) host.stopped = true;
  emit(s, 'awayTeamStopped', `${p}'s ${teamLabel(s, from)} at ${name(s, loc)} is stopped by ${name(s, dilemma)}`, { player: p, loc, cards: team });
  happened(s, { type: 'awayTeamStopped', player: p, loc, team: [...team] });
  if (echo) return; // a crew met it by Receptacle Stones: the attempt under way is not theirs
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const fr = s.flow[i] as Frame;
    if (fr.kind === 'attempt') {
      fr.stopped = true;
      break;
    }
  }
}

