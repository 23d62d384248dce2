/**
 * Engines as values (issue 23, item 6): createEngine({ format, cards, definitions }) makes an
 * engine whose card pool and card behaviours are its own; two engines with different pools, or
 * different behaviours for a card, live in one process and may be used in turn.
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../src/cards/catalogue.ts';
import { declareCard, installedCards } from '../../src/cards/registry.ts';
import { apply, createEngine, standardDecks, stateHash } from '../../src/index.ts';
import type { Option } from '../../src/index.ts';

describe('engines as values', () => {
  it("an intro engine plays the standard decks and the premiums; its pool is every card of them", () => {
    const e = createEngine({ format: 'intro' });
    expect(e.cards.has('yellow-alert')).toBe(true);
    expect(e.cards.has('data-laughing')).toBe(true);
    expect(e.deckRefusal(standardDecks())).toBeNull();
    expect(e.newGame({ seed: 1 }).seats).toEqual(['federation', 'klingon']);
    expect(e.createGame({ seed: 1, withPremiums: true }).record.options).toEqual({ withPremiums: true });
  });

  it('two engines with different pools in one process: each plays its own and refuses the other, with a sentence', () => {
    const full = createEngine({ format: 'intro' });
    const small = createEngine({ format: 'intro', cards: [...full.cards].filter((c) => c !== 'yellow-alert') });
    const why = small.deckRefusal(standardDecks());
    expect(why).toMatch(/deck holds Yellow Alert, which is not in this engine's card pool$/);
    expect(() => small.newGame({ seed: 2 })).toThrow(why as string);
    expect(() => small.createGame({ seed: 2 })).toThrow(why as string);
    // a deck of the small pool: the Klingon deck without its Yellow Alerts (a deck list of its own)
    const d = standardDecks();
    const kli = d.klingon as NonNullable<typeof d.klingon>;
    const fed = d.federation as NonNullable<typeof d.federation>;
    const strip = (l: typeof kli) => ({ missions: l.missions, seed: l.seed, draw: l.draw.filter((c) => c !== 'yellow-alert') });
    const decks = { federation: strip(fed), klingon: strip(kli) };
    expect(small.deckRefusal(decks)).toBeNull();
    // games of both, interleaved, go on as each would alone
    const a = full.newGame({ seed: 3 });
    const b = small.newGame({ seed: 3, decks });
    const alone = full.newGame({ seed: 3 });
    for (let i = 0; i < 40; i++) {
      for (const s of [a, b, alone]) if (s.pending) apply(s, { decision: s.pending.id, option: (s.pending.options[i % s.pending.options.length] as Option).id });
    }
    expect(stateHash(a)).toBe(stateHash(alone));
    // a record of the full pool is refused by the small engine and replays in its own
    const g = full.createGame({ seed: 4 });
    const rec = g.finish();
    expect(() => small.replay(rec)).toThrow(/not in this engine's card pool/);
    expect(full.replay(rec).seq).toBe(0);
  });

  it('a pool naming no card, a deck naming no card and an unknown format are refused with a sentence', () => {
    expect(() => createEngine({ format: 'intro', cards: ['no-such-card'] })).toThrow('the card pool names "no-such-card", which is no card this engine knows');
    const e = createEngine({ format: 'intro' });
    const d = standardDecks();
    const fed = d.federation as NonNullable<typeof d.federation>;
    expect(e.deckRefusal({ ...d, federation: { ...fed, draw: [...fed.draw, 'no-such-card'] } })).toBe('federation\'s deck names "no-such-card", which is no card');
    expect(() => createEngine({ format: 'sealed' as 'intro' })).toThrow(/unknown format "sealed"/);
  });

  it('an engine plays its own card behaviours: a Yellow Alert that cannot be played makes a record with one played refused, and engines used in turn each play their own', () => {
    const standard = createEngine({ format: 'intro' });
    const noAlert = createEngine({
      format: 'intro',
      definitions: CARDS.map((d) => (d.id === 'yellow-alert' ? declareCard('yellow-alert', { text: 'test: never played', event: { choices: () => [], play: () => {} } }) : d)),
    });
    expect(standard.registry).toBe(installedCards());
    expect(noAlert.registry.behaviour('yellow-alert')?.text).toBe('test: never played');
    // a game of the standard engine in which a Yellow Alert is played
    let g = standard.createGame({ seed: 6 });
    let played = false;
    for (let seed = 6; seed < 40 && !played; seed++) {
      g = standard.createGame({ seed });
      for (let i = 0; i < 3000 && !g.state.result && !played; i++) {
        const p = g.state.pending as NonNullable<typeof g.state.pending>;
        const alert = p.options.find((o) => o.label.startsWith('Play Yellow Alert'));
        played = alert !== undefined;
        g.act({ decision: p.id, option: (alert ?? (p.options[(i * 7) % p.options.length] as Option)).id });
      }
    }
    expect(played).toBe(true);
    const rec = g.finish();
    expect(() => noAlert.replay(rec)).toThrow(/cannot be replayed/);
    expect(installedCards()).toBe(noAlert.registry);
    // the standard engine, used again, installs its own and replays it
    expect(standard.replay(rec).seq).toBe(rec.actions.length);
    expect(installedCards()).toBe(standard.registry);
    // a definition for no card is refused
    expect(() => createEngine({ format: 'intro', definitions: [declareCard('no-such-card', { text: 'x' })] })).toThrow('a card definition names "no-such-card", which is no card this engine knows');
  });
});

