/**
 * Closing doorways (issue 24, item 7; docs/RULINGS.md, "Constructed: closing doors"): a face-up
 * Revolving Door on a doorway closes it; while it is closed its owner's [AU] cards are not played
 * (cards already through stay); it is open again when the Revolving Door is turned face down at the
 * start of a turn, or leaves the table. A Shield doorway is never closed. Set up as constructed positions.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { moveTo } from '../../src/rules/board.ts';
import { isClosed, isRevolved } from '../../src/rules/door-closing.ts';
import { auDoorOpen, whyAuBlocked } from '../../src/rules/doorways.ts';
import { playOptions } from '../../src/rules/play.ts';
import { setupTest } from '../harness.ts';

const SPACELINE = ['Avert Danger', 'Gault', 'Reported Activity', 'Investigate Rogue Comet'];
/** player-1 (Federation) has an open Alternate Universe Door; player-2 (Klingon, to play) holds a Revolving Door. */
function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): PositionSpec {
  return {
    format: 'constructed',
    spaceline: SPACELINE,
    'player-1': {
      missions: ['Reported Activity', 'Investigate Rogue Comet'],
      outposts: [{ card: 'Federation Outpost', at: 'Reported Activity', crew: ['lt-jg-picard'] }],
      table: ['Alternate Universe Door'],
      hand: ['Jack Crusher', 'Calloway', 'Tricorder'],
      ...p1,
    },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], hand: ['Revolving Door'], ...p2 },
  } as PositionSpec;
}
const playable = (h: ReturnType<typeof setupTest>, p: string) => playOptions(h.s, p).map((o) => h.s.cards[o.card as string]?.def);

/** player-2 plays the Revolving Door on player-1's door; the response passes. */
function close(h: ReturnType<typeof setupTest>): void {
  h.choose("Play Revolving Door on player-1's Alternate Universe Door", 'player-2');
  h.passResponses();
}

describe('closing a doorway', () => {
  it('a face-up Revolving Door closes the door: its owner\'s [AU] cards are no longer offered, and why says the door is closed', () => {
    const h = setupTest(position());
    const door = h.card('Alternate Universe Door', 'player-1');
    expect(auDoorOpen(h.s, 'player-1')).toBe(true);
    expect(playable(h, 'player-1')).toContain('jack-crusher');
    close(h);
    expect(h.where(h.card('Revolving Door'))).toEqual({ z: 'table' });
    expect(isClosed(h.s, door)).toBe(true);
    expect(auDoorOpen(h.s, 'player-1')).toBe(false);
    expect(whyAuBlocked(h.s, 'player-1', h.card('Jack Crusher'))).toMatch(/Alternate Universe icon.*\(yours is closed\)/);
    // negative: a card without the icon still plays
    expect(playable(h, 'player-1')).not.toContain('jack-crusher');
    expect(playable(h, 'player-1')).toContain('calloway');
    expect(h.log().some((l) => l.includes('the door is closed'))).toBe(true);
    h.finish();
  });

  it('boundary: an [AU] card already through the door stays where it is and works while the door is closed', () => {
    const h = setupTest(position());
    const picard = h.card('lt-jg-picard');
    const before = h.where(picard);
    close(h);
    expect(h.where(picard)).toEqual(before);
    expect(facts('lt-jg-picard').type).toBe('personnel');
    h.finish();
  });

  it('revolved face down at the start of a turn the door is open again; revolved once more it is closed again', () => {
    const h = setupTest(position());
    const door = h.card('Alternate Universe Door', 'player-1');
    const rd = h.card('Revolving Door');
    close(h);
    h.choose('end', 'player-2');
    // player-1's turn: asked first, with one option per non-personnel card and "leave it"
    expect(h.s.pending?.kind).toBe('revolveDoor');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.labels()).toEqual(["Discard Tricorder to revolve player-2's Revolving Door", "Leave player-2's Revolving Door as it is"]);
    h.choose('Discard Tricorder');
    expect(h.where(h.card('Tricorder', 'player-1'))).toEqual({ z: 'discard' });
    expect(isRevolved(h.s, rd)).toBe(true);
    expect(isClosed(h.s, door)).toBe(false);
    expect(playable(h, 'player-1')).toContain('jack-crusher');
    h.finish();
  });

  it('negative: a player holding only personnel is not asked; the door stays closed', () => {
    const h = setupTest(position({ hand: ['Jack Crusher', 'Calloway'] }));
    close(h);
    h.choose('end', 'player-2');
    expect(h.s.pending?.kind).toBe('main');
    expect(h.s.pending?.player).toBe('player-1');
    expect(isClosed(h.s, h.card('Alternate Universe Door', 'player-1'))).toBe(true);
    h.finish();
  });

  it('boundary: the Revolving Door leaving the table opens the door; leaving it as it is keeps it closed', () => {
    const h = setupTest(position());
    const door = h.card('Alternate Universe Door', 'player-1');
    close(h);
    h.choose('end', 'player-2');
    h.choose('Leave', 'player-1');
    expect(isClosed(h.s, door)).toBe(true);
    moveTo(h.s, h.card('Revolving Door'), { z: 'discard' });
    expect(isClosed(h.s, door)).toBe(false);
    expect(auDoorOpen(h.s, 'player-1')).toBe(true);
  });

  it('a doorway with the Shield icon (the Devidian Door) is never a target and never closed', () => {
    const h = setupTest(position({ table: ['Alternate Universe Door', 'Devidian Door'] }));
    const targets = h.labels().filter((l) => l.startsWith('Play Revolving Door'));
    expect(targets).toContain("Play Revolving Door on player-1's Alternate Universe Door, closing it");
    expect(targets.some((l) => l.includes('Devidian'))).toBe(false);
    expect(isClosed(h.s, h.card('Devidian Door'))).toBe(false);
    h.finish();
  });
});
