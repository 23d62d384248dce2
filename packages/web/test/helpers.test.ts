/** Unit tests of the client's pure helpers: routes, click resolution, logs, scores, card texts, replays. */
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameRecord, Option, PlayerView } from '@stccg/engine';
import { Game, allFacts, facts, view as project } from '@stccg/engine';
import { followRoute, href, parseRoute } from '../src/router.ts';
import { actionableIds, groupOptions, isFinishOption, isMultiPick, multiPickHint, pickedIds, resolveClick, targetIds } from '../src/decisions.ts';
import { flatLog, mergeLog, GameClient, type Socket } from '../src/client.ts';
import { scoresByTurn, turnsText } from '../src/scores.ts';
import { cardText, describeFacts, prettyText, statsLine } from '../src/cards.ts';
import { touchedIds } from '../src/feedback.ts';
import { Replayer, legacyView } from '../src/replayer.ts';
import type { ReplayEngine } from '../src/replayer.ts';
import { readFileSync } from 'node:fs';
import { gzipTotal } from '../scripts/bundle-size.ts';
import { idOf, searchCards } from '../src/pages/PersonaPage.tsx';
import { personaCatalogue } from '@stccg/engine/rules/personas.ts';
import { choose, newMemory } from './driver.ts';

const loc = (hash: string, pathname = '/', search = '') => parseRoute({ pathname, search, hash });

describe('routes', () => {
  it('reads hash routes and the server path links', () => {
    expect(loc('')).toEqual({ page: 'start' });
    // the server chooses every seed: the start page takes none
    expect(loc('#/?seed=7')).toEqual({ page: 'start' });
    expect(loc('#/game/abc')).toEqual({ page: 'game', gameId: 'abc' });
    expect(loc('#/watch/abc')).toEqual({ page: 'watch', gameId: 'abc' });
    expect(loc('#/replay')).toEqual({ page: 'replay', gameId: null });
    // an invite code is read only after the '#', the part of a link a browser never sends
    expect(loc('#/join/abc?invite=xyz')).toEqual({ page: 'join', gameId: 'abc', invite: 'xyz' });
    expect(loc('', '/join/abc', '?invite=xyz')).toEqual({ page: 'join', gameId: 'abc', invite: '' });
    expect(loc('#/join/abc', '/', '?invite=xyz')).toEqual({ page: 'join', gameId: 'abc', invite: '' });
    expect(loc('', '/watch/abc')).toEqual({ page: 'watch', gameId: 'abc' });
    // after joining, the hash wins over the invite path it was opened with
    expect(loc('#/game/abc', '/join/abc', '?invite=xyz')).toEqual({ page: 'game', gameId: 'abc' });
    // no code (or cleared from the address bar once read): the join page says so
    expect(loc('#/join/abc')).toEqual({ page: 'join', gameId: 'abc', invite: '' });
    expect(loc('#/nope')).toEqual({ page: 'notFound', path: '/nope' });
  });
  it('keeps the invite code a join page read when the address bar it cleared is read again', () => {
    const opened = loc('#/join/abc?invite=xyz');
    const cleared = loc('#/join/abc');
    // popstate then hashchange for one link: the second reading finds the code already cleared
    expect(followRoute(opened, cleared)).toBe(opened);
    // boundaries: another game's join page, or a join page reached from elsewhere, has no code
    expect(followRoute(opened, loc('#/join/other'))).toEqual({ page: 'join', gameId: 'other', invite: '' });
    expect(followRoute(loc('#/game/abc'), cleared)).toEqual(cleared);
    // a new code for the same game is the new code; leaving the page leaves it
    expect(followRoute(opened, loc('#/join/abc?invite=new'))).toEqual({ page: 'join', gameId: 'abc', invite: 'new' });
    expect(followRoute(opened, loc('#/'))).toEqual({ page: 'start' });
  });
  it('round-trips every route through href', () => {
    for (const r of [{ page: 'game', gameId: 'a b' }, { page: 'join', gameId: 'g', invite: 'i&j' }, { page: 'join', gameId: 'g', invite: '' }, { page: 'watch', gameId: 'w' }, { page: 'replay', gameId: 'r' }, { page: 'personas', query: 'worf' }] as const) {
      expect(loc(href(r))).toEqual(r);
    }
  });
});

const move = (ship: string, to: string): Option => ({ id: `move:${ship}>${to}`, label: `Move to ${to}`, card: ship, target: to, group: 'move', act: { type: 'move', ship, to } });

describe('clicks on the table', () => {
  const options: Option[] = [
    move('ship1', 'locA'),
    move('ship1', 'locB'),
    { id: 'beam:ship1>planet:locA', label: 'Beam down', card: 'ship1', target: 'planet:locA', group: 'beam', act: { type: 'beam', from: { card: 'ship1' }, to: { planet: 'locA' } } },
    { id: 'attempt:locC', label: 'Attempt C', target: 'locC', group: 'attempt', act: { type: 'attempt', mission: 'locC' } },
    { id: 'play:kirk', label: 'Report Kirk', card: 'kirk', target: 'outpost', group: 'play', act: { type: 'play', card: 'kirk', at: 'outpost' } },
    { id: 'pick:spock', label: 'Spock', card: 'spock', group: 'pick', act: { type: 'pick', card: 'spock' } },
    { id: 'end', label: 'End turn', group: 'end', act: { type: 'endTurn' } },
  ];
  it('selects a card with several options, then acts on a destination', () => {
    const first = resolveClick(options, 'ship1', null);
    expect(first.kind).toBe('select');
    expect(targetIds(options, 'ship1')).toEqual(new Set(['locA', 'locB', 'planet:locA']));
    expect(resolveClick(options, 'locB', 'ship1')).toEqual({ kind: 'act', option: options[1] });
  });
  it('a click on a card or place with one option that needs nothing more only selects it: reading a card never plays it', () => {
    const event: Option = { id: 'play:wnohgb', label: 'Play Where No One Has Gone Before', card: 'wnohgb', group: 'play', act: { type: 'play', card: 'wnohgb', choice: 'table' } };
    const withEvent = [...options, event];
    expect(resolveClick(withEvent, 'wnohgb', null)).toEqual({ kind: 'select', id: 'wnohgb', options: [event] });
    // clicking it again still only selects: the option's own button carries it out
    expect(resolveClick(withEvent, 'wnohgb', 'wnohgb')).toEqual({ kind: 'select', id: 'wnohgb', options: [event] });
    expect(resolveClick(options, 'locC', null)).toEqual({ kind: 'select', id: 'locC', options: [options[3]] });
    // a lone pick outside a pick-one-at-a-time decision: selected too
    expect(resolveClick(options, 'spock', null)).toEqual({ kind: 'select', id: 'spock', options: [options[5]] });
  });
  it('in a pick-one-at-a-time decision a click picks a card at once, except the last one left, which finishes it', () => {
    const pick = (id: string): Option => ({ id: `pick:${id}`, label: id, card: id, group: 'pick', act: { type: 'pick', card: id } });
    const two: Option[] = [pick('a'), pick('b'), { id: 'all', label: 'All of them (2)', group: 'pick', act: { type: 'pickAll' } }, { id: 'cancel', label: 'Cancel the attack', group: 'done', act: { type: 'cancel' } }];
    expect(resolveClick(two, 'a', null)).toEqual({ kind: 'act', option: two[0] });
    const one: Option[] = [pick('b'), { id: 'done', label: 'Attack with 1 ship(s)', group: 'done', act: { type: 'done' } }];
    expect(resolveClick(one, 'b', null)).toEqual({ kind: 'select', id: 'b', options: [one[0]] });
    const alone: Option[] = [pick('b'), { id: 'cancel', label: 'Cancel the attack', group: 'done', act: { type: 'cancel' } }];
    expect(resolveClick(alone, 'b', null)).toEqual({ kind: 'select', id: 'b', options: [alone[0]] });
  });
  it('the hint over a pick-one-at-a-time decision names the button that finishes it, and offers no Done that is not there', () => {
    const pick = (id: string): Option => ({ id: `pick:${id}`, label: id, card: id, group: 'pick', act: { type: 'pick', card: id } });
    expect(multiPickHint([pick('a'), { id: 'done', label: 'Attack with 1 ship(s)', group: 'done', act: { type: 'done' } }])).toBe('Pick one at a time on the table or below; press “Attack with 1 ship(s)” when ready.');
    expect(multiPickHint([pick('a'), { id: 'cancel', label: 'Cancel the attack', group: 'done', act: { type: 'cancel' } }])).toBe('Pick one at a time on the table or below: this is the last one left, so choosing it goes ahead at once.');
    expect(multiPickHint([pick('a'), pick('b'), { id: 'cancel', label: 'Cancel', group: 'done', act: { type: 'cancel' } }])).not.toMatch(/Done/);
  });
  it('asks for the destination of a single option with a target elsewhere', () => {
    expect(resolveClick(options, 'kirk', null)).toEqual({ kind: 'select', id: 'kirk', options: [options[4]] });
    expect(resolveClick(options, 'outpost', 'kirk')).toEqual({ kind: 'act', option: options[4] });
  });
  it('does nothing for what no option names', () => {
    expect(resolveClick(options, 'mccoy', null)).toEqual({ kind: 'none' });
    expect(resolveClick(options, 'mccoy', 'ship1')).toEqual({ kind: 'none' });
    expect(actionableIds(options).has('mccoy')).toBe(false);
    expect(actionableIds(options).has('planet:locA')).toBe(true);
  });
  it('groups options in a stable order and tells finishing options apart', () => {
    expect(groupOptions(options).map((g) => g.group)).toEqual(['pick', 'play', 'move', 'beam', 'attempt', 'end']);
    expect(options.filter(isFinishOption).map((o) => o.id)).toEqual(['end']);
    expect(isMultiPick([options[5] as Option, { id: 'done', label: 'Done', group: 'done', act: { type: 'done' } }])).toBe(true);
    expect(isMultiPick(options)).toBe(false);
  });
  it('shows own picks of the unfinished multi-pick, never the hidden ones', () => {
    expect(pickedIds([{ kind: 'turn' }, { kind: 'transfer', picked: ['a', 'b'] }])).toEqual(new Set(['a', 'b']));
    expect(pickedIds([{ kind: 'transfer', picked: ['?', '?'] }])).toEqual(new Set());
    expect(pickedIds([])).toEqual(new Set());
  });
});

const ev = (type: string, data: Record<string, unknown>, seq = 0): GameEvent => ({ seq, type, text: type, data });

describe('the event log across incremental views', () => {
  it('appends slices and replaces everything on a full log', () => {
    let chunks = mergeLog([], { logStart: 0, logLength: 2, log: [ev('a', {}), ev('b', {})] });
    chunks = mergeLog(chunks, { logStart: 2, logLength: 3, log: [ev('c', {})] });
    expect(flatLog(chunks).map((e) => e.type)).toEqual(['a', 'b', 'c']);
    chunks = mergeLog(chunks, { logStart: 3, logLength: 3, log: [] });
    expect(flatLog(chunks)).toHaveLength(3);
    chunks = mergeLog(chunks, { logStart: 0, logLength: 4, log: [ev('a', {}), ev('b', {}), ev('c', {}), ev('d', {})] });
    expect(flatLog(chunks).map((e) => e.type)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('the client attaches, merges views, sends acts with the seen seq, and ignores stale views', () => {
    const sent: string[] = [];
    const sock: Socket = { readyState: 1, send: (d) => sent.push(d), close: () => {}, onopen: null, onclose: null, onmessage: null, onerror: null };
    const c = new GameClient('g1', 'tok', () => sock);
    c.start();
    sock.onopen?.({});
    expect(JSON.parse(sent[0] as string)).toEqual({ type: 'hello', gameId: 'g1', token: 'tok' });
    const g = Game.create({ seed: 4 });
    const v0 = (g.state.pending ? viewOf(g, 'federation') : null) as PlayerView;
    sock.onmessage?.({ data: JSON.stringify({ type: 'welcome', gameId: 'g1', seat: 'federation', view: v0 }) });
    expect(c.state.seat).toBe('federation');
    expect(c.state.log.length).toBe(v0.log.length);
    if (v0.pending?.player === 'federation') {
      c.act(v0.pending.options?.[0]?.id as string);
      expect(JSON.parse(sent[1] as string)).toMatchObject({ type: 'act', seq: v0.seq, decision: v0.pending.id });
      expect(c.state.busy).toBe(true);
    }
    sock.onmessage?.({ data: JSON.stringify({ type: 'view', view: { ...v0, seq: v0.seq - 1, logStart: v0.logLength, log: [] } }) });
    expect(c.state.view?.seq).toBe(v0.seq);
    sock.onmessage?.({ data: JSON.stringify({ type: 'error', code: 'stale', message: 'stale' }) });
    expect(c.state.busy).toBe(false);
    expect(c.state.error?.code).toBe('stale');
    c.stop();
  });

  it('a quarantined game stops the client; a store not ready yet makes it connect again; a wrong option does neither', () => {
    const opened: Socket[] = [];
    const open = (): Socket => {
      const s: Socket = { readyState: 1, send: () => {}, close: () => s.onclose?.({}), onopen: null, onclose: null, onmessage: null, onerror: null };
      opened.push(s);
      return s;
    };
    const quarantined = new GameClient('g1', 'tok', open);
    quarantined.start();
    opened[0]?.onopen?.({});
    opened[0]?.onmessage?.({ data: JSON.stringify({ type: 'error', code: 'quarantined', message: 'this game is quarantined' }) });
    expect(quarantined.state.status).toBe('failed');
    expect(quarantined.state.error).toEqual({ code: 'quarantined', message: 'this game is quarantined' });
    expect(opened).toHaveLength(1);

    // a game ended by an engine upgrade: stopped too (its replay is offered instead)
    opened.length = 0;
    const upgraded = new GameClient('g0', 'tok', open);
    upgraded.start();
    opened[0]?.onopen?.({});
    opened[0]?.onmessage?.({ data: JSON.stringify({ type: 'error', code: 'upgraded', message: 'this game was started under engine 0.2.0 and ended by the upgrade' }) });
    expect(upgraded.state.status).toBe('failed');
    expect(upgraded.state.error?.code).toBe('upgraded');

    opened.length = 0;
    const waiting = new GameClient('g2', 'tok', open);
    waiting.start();
    opened[0]?.onopen?.({});
    opened[0]?.onmessage?.({ data: JSON.stringify({ type: 'error', code: 'storage', message: 'the game store cannot be used just now; try again in a few seconds' }) });
    // the socket is closed and a new one will be opened after the usual wait; the reason is shown
    expect(waiting.state.status).toBe('closed');
    expect(waiting.state.error?.code).toBe('storage');
    waiting.stop();

    opened.length = 0;
    const playing = new GameClient('g3', 'tok', open);
    playing.start();
    opened[0]?.onopen?.({});
    const g = Game.create({ seed: 4 });
    opened[0]?.onmessage?.({ data: JSON.stringify({ type: 'welcome', gameId: 'g3', seat: 'federation', view: viewOf(g, 'federation') }) });
    opened[0]?.onmessage?.({ data: JSON.stringify({ type: 'error', code: 'storage', message: 'your move was not applied; try again' }) });
    // attached: the move is refused, the game stays open to try again
    expect(playing.state.status).toBe('open');
    expect(playing.state.error?.message).toBe('your move was not applied; try again');
    playing.stop();
  });
});

function viewOf(g: Game, seat: 'federation' | 'klingon'): PlayerView {
  return project(g.state, seat);
}

describe('how long a game lasted (issue 22, item 13)', () => {
  it('the turn count covers both players\' turns, and the words say how many each had', () => {
    expect(turnsText(32)).toBe('32 turns, 16 each');
    expect(turnsText(33)).toBe('33 turns: 17 for the first player, 16 for the second');
    // the boundaries: a game conceded at once, and after the first turn
    expect(turnsText(0)).toBe('no turns played');
    expect(turnsText(1)).toBe("1 turn (the first player's)");
  });
});

describe('scores by turn', () => {
  it('carries scores across turns and ends at the last turn', () => {
    const log = [
      ev('turnStarted', { turn: 1 }),
      ev('turnStarted', { turn: 2 }),
      ev('pointsScored', { player: 'klingon', points: 30, total: 30 }),
      ev('turnStarted', { turn: 4 }),
      ev('pointsScored', { player: 'federation', points: 35, total: 35 }),
    ];
    expect(scoresByTurn(log, 5)).toEqual([
      { turn: 0, federation: 0, klingon: 0 },
      { turn: 1, federation: 0, klingon: 0 },
      { turn: 2, federation: 0, klingon: 30 },
      { turn: 3, federation: 0, klingon: 30 },
      { turn: 4, federation: 35, klingon: 30 },
      { turn: 5, federation: 35, klingon: 30 },
    ]);
  });
});

describe('cards in words', () => {
  it('describes every intro card from its facts, with its numbers', () => {
    for (const f of allFacts()) {
      expect(describeFacts(f).length).toBeGreaterThan(10);
      expect(cardText(f.id).length).toBeGreaterThan(5);
    }
    const ship = allFacts().find((f) => f.type === 'ship');
    expect(ship && statsLine(ship)).toMatch(/^RNG \d+ · WEA \d+ · SHI \d+$/);
    expect(describeFacts(facts('cargo-rendezvous'))).toContain('35 points');
  });
  it('names the seats in log lines', () => {
    expect(prettyText('federation attacks klingon\'s Away Team')).toBe("Federation attacks Klingon's Away Team");
  });
  it('finds what an event touches', () => {
    expect(touchedIds(ev('pointsScored', { player: 'klingon', loc: 'm1' }))).toEqual(['m1', 'score:klingon']);
    expect(touchedIds(ev('cardsTransferred', { to: { planet: 'm2' }, cards: ['a', 'b'] }))).toEqual(['m2', 'a', 'b']);
    expect(touchedIds(ev('cardsTransferred', { from: { planet: 'm2' }, to: { card: 's1' }, cards: ['a'] }))).toEqual(['s1', 'a']);
  });
});

describe('replays in the browser', () => {
  it('steps forward and back to the same positions, and reads each action', () => {
    const g = Game.create({ seed: 9 });
    const mem = newMemory();
    while (g.state.pending && g.record.actions.length < 120) {
      const p = g.state.pending;
      g.act({ decision: p.id, option: choose(p.kind, p.options, g.state.turn.number, mem).id });
    }
    const rec = g.finish();
    const r = new Replayer(rec);
    expect(r.length).toBe(rec.actions.length);
    const at50 = JSON.stringify(project(r.at(50), 'spectator'));
    r.at(rec.actions.length);
    expect(JSON.stringify(project(r.at(50), 'spectator'))).toBe(at50);
    r.at(3);
    expect(JSON.stringify(project(r.at(50), 'spectator'))).toBe(at50);
    expect(r.describe(1)?.option.id).toBe(rec.actions[0]?.option);
    expect(r.turnStarts().length).toBeGreaterThan(1);
  });
  it('refuses a record of another engine', () => {
    const g = Game.create({ seed: 2 });
    const p = g.state.pending;
    if (p) g.act({ decision: p.id, option: p.options[0]?.id as string });
    const rec = g.finish();
    expect(() => new Replayer({ ...rec, format: 'nope' } as never)).toThrow(/not a game record/);
    const bad = { ...rec, hashes: [[1, 'deadbeef']] as [number, string][] };
    expect(() => new Replayer(bad).at(1)).toThrow(/hash differs/);
  });
  it("shows a frozen engine's record in today's shape: views of engines before 0.3 get their seats and options their acts", async () => {
    const frozen = (await import('../../engine/frozen/engine-0.2.1.mjs')) as unknown as ReplayEngine;
    const rec = JSON.parse(readFileSync(new URL('../../engine/test/fixtures/record-engine-0.2.1.json', import.meta.url), 'utf8')) as GameRecord;
    const r = new Replayer(rec, frozen);
    const kinds = new Set<string>();
    for (let n = 0; n <= r.length; n += 7) {
      const s = r.at(n);
      const old = frozen.view(s, s.pending?.player ?? 'federation');
      expect(old.seats).toBeUndefined();
      const v = r.view(s, s.pending?.player ?? 'federation');
      expect(v.seats).toEqual(['federation', 'klingon']);
      for (const o of v.pending?.options ?? []) {
        expect(typeof o.act.type).toBe('string');
        kinds.add(o.act.type);
        // the fixed ids that finish a choice are known; the rest keep their card and target
        if (o.id === 'done' || o.id === 'noswap') expect(o.act.type).toBe('done');
        if (o.id === 'end') expect(o.act.type).toBe('endTurn');
        if (o.group === 'move') expect(o.act).toEqual({ type: 'move', ship: o.card, to: o.target });
      }
      // the finishing options are told apart as for a live game
      expect(() => (v.pending?.options ?? []).filter(isFinishOption)).not.toThrow();
    }
    expect(kinds).toContain('endTurn');
    // a view of this engine is left as it is
    const g = Game.create({ seed: 2 });
    const live = project(g.state, 'federation');
    expect(legacyView(live)).toBe(live);
  });
});

describe('the persona search and the bundle size print', () => {
  it('finds cards by name, id and persona', () => {
    const all = [...personaCatalogue.cards.values()];
    const hits = searchCards(all, 'worf');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]?.name.toLowerCase()).toContain('worf');
    expect(searchCards(all, '')).toEqual([]);
  });
  it('the persona page searches the catalogue the game reads: plain Premiere cards too, each listed once', async () => {
    const { playPersonaCatalogue } = await import('@stccg/engine/rules/personas.ts');
    const page = readFileSync(new URL('../src/pages/PersonaPage.tsx', import.meta.url), 'utf8');
    expect(page).toMatch(/import \{ playPersonaCatalogue, playPersonaRules \} from '@stccg\/engine\/rules\/personas\.ts'/);
    expect(page).not.toMatch(/[^y]personaCatalogue/);
    expect(page).not.toMatch(/import \{[^}]*\b(anyGroup|personaInfo|relate)\b[^}]*\} from '@stccg\/engine\/rules\/personas\.ts'/);
    const all = [...playPersonaCatalogue.cards.values()];
    expect(searchCards(all, 'Tasha Yar')[0]?.id).toBe('tasha-yar');
    expect(searchCards([...personaCatalogue.cards.values()], 'Tasha Yar').map((c) => c.id)).not.toContain('tasha-yar');
    expect(searchCards(all, 'uss-enterprise').map((c) => c.id)).toEqual(['uss-enterprise']);
    expect(searchCards(all, 'U.S.S. Enterprise').filter((c) => c.set === 'Premiere').map((c) => c.id)).toEqual(['uss-enterprise']);
    // a link names a card by id, by exact name, or by the persona table's id
    expect(idOf('tasha-yar')).toBe('tasha-yar');
    expect(idOf('u-s-s-enterprise')).toBe('uss-enterprise');
    expect(idOf('Galen')).toBe('galen');
    expect(idOf('Kamin')).toBeNull();
  });
  it('gzips and totals chunks', () => {
    const r = gzipTotal([{ name: 'a.js', code: 'x'.repeat(10_000) }, { name: 'b.js', code: 'let y = 1;' }]);
    expect(r.files).toHaveLength(2);
    expect(r.total).toBe((r.files[0]?.gzip ?? 0) + (r.files[1]?.gzip ?? 0));
    expect(r.files[0]?.gzip).toBeLessThan(200);
  });
});

describe('the style sheet', () => {
  it('closes every block it opens (a lost brace silently confines every later rule to one media query)', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync(new URL('../src/styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    let depth = 0;
    let lowest = 0;
    for (const ch of css) {
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      lowest = Math.min(lowest, depth);
    }
    expect(lowest).toBe(0);
    expect(depth).toBe(0);
  });
});
