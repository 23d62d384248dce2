/**
 * Alternate Universe Door (doorway, Alternate Universe): opened on the table in the seed phase, it lets
 * its owner's [AU] cards be seeded and played (the rule itself: formats/doorways.test.ts). As a card
 * the engine plays it: a deck holding it is accepted, the doorway step offers it, and a copy in hand
 * has nothing to answer yet (the four cards its hand uses answer are not in the engine).
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import type { CardId, DeckList } from '../../src/index.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { playOptions } from '../../src/rules/play.ts';
import { choose, FED, KLI, newGame, personnel } from '../formats/constructed-setup.ts';

const DOOR = 'alternate-universe-door';

/** A deck of universal personnel only (holograms too): player-1's Federation one with these seed cards and draw cards first, player-2's Klingon one. */
const fed = (seeds: string[], extra: string[] = []): DeckList => FED(seeds, undefined, { people: personnel('federation', true), ships: false, extra });
const kli = (): DeckList => KLI(['klingon-outpost'], undefined, { people: personnel('klingon', true), ships: false });

describe('Alternate Universe Door', () => {
  it('is a card the engine plays: a deck check counts it implemented, and an engine takes a deck holding it', () => {
    expect(cardImplementation('103_032')).toEqual({ implemented: true });
    const s = newGame(5, fed(['federation-outpost', DOOR], [DOOR]), kli());
    expect(s.pending?.kind).toBe('seedDoorway');
  });

  it('opened in the doorway step, it lies on the table; the player without one is not asked', () => {
    const s = newGame(5, fed(['federation-outpost', DOOR]), kli());
    expect(s.pending?.player).toBe('player-1');
    const door = s.pending?.options.find((o) => o.id.startsWith('doorway:'))?.card as CardId;
    choose(s, `doorway:${door}`);
    expect(card(s, door).at).toEqual({ z: 'table' });
    expect(s.pending?.kind).not.toBe('seedDoorway');
  });

  it('a second door in hand offers no play: no card it answers is in the engine yet', () => {
    const s = newGame(5, fed(['federation-outpost', DOOR], [DOOR]), kli());
    const inDeck = Object.values(s.cards).find((c) => c.def === DOOR && c.at.z === 'deck') as { id: CardId };
    moveTo(s, inDeck.id, { z: 'hand' });
    expect(seat(s, 'player-1').hand).toContain(inDeck.id);
    expect(playOptions(s, 'player-1').some((o) => o.card === inDeck.id)).toBe(false);
  });
});
