/** Unit tests of the newcomer helpers (issue 22): the mission being placed, the deck list, remembered option groups, the rules route. */
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@stccg/engine';
import type { CardView } from '@stccg/engine';
import { allFacts, apply, facts, newGame, premiumAdditions, standardDeck, view as project } from '@stccg/engine';
import { deckGroups, missionBeingPlaced, ownDeck, requirementChoices, typeCount } from '../src/deck.ts';
import { isGroupOpen, openByDefault, parseChoices, withChoice } from '../src/openGroups.ts';
import { href, parseRoute } from '../src/router.ts';

describe('the mission being placed', () => {
  it('is found from the prompt of every placeMission decision of a real setup, and is the card the option places', () => {
    const s = newGame({ seed: 5 });
    let seen = 0;
    while (s.pending?.kind === 'placeMission') {
      const p = s.pending;
      const v = project(s, p.player);
      const o = p.options?.[0];
      expect(o?.card).toBeDefined();
      // inside the engine the id names the card (`seat:def#n`); the browser sees only a handle, so the name in the prompt is what it goes by
      const def = /:([^#]+)#/.exec(o?.card ?? '')?.[1];
      const own = ownDeck(v as PlayerView)?.list.missions ?? [];
      expect(missionBeingPlaced(p.kind, v.pending?.prompt ?? null, own)?.id).toBe(def);
      seen++;
      apply(s, { decision: p.id, option: o?.id as string });
    }
    // the first mission of all starts the line without a choice: the other eleven are asked
    expect(seen).toBe(11);
  });
  it('is null for other decisions and for a prompt naming no mission', () => {
    expect(missionBeingPlaced('seedDilemma', 'Place Gault at which end of the spaceline?')).toBeNull();
    expect(missionBeingPlaced('placeMission', null)).toBeNull();
    expect(missionBeingPlaced('placeMission', 'Place Nothing Known at which end?')).toBeNull();
  });
  it('finds a mission by its name, among all or among the player\'s own', () => {
    const missions = allFacts().filter((f) => f.type === 'mission');
    const gault = missions.find((m) => m.name === 'Gault');
    expect(gault).toBeDefined();
    expect(missionBeingPlaced('placeMission', 'Place Gault at which end of the spaceline?')?.id).toBe(gault?.id);
    const longer = missions.find((m) => m.name.length > 8);
    expect(missionBeingPlaced('placeMission', `Place ${longer?.name} at which end?`, standardDeck('klingon').missions)?.id).toBe(longer?.id);
  });
  it('splits requirements into their alternatives', () => {
    expect(requirementChoices('Physics + STRENGTH>33 OR Biology + Honor')).toEqual([
      ['Physics', 'STRENGTH>33'],
      ['Biology', 'Honor'],
    ]);
    expect(requirementChoices('Exobiology + OFFICER + Honor x2')).toEqual([['Exobiology', 'OFFICER', 'Honor x2']]);
    for (const m of allFacts()) if (m.type === 'mission') expect(requirementChoices(m.requirementsFormula).length).toBeGreaterThan(0);
  });
});

describe('the deck list', () => {
  it('is the standard deck of the viewer\'s seat, counted per name in each pile, never for a spectator', () => {
    const s = newGame({ seed: 3 });
    for (const side of ['federation', 'klingon'] as const) {
      const d = ownDeck(project(s, side));
      expect(d?.side).toBe(side);
      const std = standardDeck(side);
      const groups = deckGroups(d?.list ?? { missions: [], seed: [], draw: [] });
      expect(groups.map((g) => g.pile)).toEqual(['missions', 'seed', 'draw']);
      expect(groups.map((g) => g.total)).toEqual([std.missions.length, std.seed.length, std.draw.length]);
      for (const g of groups) {
        // every copy counted once, under its own name
        expect(g.rows.reduce((n, r) => n + r.count, 0)).toBe(g.total);
        for (const r of g.rows) {
          expect(r.name).toBe(facts(r.def).name);
          expect(r.count).toBe(std[g.pile].filter((id) => id === r.def).length);
        }
      }
      expect(groups[0]?.rows.every((r) => r.type === 'mission')).toBe(true);
    }
    expect(ownDeck(project(s, 'spectator'))).toBeNull();
  });
  it('adds the premium cards once one of the player\'s own has been seen (a game created with them); the opponent\'s do not count', () => {
    const v = project(newGame({ seed: 3 }), 'federation');
    const fed = v.players.federation;
    expect(fed).toBeDefined();
    if (!fed) return;
    const std = standardDeck('federation');
    const size = (d: ReturnType<typeof ownDeck>) => (d ? d.list.missions.length + d.list.seed.length + d.list.draw.length : 0);
    expect(ownDeck(v)?.premiums).toBe(false);
    const premium = premiumAdditions('federation').draw;
    expect(premium.length).toBeGreaterThan(0);
    const card = (owner: string): CardView => ({ id: 'h1', def: premium[0] as string, name: 'x', type: 'personnel', owner });
    fed.discard = [card('klingon')];
    expect(ownDeck(v)?.premiums).toBe(false);
    fed.discard = [card('federation')];
    const d = ownDeck(v);
    expect(d?.premiums).toBe(true);
    expect(size(d)).toBe(std.missions.length + std.seed.length + std.draw.length + premium.length);
    expect(d?.list.draw.filter((id) => premium.includes(id)).sort()).toEqual([...premium].sort());
  });
  it('counts card types in words', () => {
    expect([typeCount('ship', 6), typeCount('outpost', 1), typeCount('personnel', 20), typeCount('equipment', 4), typeCount('dilemma', 6), typeCount('interrupt', 1)]).toEqual(['6 ships', '1 outpost', '20 personnel', '4 equipment', '6 dilemmas', '1 interrupt']);
  });
  it('lists rows by card type, then by name', () => {
    const g = deckGroups({ missions: [], seed: [], draw: ['yellow-alert', 'taitt', 'wormhole', 'taitt', 'uss-galaxy', 'tricorder'] })[2];
    const order = ['mission', 'outpost', 'dilemma', 'ship', 'personnel', 'equipment', 'event', 'interrupt'];
    const types = g?.rows.map((r) => order.indexOf(r.type)) ?? [];
    expect(g?.rows.map((r) => r.def)).toEqual(['uss-galaxy', 'taitt', 'tricorder', 'yellow-alert', 'wormhole']);
    expect(types).toEqual([...types].sort((a, b) => a - b));
    expect(g?.rows.find((r) => r.def === 'taitt')?.count).toBe(2);
    expect(g?.byType).toEqual([
      { type: 'ship', count: 1 },
      { type: 'personnel', count: 2 },
      { type: 'equipment', count: 1 },
      { type: 'event', count: 1 },
      { type: 'interrupt', count: 1 },
    ]);
  });
});

describe('option groups remember being opened', () => {
  it('a group the player touched keeps the player\'s choice; others follow the default', () => {
    expect(openByDefault(1, 40, 40)).toBe(true);
    expect(openByDefault(3, 12, 10)).toBe(true);
    expect(openByDefault(3, 30, 8)).toBe(true);
    expect(openByDefault(3, 30, 20)).toBe(false);
    let c = parseChoices(null);
    expect(isGroupOpen(c, 'play', false)).toBe(false);
    c = withChoice(c, 'play', true);
    expect(isGroupOpen(c, 'play', false)).toBe(true);
    expect(isGroupOpen(c, 'move', false)).toBe(false);
    c = withChoice(c, 'move', false);
    expect(isGroupOpen(c, 'move', true)).toBe(false);
    // stored and read back; junk is ignored
    expect(parseChoices(JSON.stringify(c))).toEqual({ play: true, move: false });
    expect(parseChoices('{"play":true,"x":"yes","y":1}')).toEqual({ play: true });
    expect(parseChoices('not json')).toEqual({});
    expect(parseChoices('[true]')).toEqual({});
  });
});

describe('the rules route', () => {
  it('reads #/rules and /rules, and links to it', () => {
    expect(parseRoute({ pathname: '/', search: '', hash: '#/rules' })).toEqual({ page: 'rules' });
    expect(parseRoute({ pathname: '/rules', search: '', hash: '' })).toEqual({ page: 'rules' });
    expect(href({ page: 'rules' })).toBe('#/rules');
  });
});
