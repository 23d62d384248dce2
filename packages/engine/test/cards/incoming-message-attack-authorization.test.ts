/**
 * Incoming Message: Attack Authorization (Alternate Universe interrupt, 103_065): a Federation ship with
 * Treachery aboard attacks the opposing ship named, at once; with a V.I.P. aboard its owner may ignore
 * the order. Constructed positions (interrupts-b-position.ts): player-1's Runabout and player-2's
 * K'Vort at Gault.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { plays, setup } from './interrupts-b-position.ts';

const IM = 'Incoming Message: Attack Authorization';
const KV = "I.K.C. K'Vort";
const PLAY = `Play ${IM}: on player-1's Runabout: attack player-2's ${KV}`;
const at = (crew: string[], hand1: string[] = [IM], hand2: string[] = [], active = 'player-1') =>
  setup({ hand: hand1, ships: [{ card: 'Runabout', at: 'Gault', crew }] }, { hand: hand2, ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }] }, { active });
const battled = (h: ReturnType<typeof setup>) => h.log().some((l) => l.includes(`attacks ${KV}`));

describe('Incoming Message: Attack Authorization', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_065')).toEqual({ implemented: true });
    expect(cardText('incoming-message-attack-authorization')).toContain('Treachery');
  });

  it('with Treachery aboard, the Federation ship attacks the ship named at once, as its owner\'s battle', () => {
    const h = at(['Eric Pressman', 'Taitt']);
    expect(plays(h, IM)).toEqual([PLAY]);
    h.choose(PLAY);
    h.passResponses();
    expect(battled(h)).toBe(true);
    expect(h.s.cards[h.card('Runabout')]?.stopped).toBe(true);
    h.finish();
  });

  it('negative: without Treachery aboard nothing happens; and no play where no opposing ship is there', () => {
    const h = at(['Taitt']);
    h.choose(PLAY);
    h.passResponses();
    expect(battled(h)).toBe(false);
    expect(h.s.cards[h.card('Runabout')]?.stopped).toBe(false);
    h.finish();
    const alone = setup({ hand: [IM], ships: [{ card: 'Runabout', at: 'Gault', crew: ['Eric Pressman'] }] }, {});
    expect(plays(alone, IM)).toEqual([]);
    alone.finish();
  });

  it('boundary: with a V.I.P. aboard its owner may ignore the order, or obey it', () => {
    const ignore = at(['Eric Pressman', 'Kareel Odan']);
    ignore.choose(PLAY);
    ignore.passResponses();
    expect(ignore.labels()).toContain('Ignore the message (a V.I.P. is aboard)');
    ignore.choose('Ignore the message', 'player-1');
    ignore.passResponses();
    expect(battled(ignore)).toBe(false);
    ignore.finish();
    const obey = at(['Eric Pressman', 'Kareel Odan']);
    obey.choose(PLAY);
    obey.passResponses();
    obey.choose(`Attack ${KV} with Runabout`, 'player-1');
    obey.passResponses();
    expect(battled(obey)).toBe(true);
    obey.finish();
  });

  it('the other player: played by player-2 in his own turn on player-1\'s ship, the attack is player-1\'s, on the player-2 ship named', () => {
    const h = at(['Eric Pressman', 'Taitt'], [], [IM], 'player-2');
    expect(plays(h, IM)).toEqual([PLAY]);
    h.choose(PLAY, 'player-2');
    h.passResponses();
    expect(h.log().some((l) => l.startsWith(`player-1 attacks ${KV} with Runabout`))).toBe(true);
    h.finish();
  });
});
