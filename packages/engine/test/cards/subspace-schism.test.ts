/**
 * Subspace Schism (Premiere interrupt, 101_138): right after either player draws a card, either player
 * may play it on that draw: the card is discarded and its drawer draws again. Constructed positions:
 * player-1 active draws at the end of the turn. docs/RULINGS.md, "Response points: sacrifice, phobia,
 * candle, schism".
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { CONSTRUCTED_RULES, INTRO_RULES } from '../../src/formats/rules.ts';
import { setupTest } from '../harness.ts';

const SS = 'Subspace Schism';
function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault'],
    'player-1': { missions: ['Avert Danger'], deckTop: ['Taitt', 'Mendon', 'Calloway'], ...p1 },
    'player-2': { missions: ['Gault'], deckTop: ['Klag', 'Kromm'], ...p2 },
    turn: { active: 'player-1' },
  } as PositionSpec);
}
type H = ReturnType<typeof position>;
const hand = (h: H, p: 'player-1' | 'player-2') => (h.s.players[p]?.hand ?? []).map((id) => facts(h.s.cards[id]?.def as string).name);
const schisms = (h: H) => h.labels().filter((l) => l.startsWith(`Play ${SS}`));

describe('Subspace Schism', () => {
  it('is implemented, its text in our words; the point after a draw is constructed\'s alone', () => {
    expect(cardImplementation('101_138')).toEqual({ implemented: true });
    expect(cardText('subspace-schism')).toContain('draws a new one');
    expect(CONSTRUCTED_RULES.responsePointsAfter).toContain('cardDrawn');
    expect(INTRO_RULES.responsePointsAfter).toEqual([]);
  });

  it('the opponent plays it on the active player\'s end-of-turn draw: the card is discarded and another drawn; the card stays hidden until then', () => {
    const h = position({}, { hand: [SS] });
    h.choose('Draw a card and end your turn');
    // player-1, holding none, was answered for: player-2 is asked
    expect(h.s.pending?.player).toBe('player-2');
    expect(schisms(h)).toEqual([`Play ${SS}: player-1 discards the card just drawn and draws again`]);
    const seen = JSON.stringify(view(h.s, 'player-2'));
    expect(seen).not.toContain('taitt');
    expect(seen).not.toContain('Taitt');
    h.choose(`Play ${SS}: player-1 discards the card just drawn and draws again`);
    h.passResponses();
    expect(h.where(h.card('Taitt')).z).toBe('discard');
    expect(hand(h, 'player-1')).toEqual(['Mendon']);
    expect(h.where(h.card(SS, 'player-2')).z).toBe('discard');
    expect(h.s.turn.active).toBe('player-2');
    h.finish();
  });

  it('its player may play it on his own draw; a second copy answers the re-draw too', () => {
    const h = position({ hand: [SS, SS] });
    h.choose('Draw a card and end your turn');
    expect(h.s.pending?.player).toBe('player-1');
    h.choose(`Play ${SS}: discard the card you just drew and draw again`);
    // the point after the re-draw, its drawer first: the second copy
    expect(hand(h, 'player-1')).toEqual([SS, 'Mendon']);
    expect(h.s.pending?.player).toBe('player-1');
    h.choose(`Play ${SS}: discard the card you just drew and draw again`);
    h.passResponses();
    expect(hand(h, 'player-1')).toEqual(['Calloway']);
    expect(h.cards('Mendon').map((id) => h.where(id).z)).toEqual(['discard']);
    h.finish();
  });

  it('negative: not offered at a main decision, nor once the card drawn has left the hand', () => {
    const h = position({ hand: [SS] });
    expect(schisms(h)).toEqual([]);
    h.choose('Draw a card and end your turn');
    expect(schisms(h)).toHaveLength(1);
    h.choose('No response');
    h.passResponses();
    expect(hand(h, 'player-1')).toEqual([SS, 'Taitt']);
    expect(schisms(h)).toEqual([]);
    h.finish();
  });

  it('boundary: with no card left to draw again, the card is discarded and nothing is drawn', () => {
    const h = position({ deckTop: ['Taitt'], deckSize: 1 }, { hand: [SS] });
    h.choose('Draw a card and end your turn');
    h.choose(`Play ${SS}: player-1 discards the card just drawn and draws again`);
    h.passResponses();
    expect(h.where(h.card('Taitt')).z).toBe('discard');
    expect(hand(h, 'player-1')).toEqual([]);
    h.finish();
  });

  it('the Alternate Universe Door nullifies a Schism the opponent just played: both discarded, the card drawn stays', () => {
    const h = position({ hand: ['Alternate Universe Door'] }, { hand: [SS] });
    h.choose('Draw a card and end your turn');
    h.choose(`Play ${SS}: player-1 discards the card just drawn and draws again`);
    expect(h.s.pending?.player).toBe('player-1');
    h.choose(`Play Alternate Universe Door: nullify ${SS}: the card drawn stays in hand`);
    h.passResponses();
    expect(hand(h, 'player-1')).toEqual(['Taitt']);
    expect(h.where(h.card(SS, 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Alternate Universe Door', 'player-1')).z).toBe('discard');
    h.finish();
  });
});
