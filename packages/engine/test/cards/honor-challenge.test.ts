/**
 * Honor Challenge (Premiere interrupt, 101_118): right after an Away Team battle begins, each of the
 * player's Klingons with Honor in it kills one opposing personnel with Treachery in it; the battle goes
 * on. Constructed positions (battle-positions.ts): player-2's Klingons attack player-1's Romulans on Gault.
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { CONSTRUCTED_RULES, INTRO_RULES } from '../../src/formats/rules.ts';
import { setupTest } from '../harness.ts';
import { attack, battlePosition, plays } from './battle-positions.ts';
import { events } from './helpers.ts';

const HC = 'Honor Challenge';
const ROMULANS = ['Mendak', 'Movar', 'Parem'];

describe('Honor Challenge', () => {
  it('is implemented, its text in our words; the response point after an Away Team battle begins is constructed\'s alone', () => {
    expect(cardImplementation('101_118')).toEqual({ implemented: true });
    expect(cardText('honor-challenge')).toContain('Klingons with Honor');
    expect(CONSTRUCTED_RULES.teamBattleResponses).toBe(true);
    expect(INTRO_RULES.teamBattleResponses).toBe(false);
  });

  it('two Klingons with Honor kill two of three Treachery Romulans, the player picking; the battle then goes on with the rest', () => {
    const h = attack({ p2: ['Batrell', 'Kurn', 'Klag'], p1: ROMULANS, p2More: { hand: [HC] } });
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.prompt).toContain('just initiated battle');
    expect(events(h, 'battle')).toEqual([]); // not resolved yet
    expect(plays(h, HC)).toEqual([`Play ${HC}: kill Mendak, Movar`, `Play ${HC}: kill Mendak, Parem`, `Play ${HC}: kill Movar, Parem`]);
    h.choose(`Play ${HC}: kill Mendak, Parem`);
    h.passResponses();
    expect(h.where(h.card('Mendak', 'player-1')).z).toBe('discard');
    expect(h.where(h.card('Parem', 'player-1')).z).toBe('discard');
    // the battle goes on: 22 against Movar's 7, and Movar, the only one left, is killed
    const b = events(h, 'battle');
    expect(b).toHaveLength(1);
    expect(b[0]?.data).toMatchObject({ attack: 22, defense: 7 });
    expect(h.where(h.card('Movar', 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('boundary: as many Klingons with Honor as Treachery foes kill them all in one play; one Klingon with Honor picks one', () => {
    const h = attack({ p2: ['Batrell', 'Kurn'], p1: ['Mendak', 'Movar'], p2More: { hand: [HC] } });
    expect(plays(h, HC)).toEqual([`Play ${HC}: kill Mendak, Movar`]);
    h.choose(`Play ${HC}: kill Mendak, Movar`);
    h.passResponses();
    expect(h.where(h.card('Mendak', 'player-1')).z).toBe('discard');
    expect(h.where(h.card('Movar', 'player-1')).z).toBe('discard');
    expect(events(h, 'battle')[0]?.data).toMatchObject({ attack: 15, defense: 0 });
    h.finish();
    const one = attack({ p2: ['Batrell', 'Klag'], p1: ROMULANS, p2More: { hand: [HC] } });
    expect(plays(one, HC)).toEqual([`Play ${HC}: kill Mendak`, `Play ${HC}: kill Movar`, `Play ${HC}: kill Parem`]);
    one.passResponses();
    one.finish();
  });

  it('negative: no Klingon with Honor, no Treachery foe, or the wrong player: not offered', () => {
    const h = attack({ p2: ['Klag', 'Kromm'], p1: ROMULANS, p2More: { hand: [HC] } });
    expect(plays(h, HC)).toEqual([]);
    h.passResponses();
    h.finish();
    // Klingons with Honor against a Romulan without Treachery
    const none = attack({ p2: ['Batrell', 'Kurn'], p1: ['Tebok'], p1More: { hand: [HC] } });
    // player-1 holds the card but has no Klingon: both points offered nothing and were answered for, the battle resolved
    expect(events(none, 'battle')).toHaveLength(1);
    expect(none.where(none.card(HC, 'player-1')).z).toBe('hand');
    none.passResponses();
    none.finish();
  });

  it('wrong timing: not at the player\'s own main decision before the battle, nor after it is over', () => {
    const h = setupTest(battlePosition({ p2: ['Batrell', 'Kurn'], p1: ROMULANS, p2More: { hand: [HC] } }));
    expect(h.s.pending?.kind).not.toBe('respond');
    expect(plays(h, HC)).toEqual([]);
    h.choose(`battle:team@${h.card('Gault')}`);
    h.choose('No response'); // player-2 lets the point pass
    h.passResponses();
    expect(events(h, 'battle')).toHaveLength(1);
    expect(plays(h, HC)).toEqual([]);
    expect(h.where(h.card(HC, 'player-2')).z).toBe('hand');
    h.finish();
  });
});
