/**
 * The Alternate Universe Door and the [AU] icon in constructed games (issue 24, item 3; docs/RULINGS.md,
 * "Constructed: artifacts and doorways"): before the missions each player may open one Alternate
 * Universe Door face up on the table, the only way a door reaches it; a card with the [AU] icon is
 * seeded, played or reported only while its owner's door is open, and one already in play stays and
 * works. The intro game has no doorway step and ignores the icon (its premiums carry it). Positions
 * are made from constructed games stepped through their seed phase, cards moved into place.
 */
import { describe, expect, it } from 'vitest';
import { CONSTRUCTED_RULES, createEngine, explain, facts, INTRO_RULES, seat, setupOrder, view } from '../../src/index.ts';
import type { CardId, GameState, Option } from '../../src/index.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { playOptions, whyNotPlayable } from '../../src/rules/play.ts';
import { attemptingTeam } from '../../src/rules/dilemmas.ts';
import { auDoorOpen, hasAuIcon, openDoors, whyAuBlocked } from '../../src/rules/doorways.ts';
import { seedCandidates } from '../../src/rules/seeding.ts';
import { atMain, choose, FED, FED_MISSIONS, KLI, KLI_MISSIONS, newGame, personnel, put, stepUntil } from './constructed-setup.ts';

const DOOR = 'alternate-universe-door';
const ids = (s: GameState) => (s.pending?.options ?? []).map((o) => o.id);

/**
 * A constructed game at its first decision; player-1 plays Federation, player-2 Klingon (personnel
 * only), each with these seed cards. Unchecked (constructed-setup.ts's newGame): an engine refuses
 * decks with cards it cannot play yet (the door's and the artifacts' texts), and these rules hold
 * whatever the texts do.
 */
function game(seeds1: string[], seeds2: string[], seed = 11): GameState {
  return newGame(seed, FED(['federation-outpost', ...seeds1], FED_MISSIONS, { ships: false }), KLI(['klingon-outpost', ...seeds2], KLI_MISSIONS, { ships: false }), { unchecked: true });
}

describe('the format field', () => {
  it('the intro game has no doorways; constructed opens the Alternate Universe Door', () => {
    expect(INTRO_RULES.doorways).toBe('none');
    expect(CONSTRUCTED_RULES.doorways).toBe('alternateUniverseDoor');
  });
});

describe('the doorway step (seed phase, before the missions)', () => {
  it('a player with an Alternate Universe Door among the seed cards is asked first; opened, it lies face up on the table, seen by both', () => {
    const s = game([DOOR], []);
    expect(s.pending?.kind).toBe('seedDoorway');
    expect(s.pending?.player).toBe('player-1');
    const door = s.pending?.options[0]?.card as CardId;
    expect(ids(s)).toEqual([`doorway:${door}`, 'done']);
    expect(s.pending?.options[0]?.act).toEqual({ type: 'doorway', card: door });
    expect(s.spaceline).toEqual([]);
    choose(s, `doorway:${door}`);
    expect(card(s, door).at).toEqual({ z: 'table' });
    expect(openDoors(s, 'player-1')).toEqual([door]);
    expect(auDoorOpen(s, 'player-1')).toBe(true);
    expect(auDoorOpen(s, 'player-2')).toBe(false);
    // player-2 has no door: not asked; the missions follow
    expect(s.pending?.kind).toBe('placeMission');
    expect(s.log.some((e) => e.type === 'doorwayOpened' && e.data?.card === door)).toBe(true);
    for (const viewer of ['player-1', 'player-2', 'spectator'] as const) {
      expect(view(s, viewer).players['player-1']?.table.map((c) => c.id)).toEqual([door]);
    }
  });

  it('both players with a door are asked in the seeding order; one may decline, and the declined door stays with the unseeded cards', () => {
    const s = game([DOOR], [DOOR], 5);
    const [first, second] = setupOrder(s);
    expect(s.pending?.player).toBe(first);
    choose(s, 'done');
    expect(s.log.some((e) => e.type === 'doorwayDeclined' && e.data?.player === first)).toBe(true);
    expect(s.pending?.kind).toBe('seedDoorway');
    expect(s.pending?.player).toBe(second);
    choose(s, (s.pending?.options[0] as Option).id);
    expect(auDoorOpen(s, first as string)).toBe(false);
    expect(auDoorOpen(s, second as string)).toBe(true);
    const declined = Object.values(s.cards).find((c) => c.def === DOOR && c.owner === first);
    expect(declined?.at).toEqual({ z: 'seedPile' });
    expect(s.pending?.kind).toBe('placeMission');
  });

  it('boundary: one door only is opened, even with two among the seed cards; a door in hand is not played onto the table', () => {
    const s = game([DOOR, DOOR], []);
    choose(s, (s.pending?.options[0] as Option).id);
    expect(openDoors(s, 'player-1')).toHaveLength(1);
    expect(s.pending?.kind).toBe('placeMission');
    stepUntil(s, atMain('player-1'));
    expect(openDoors(s, 'player-1')).toHaveLength(1);
    const inHand = put(s, 'player-1', DOOR, { z: 'hand' });
    expect(playOptions(s, 'player-1').some((o) => o.card === inHand)).toBe(false);
    expect(whyNotPlayable(s, 'player-1', inHand)).toBe('doorway cards are not played from hand');
  });

  it('no door in either deck: no doorway decision; the intro game has no doorway step', () => {
    const s = game([], []);
    expect(s.pending?.kind).toBe('placeMission');
    const intro = createEngine({ format: 'intro' }).createGame({ seed: 3 }).state;
    expect(intro.flow.some((f) => f.kind === 'setup' && f.step === 'doorway')).toBe(false);
    expect(intro.log.some((e) => e.type.startsWith('doorway'))).toBe(false);
  });
});

describe('the [AU] icon gate', () => {
  it('which cards carry the icon: AU personnel, the premiums, Devidian Door, AU artifacts; not the Alternate Universe Door itself', () => {
    expect(hasAuIcon('lt-jg-picard')).toBe(true);
    expect(hasAuIcon('commander-data')).toBe(true);
    expect(hasAuIcon('devidian-door')).toBe(true);
    expect(hasAuIcon('ophidian-cane')).toBe(true);
    expect(hasAuIcon(DOOR)).toBe(false);
    expect(hasAuIcon('spock')).toBe(false);
    expect(hasAuIcon('tox-uthat')).toBe(false);
  });

  it('door closed: an [AU] personnel in hand is not offered and the reason is given; a card without the icon is', () => {
    const s = game([], []);
    stepUntil(s, atMain('player-1'));
    const picard = put(s, 'player-1', 'lt-jg-picard', { z: 'hand' });
    const plain = put(s, 'player-1', personnel('federation')[0] as string, { z: 'hand' });
    const offered = playOptions(s, 'player-1').map((o) => card(s, o.card as CardId).def);
    expect(offered).not.toContain('lt-jg-picard');
    expect(offered).toContain(card(s, plain).def);
    const why = `${facts('lt-jg-picard').name} has the Alternate Universe icon: it may be seeded, played or reported only while you have an open Alternate Universe Door on the table`;
    expect(whyAuBlocked(s, 'player-1', picard)).toBe(why);
    expect(whyNotPlayable(s, 'player-1', picard)).toBe(why);
    expect(explain(s, 'player-1', picard)).toEqual([why]);
    // on the opponent's turn, the gate is named beside the turn's reason
    s.turn.active = 'player-2';
    expect(explain(s, 'player-1', picard)).toEqual(['Cards other than interrupts are played only on your own turn', why]);
    s.turn.active = 'player-1';
    // the premiums carry the icon: under constructed rules it applies to them
    const data = put(s, 'player-1', 'commander-data', { z: 'hand' });
    expect(whyAuBlocked(s, 'player-1', data)).toMatch(/Alternate Universe icon/);
    expect(whyAuBlocked(s, 'player-1', put(s, 'player-1', 'spock', { z: 'hand' }))).toBeNull();
  });

  it('door open: the same [AU] personnel is offered; the opponent\'s door opens nothing for this player', () => {
    const s = game([], [DOOR]);
    choose(s, (s.pending?.options[0] as Option).id); // player-2 opens its door
    expect(auDoorOpen(s, 'player-2')).toBe(true);
    stepUntil(s, atMain('player-1'));
    const picard = put(s, 'player-1', 'lt-jg-picard', { z: 'hand' });
    expect(whyAuBlocked(s, 'player-1', picard)).not.toBeNull();
    const mine = put(s, 'player-1', DOOR, { z: 'table' });
    expect(auDoorOpen(s, 'player-1')).toBe(true);
    expect(whyAuBlocked(s, 'player-1', picard)).toBeNull();
    expect(playOptions(s, 'player-1').some((o) => o.card === picard)).toBe(true);
    // boundary: the door leaves the table (closed or gone), and the gate shuts again
    moveTo(s, mine, { z: 'discard' });
    expect(playOptions(s, 'player-1').some((o) => o.card === picard)).toBe(false);
  });

  it('an [AU] card already in play stays and works while the door is closed', () => {
    const s = game([], []);
    stepUntil(s, atMain('player-1'));
    const at = s.spaceline.find((l) => card(s, l).def === 'avert-danger') as CardId;
    const picard = put(s, 'player-1', 'lt-jg-picard', { z: 'planet', loc: at });
    expect(auDoorOpen(s, 'player-1')).toBe(false);
    expect(attemptingTeam(s, 'player-1', at)).toContain(picard);
    expect(card(s, picard).at).toEqual({ z: 'planet', loc: at });
  });

  it('seeding: an [AU] artifact or Devidian-icon card is no seed candidate while the door is closed, and is once it is open', () => {
    const closed = game([], ['ophidian-cane']);
    stepUntil(closed, (s) => s.pending?.kind === 'seedDilemma' && s.pending.player === 'player-2');
    expect(seedCandidates(closed, 'player-2').map((id) => card(closed, id).def)).not.toContain('ophidian-cane');
    const open = game([], [DOOR, 'ophidian-cane']);
    choose(open, (open.pending?.options[0] as Option).id);
    stepUntil(open, (s) => s.pending?.kind === 'seedDilemma' && s.pending.player === 'player-2');
    expect(open.pending?.options.some((o) => o.card !== undefined && card(open, o.card).def === 'ophidian-cane')).toBe(true);
  });

  it('the intro game ignores the icon: its premiums report without a door', () => {
    const s = createEngine({ format: 'intro' }).createGame({ seed: 3, withPremiums: true }).state;
    const data = Object.values(s.cards).find((c) => c.def === 'commander-data');
    expect(data).toBeDefined();
    expect(whyAuBlocked(s, data?.owner as string, data?.id as CardId)).toBeNull();
    expect(seat(s, data?.owner as string)).toBeDefined();
  });
});
