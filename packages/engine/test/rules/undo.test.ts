/**
 * Undo against a bot (issue 22, item 8): a player takes back their own most recent actions, up to
 * (not past) the last one that brought something new to light (a card drawn, a dilemma revealed,
 * a random selection) or the last action of the other seat (a response or a "no response" alike).
 * The game is then exactly as it stood before them, and the record keeps the undo: it replays to
 * the same final state.
 */
import { describe, expect, it } from 'vitest';
import { Game, UndoError, replay, stateHash } from '../../src/index.ts';
import type { GameRecord, Option } from '../../src/index.ts';

/**
 * Seed 3, played by a fixed policy: in a main decision, attempt a mission, else play a card, else
 * beam or move (each once), else end the turn; elsewhere the first option. Its course (checked
 * below): action 25 (klingon's outpost) shuffles the decks; 31 is klingon's attempt, which reveals
 * a dilemma; 33 is klingon's end of turn, which draws; 95-100 are federation's beam and five picks
 * (the last pick carries the beam out), with klingon's "no response" at 101.
 */
function choose(g: Game, done: Set<string>): Option {
  const p = g.state.pending!;
  if (p.kind !== 'main') return p.options[0]!;
  const o =
    p.options.find((x) => x.act.type === 'attempt') ??
    p.options.find((x) => x.act.type === 'play') ??
    p.options.find((x) => x.act.type === 'beam' && !done.has(x.id)) ??
    p.options.find((x) => x.act.type === 'move' && !done.has(x.id)) ??
    p.options[p.options.length - 1]!;
  done.add(o.id);
  return o;
}

/** Plays seed 3 until `n` actions are in its record; returns the game and the state hash after each action count. */
function playTo(n: number): { g: Game; hashes: string[]; done: Set<string> } {
  const g = Game.create({ seed: 3 });
  const done = new Set<string>();
  const hashes = [stateHash(g.state)];
  while (g.record.actions.length < n) {
    const o = choose(g, done);
    g.act({ decision: g.state.pending!.id, option: o.id });
    hashes.push(stateHash(g.state));
  }
  return { g, hashes, done };
}

function refused(g: Game, player: string, count: number | undefined, message: RegExp): void {
  const before = stateHash(g.state);
  const record = JSON.stringify(g.record);
  expect(() => g.undo(player, count)).toThrow(UndoError);
  expect(() => g.undo(player, count)).toThrow(message);
  expect(stateHash(g.state)).toBe(before);
  expect(JSON.stringify(g.record)).toBe(record);
}

describe('undo: taking back one\'s own actions', () => {
  it('takes back the player\'s own picks of a beam: the game is byte for byte as before them', () => {
    const { g, hashes } = playTo(98); // federation's beam (95) and three picks (96-98)
    expect(g.record.actions[94]!.option).toMatch(/^beam:/);
    expect(g.state.pending?.player).toBe('federation');
    expect(g.undoLimit('federation')).toEqual({ count: 4, reason: 'klingon has acted since, and its answers stand' });
    g.undo('federation', 2);
    expect(g.record.actions).toHaveLength(96);
    expect(stateHash(g.state)).toBe(hashes[96]);
    expect(g.undoLimit('federation').count).toBe(2);
    // one at a time by default
    g.undo('federation');
    expect(stateHash(g.state)).toBe(hashes[95]);
    expect(g.record.undos).toEqual([
      [96, 'federation', [expect.objectContaining({ option: expect.stringMatching(/^pick:/) }), expect.objectContaining({ option: expect.stringMatching(/^pick:/) })]],
      [95, 'federation', [expect.objectContaining({ option: expect.stringMatching(/^pick:/) })]],
    ]);
  });

  it('may go back exactly to the last action of the other seat, not one further: the order is offered again', () => {
    const { g, hashes } = playTo(100); // the beam and all five picks: the beam is carried out, klingon to answer
    expect(g.state.pending?.player).toBe('klingon');
    const beam = g.record.actions[94]!;
    expect(g.undoLimit('federation').count).toBe(6);
    refused(g, 'federation', 7, /only 6 actions may be taken back: before them, klingon has acted since/);
    g.undo('federation', 6);
    expect(stateHash(g.state)).toBe(hashes[94]);
    expect(g.state.pending?.player).toBe('federation');
    expect(g.state.pending?.options.map((o) => o.id)).toContain(beam.option);
    expect(g.undoLimit('federation')).toEqual({ count: 0, reason: 'klingon has acted since, and its answers stand' });
    refused(g, 'federation', 1, /nothing to take back: klingon has acted since/);
  });

  it('never takes back an answer of the other seat: not its response, not its "no response"', () => {
    const { g } = playTo(101); // klingon's "no response" to the beam
    expect(g.record.actions[100]!.option).toBe('pass');
    expect(g.undoLimit('federation')).toEqual({ count: 0, reason: 'klingon has acted since, and its answers stand' });
    refused(g, 'federation', 1, /nothing to take back: klingon has acted since, and its answers stand/);
    // an answer given automatically for a player is no choice of theirs to take back
    refused(g, 'klingon', 1, /nothing to take back: it was answered for you automatically/);
    const { g: answered } = playTo(92); // klingon plays an interrupt in answer to federation's ship
    expect(answered.record.actions[91]!.option).toMatch(/^int:klingon:/);
    refused(answered, 'federation', 1, /nothing to take back: klingon has acted since/);
  });

  it('cannot take back past a card drawn, a dilemma revealed or a random selection', () => {
    const drawn = playTo(33).g; // klingon ends its turn: a card is drawn
    expect(drawn.record.actions[32]!.option).toBe('end');
    expect(drawn.undoLimit('klingon')).toEqual({ count: 0, reason: 'a card was drawn' });
    refused(drawn, 'klingon', 1, /nothing to take back: a card was drawn/);

    const dilemma = playTo(31).g; // klingon attempts a mission: a dilemma is revealed
    expect(dilemma.record.actions[30]!.option).toMatch(/^attempt:/);
    expect(dilemma.undoLimit('klingon')).toEqual({ count: 0, reason: 'a dilemma was revealed' });
    refused(dilemma, 'klingon', 1, /nothing to take back: a dilemma was revealed/);

    const shuffled = playTo(25).g; // the last outpost: the draw decks are shuffled
    expect(shuffled.record.actions[24]!.option).toMatch(/^outpost@/);
    expect(shuffled.undoLimit('klingon')).toEqual({ count: 0, reason: 'a random selection was made' });
    refused(shuffled, 'klingon', 1, /nothing to take back: a random selection was made/);
    // the card played after the shuffle may be taken back, the shuffle not
    const played = playTo(26).g;
    expect(played.undoLimit('klingon')).toEqual({ count: 1, reason: 'a random selection was made' });
    refused(played, 'klingon', 2, /only 1 action may be taken back: before it, a random selection was made/);
  });

  it('refuses with nothing to take back, a count that is no whole number from 1, and a finished game', () => {
    const g = Game.create({ seed: 3 });
    const first = g.state.pending!.player;
    expect(g.undoLimit(first)).toEqual({ count: 0, reason: 'no action has been taken yet' });
    refused(g, first, 1, /nothing to take back: no action has been taken yet/);
    const { g: mid } = playTo(98);
    refused(mid, 'federation', 0, /a whole number from 1, not 0/);
    refused(mid, 'federation', 1.5, /a whole number from 1, not 1.5/);
    mid.concede('klingon');
    expect(mid.undoLimit('federation')).toEqual({ count: 0, reason: 'the game is over' });
    refused(mid, 'federation', 1, /nothing to take back: the game is over/);
  });

  it('a record with undos, some across a stored hash, replays to the same final state', () => {
    const { g, done } = playTo(100); // the beam and its picks (95-100): the hash at 100 goes back with them
    expect(g.record.hashes.map(([n]) => n)).toEqual([25, 50, 75, 100]);
    g.undo('federation', 6);
    expect(g.record.hashes.map(([n]) => n)).toEqual([25, 50, 75]);
    let again = 0;
    for (let i = 0; i < 80 && !g.state.result; i++) {
      const o = choose(g, done);
      g.act({ decision: g.state.pending!.id, option: o.id });
      const p = g.state.pending?.player;
      if (p && i > 10 && again < 2 && g.undoLimit(p).count > 0) {
        g.undo(p);
        again += 1;
      }
    }
    expect(again).toBe(2);
    g.concede('federation');
    const rec = JSON.parse(JSON.stringify(g.finish())) as GameRecord;
    expect(rec.undos).toHaveLength(3);
    expect(rec.undos?.[0]).toEqual([94, 'federation', expect.any(Array)]);
    expect(rec.hashes.some(([n]) => n === 100)).toBe(true);
    expect(stateHash(replay(rec))).toBe(stateHash(g.state));
    // the undos are the record's: a malformed list is refused
    expect(() => replay({ ...rec, undos: [[1, 'klingon']] } as unknown as GameRecord)).toThrow(/undos must be a list/);
  });

  it('a record without undos is unchanged', () => {
    const { g } = playTo(40);
    expect(g.record).not.toHaveProperty('undos');
  });
});
