/**
 * Alternate Universe Door (doorway, Alternate Universe): opened on the table in the seed phase, it lets
 * its owner's [AU] cards be seeded and played (the rule itself: formats/doorways.test.ts). As a card
 * the engine plays it: a deck holding it is accepted, the doorway step offers it, and a copy in hand
 * has nothing to answer yet (the four cards its hand uses answer are not in the engine).
 */
import { describe, expect, it } from 'vitest';
import { apply, createEngine, facts, seat } from '../../src/index.ts';
import type { CardId, DeckList, GameState } from '../../src/index.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { playOptions } from '../../src/rules/play.ts';

const engine = createEngine({ format: 'constructed' });
const pool = [...engine.cards];
const people = (aff: string) => pool.filter((c) => { const f = facts(c); return f.type === 'personnel' && f.affiliation === aff && !f.unique; }).sort();
const DOOR = 'alternate-universe-door';

function deck(aff: 'federation' | 'klingon', seeds: string[], missions: string[], extra: string[] = []): DeckList {
  const ps = people(aff);
  const draw = [...extra];
  for (let i = 0; draw.length < 60 - missions.length - seeds.length; i++) draw.push(ps[i % ps.length] as string);
  return { missions, seed: seeds, draw };
}
const FED = ['study-stellar-collision', 'investigate-rogue-comet', 'avert-danger', 'distress-mission', 'hostage-situation', 'reported-activity'];
const KLI = ['survey-mission', 'a-good-place-to-die', 'gault', 'reopen-dig', 'cargo-rendezvous', 'sensitive-search'];
const choose = (s: GameState, id: string) => apply(s, { decision: (s.pending as { id: string }).id, option: id });

describe('Alternate Universe Door', () => {
  it('is a card the engine plays: a deck check counts it implemented, and an engine takes a deck holding it', () => {
    expect(cardImplementation('103_032')).toEqual({ implemented: true });
    const g = engine.createGame({ seed: 5, decks: { 'player-1': deck('federation', ['federation-outpost', DOOR], FED, [DOOR]), 'player-2': deck('klingon', ['klingon-outpost'], KLI) } });
    expect(g.state.pending?.kind).toBe('seedDoorway');
  });

  it('opened in the doorway step, it lies on the table; the player without one is not asked', () => {
    const g = engine.createGame({ seed: 5, decks: { 'player-1': deck('federation', ['federation-outpost', DOOR], FED), 'player-2': deck('klingon', ['klingon-outpost'], KLI) } });
    const s = g.state;
    expect(s.pending?.player).toBe('player-1');
    const door = s.pending?.options.find((o) => o.id.startsWith('doorway:'))?.card as CardId;
    choose(s, `doorway:${door}`);
    expect(card(s, door).at).toEqual({ z: 'table' });
    expect(s.pending?.kind).not.toBe('seedDoorway');
  });

  it('a second door in hand offers no play: no card it answers is in the engine yet', () => {
    const g = engine.createGame({ seed: 5, decks: { 'player-1': deck('federation', ['federation-outpost', DOOR], FED, [DOOR]), 'player-2': deck('klingon', ['klingon-outpost'], KLI) } });
    const s = g.state;
    const inDeck = Object.values(s.cards).find((c) => c.def === DOOR && c.at.z === 'deck') as { id: CardId };
    moveTo(s, inDeck.id, { z: 'hand' });
    expect(seat(s, 'player-1').hand).toContain(inDeck.id);
    expect(playOptions(s, 'player-1').some((o) => o.card === inDeck.id)).toBe(false);
  });
});
