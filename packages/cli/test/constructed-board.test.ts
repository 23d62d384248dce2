/**
 * What the terminal shows of a constructed game (issue 24): every facility at a location (several
 * of one player's, of several affiliations), how many cards are seeded under each mission (the
 * viewer's own by name, the opponent's face down), the cards on each table, each out-of-play pile,
 * cloaked ships, and the seats named Player 1 and Player 2. The table is a position: a constructed
 * game past its seed phase with cards moved into place (constructed-position.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cloneState, Game, view } from '@stccg/engine';
import type { GameState, PlayerView } from '@stccg/engine';
import { moveTo } from '@stccg/engine/rules/board.ts';
import { setCloaked } from '@stccg/engine/rules/cloaking.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runReplay } from '../src/replay.ts';
import { findVisible, playDecks, playGame, readableText, renderBoard, seatName } from '../src/play.ts';
import { constructedTable } from './constructed-position.ts';
import { put } from '../../engine/test/formats/constructed-setup.ts';
import { scratchDir, removeScratch } from './scratch.ts';

afterAll(removeScratch);

const ROOT = join(import.meta.dirname, '..', '..', '..');
const FED = join(ROOT, 'decks', 'constructed-federation-playable.txt');
const KLI = join(ROOT, 'decks', 'constructed-klingon-playable.txt');

const locLines = (board: string, name: string): string[] => {
  const lines = board.split('\n');
  const i = lines.findIndex((l) => new RegExp(`^\\s*\\d+\\. ${name} `).test(l));
  const out: string[] = [];
  for (let j = i + 1; j < lines.length && /^ {6}/.test(lines[j] as string); j++) out.push(lines[j] as string);
  return out;
};
/** The state with the ship cloaked (as its cloak order leaves it), seen by one player. */
function cloak(s: GameState, ship: string, p: string): PlayerView {
  const c = cloneState(s);
  setCloaked(c, ship, true);
  return view(c, p);
}

describe('the terminal board of a constructed game', () => {
  const t = constructedTable();
  const hereName = view(t.s, 'player-1').spaceline.find((l) => l.id === t.here)?.mission.name as string;

  it('seats: Player 1 and Player 2, "you" for the viewer; the intro seats keep their names', () => {
    const b1 = renderBoard(view(t.s, 'player-1'));
    expect(b1).toMatch(/Score: you \(Player 1\) 0 - Player 2 0/);
    expect(b1).not.toMatch(/player-[12]/);
    const b2 = renderBoard(view(t.s, 'player-2'));
    expect(b2).toMatch(/Score: you \(Player 2\) 0 - Player 1 0/);
    expect(seatName('player-2')).toBe('Player 2');
    expect(seatName('klingon')).toBe('Klingon');
    expect(readableText('player-1 seeds; player-2 passes', ['player-1', 'player-2'])).toBe('Player 1 seeds; Player 2 passes');
    // the intro seats by default; a seat of the other format is left alone
    expect(readableText('federation moves; player-1', undefined)).toBe('Federation moves; player-1');
  });

  it('every facility at a location: two of the viewer\'s (Federation and Klingon) and the opponent\'s, each with its owner', () => {
    const lines = locLines(renderBoard(view(t.s, 'player-1')), hereName);
    const facilities = lines.filter((l) => /^\s+(outpost|facility): /.test(l));
    expect(facilities.filter((l) => /\(you\)/.test(l)).map((l) => /: (.*?) \(/.exec(l)?.[1])).toEqual(expect.arrayContaining(['Federation Outpost', 'Klingon Outpost']));
    expect(facilities.some((l) => /Romulan Outpost \(Player 2\)/.test(l))).toBe(true);
    expect(facilities).toHaveLength(4);
    // the other missions: only what stands there (player-2's ship), no facility
    const there = view(t.s, 'player-1').spaceline.find((l) => l.id === t.there)?.mission.name as string;
    expect(locLines(renderBoard(view(t.s, 'player-1')), there).filter((l) => /^\s+(outpost|facility): /.test(l))).toEqual([]);
  });

  it('seed cards under a mission: the count, the viewer\'s own by name, the opponent\'s face down; none, no line', () => {
    const mine = locLines(renderBoard(view(t.s, 'player-1')), hereName).find((l) => /seed card/.test(l));
    expect(mine).toMatch(/3 seed cards under it: Hidden Entrance \(yours, face down\), 2 face down$/);
    const theirs = locLines(renderBoard(view(t.s, 'player-2')), hereName).find((l) => /seed card/.test(l));
    expect(theirs).toMatch(/3 seed cards under it: Archer \(yours, face down\), Microvirus \(yours, face down\), 1 face down$/);
    // every other mission: nothing seeded, no line
    expect(renderBoard(view(t.s, 'player-1')).match(/seed cards? under it/g)).toHaveLength(1);
  });

  it('one seed card is "1 seed card"; a revealed one is named to both players', () => {
    const u = constructedTable();
    const under = Object.values(u.s.cards).filter((c) => c.at.z === 'underMission');
    const archer = under.find((c) => c.def === 'archer');
    for (const c of under) if (c !== archer) moveTo(u.s, c.id, { z: 'deck' });
    expect(renderBoard(view(u.s, 'player-1'))).toMatch(/ 1 seed card under it: 1 face down$/m);
    if (archer) archer.revealed = true;
    expect(renderBoard(view(u.s, 'player-1'))).toMatch(/ 1 seed card under it: Archer \(revealed\)$/m);
    expect(renderBoard(view(u.s, 'player-2'))).toMatch(/ 1 seed card under it: Archer \(revealed\)$/m);
  });

  it('the cards on the table and both out-of-play piles, by owner; none, no line', () => {
    const b = renderBoard(view(t.s, 'player-1'));
    expect(b).toMatch(/^On the table: Yellow Alert \(event, you\), Res-Q \(event, Player 2\)$/m);
    expect(b).toMatch(/^Out of play \(yours, 1\): Plasma Fire$/m);
    expect(b).toMatch(/^Out of play \(Player 2's, 1\): Tetryon Field$/m);
    // "show" finds the cards on the table and out of play, both players'; the opponent's face-down seeds stay unknown
    const v = view(t.s, 'player-1');
    expect(findVisible(v, 'tetryon').map((c) => c.owner)).toEqual(['player-2']);
    expect(findVisible(v, 'Res-Q').map((c) => c.owner)).toEqual(['player-2']);
    expect(findVisible(v, 'Archer')).toEqual([]);
    const intro = renderBoard(view(Game.create({ seed: 3 }).state, 'federation'));
    expect(intro).not.toMatch(/On the table|Out of play|seed cards? under/);
    expect(intro).toMatch(/Score: you \(Federation\) 0 - Klingon 0/);
  });

  it('a cloaked ship is marked so, to both players; an uncloaked one is not', () => {
    const b1 = renderBoard(cloak(t.s, t.p2Ship, 'player-1'));
    expect(b1).toMatch(/ship: I\.K\.S\. Buruk \(Player 2; [^)]*; CLOAKED\)/);
    expect(b1).toMatch(/ship: U\.S\.S\. Miranda \(you; RANGE \d+ left, WEAPONS \d+, SHIELDS \d+; docked\)/);
    const b2 = renderBoard(cloak(t.s, t.p2Ship, 'player-2'));
    expect(b2).toMatch(/ship: I\.K\.S\. Buruk \(you; [^)]*; CLOAKED\)/);
    expect(renderBoard(view(t.s, 'player-2'))).not.toMatch(/CLOAKED/);
  });
});

describe('a constructed game in the terminal, to its end', () => {
  it('is played from two deck files against the random bot until GAME OVER, the board showing constructed play and the record saved', async () => {
    const decks = playDecks({ deck: FED, opponentDeck: KLI });
    if (!('decks' in decks) || !decks.decks) throw new Error('the sample decks did not load');
    const out: string[] = [];
    let asked = 0;
    let lastListed = 0;
    let rng = 12345;
    const records = scratchDir('stccg-constructed-');
    const { record, file } = await playGame(
      { as: 'federation', bot: 'random', seed: 21, think: 0, workers: 1, records, decks: decks.decks },
      {
        out: (s) => void out.push(s),
        ask: async () => {
          if (++asked > 20_000) return null;
          // the options listed since the last answer; one of them at random (a fixed generator)
          const listed = out.slice(lastListed).join('\n').match(/^\s+(\d+)\) /gm) ?? [];
          lastListed = out.length;
          if (listed.length === 0) return 'board';
          rng = (rng * 1103515245 + 12345) >>> 0;
          return (listed[rng % listed.length] as string).trim().replace(')', '');
        },
        close: () => undefined,
      },
    );
    const text = out.join('\n');
    expect(text).toMatch(/You play your deck \(Player 1\) in a constructed game against the random bot \(seed 21\)/);
    expect(text).toMatch(/^GAME OVER: (you win|Player 2 wins|a draw) \(.*\); Player 1 \d+, Player 2 \d+\.$/m);
    expect(record.result).not.toBeNull();
    expect(record.players).toEqual({ 'player-1': 'human', 'player-2': 'bot:random' });
    expect(readFileSync(file, 'utf8')).toMatch(/"player-1": "human"/);
    // the seats read as names everywhere the game speaks
    expect(text).not.toMatch(/\bplayer-[12]\b/);
    expect(text).toMatch(/seed cards? under it/);

    // stccg replay reads the constructed record back: its seats' scores by their ids
    const said: string[] = [];
    expect(await runReplay(file, false, { out: (l) => void said.push(l), err: (l) => void said.push(l) })).toBe(0);
    const r = record.result as NonNullable<typeof record.result>;
    expect(said.join('\n')).toContain(`score: player-1 ${r.scores['player-1']}, player-2 ${r.scores['player-2']}`);
    expect(said.join('\n')).toMatch(/^result: (player-1|player-2|draw) /m);
  }, 240_000);

  it('stccg replay of an intro record still reads "score: federation N, klingon M"', async () => {
    const g = Game.create({ seed: 4 });
    const dir = scratchDir('stccg-replay-');
    const file = join(dir, 'intro.json');
    writeFileSync(file, JSON.stringify(g.finish()));
    const said: string[] = [];
    expect(await runReplay(file, false, { out: (l) => void said.push(l), err: (l) => void said.push(l) })).toBe(0);
    expect(said).toContain('score: federation 0, klingon 0');
  });
});

describe('the terminal board: landed and carried ships (Engage Shuttle Operations)', () => {
  const t = constructedTable();
  const hereName = view(t.s, 'player-1').spaceline.find((l) => l.id === t.here)?.mission.name as string;
  it('shows a landed shuttle and a carried one, each on a line saying where, the crew hidden from the opponent', () => {
    const s = cloneState(t.s);
    put(s, 'player-1', 'type-vi-shuttlecraft', { z: 'landed', loc: t.here });
    const shuttle = put(s, 'player-1', 'yridian-shuttle', { z: 'carried', host: t.p1Ship });
    put(s, 'player-1', 'taitt', { z: 'aboard', host: shuttle });
    const mine = locLines(renderBoard(view(s, 'player-1')), hereName);
    expect(mine).toContain('      ship landed on the planet: Type VI Shuttlecraft (you) crew: empty');
    expect(mine.some((l) => l.startsWith('      ship carried aboard U.S.S. Miranda: Yridian Shuttle (you) crew: Taitt'))).toBe(true);
    const theirs = locLines(renderBoard(view(s, 'player-2')), hereName);
    expect(theirs).toContain('      ship carried aboard U.S.S. Miranda: Yridian Shuttle (Player 1) crew: 1 card(s) aboard, unseen');
    expect(locLines(renderBoard(view(t.s, 'player-1')), hereName).some((l) => l.includes('landed on the planet'))).toBe(false);
  });
});
