/**
 * Eyes in the Dark (Alternate Universe interrupt, 103_060): as his team faces a dilemma, a player with
 * Empathy in it names one of his opponent's ships; one personnel aboard, picked at random, adds his
 * skills and attribute numbers to the team for that dilemma only. Constructed positions
 * (dilemma-positions.ts): player-2's Away Team on Gault meets the Microvirus player-1 seeded there
 * (MEDICAL and SECURITY overcome it, for 5 points); player-1's ships are at Distress Mission.
 * docs/RULINGS.md, "Issue 26: Phaser Burns and Eyes in the Dark" (ED1-ED5).
 */
import { describe, expect, it } from 'vitest';
import type { Window } from '../../src/cards/registry.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat, view } from '../../src/index.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { position } from './dilemma-positions.ts';
import { events } from './helpers.ts';

const E = 'Eyes in the Dark';
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${E}`));
// Divok brings MEDICAL, Devinoni Ral Empathy: no SECURITY for the Microvirus
const TEAM = ['Divok', 'Devinoni Ral'];
/** Eyes in the Dark carries the Alternate Universe icon: its player needs an open Alternate Universe Door. */
const EYES = { hand: [E], table: ['Alternate Universe Door'] };
const ship = (crew: string[], card = 'U.S.S. Galaxy') => ({ card, at: 'Distress Mission', crew });

/** player-2 attempts Gault and meets the dilemmas; up to the point after the first is revealed, if someone is asked there. */
function facing(dilemmas: string[], team: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  const h = setupTest(position(dilemmas, { team, p1, p2 }));
  h.choose(`attempt:${h.card('Gault')}`);
  for (let n = 0; n < 10 && h.s.pending?.kind === 'respond'; n++) {
    const w = (h.s.flow.at(-1) as { win?: Window } | undefined)?.win;
    if (w?.type === 'after' && w.h.type === 'dilemmaEncountered') break;
    h.choose('No response');
  }
  return h;
}

describe('Eyes in the Dark', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_060')).toEqual({ implemented: true });
    expect(cardText('eyes-in-the-dark')).toContain('for that dilemma only');
  });

  it("Tasha Yar, the one aboard the opponent's Galaxy, lends her SECURITY: the Microvirus is overcome for 5 points", () => {
    const h = facing(['Microvirus'], TEAM, { ships: [ship(['Tasha Yar'])] }, EYES);
    expect(h.s.pending?.player).toBe('player-2');
    expect(offered(h)).toEqual([`Play ${E}: look through the eyes of someone aboard U.S.S. Galaxy at Distress Mission`]);
    h.choose(`Play ${E}`);
    const told = events(h, 'eyesInTheDark');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Tasha Yar, picked at random aboard U.S.S. Galaxy');
    expect(told[0]?.text).toContain('SECURITY, Honor, Leadership and INTEGRITY 8, CUNNING 7, STRENGTH 8');
    h.passResponses();
    expect(events(h, 'dilemmaOvercome')).toHaveLength(1);
    expect(h.where(h.card('Microvirus')).z).toBe('bonus');
    expect(seat(h.s, 'player-2').score).toBe(5);
    expect(h.where(h.card(E, 'player-2')).z).toBe('discard');
    h.finish();
    // one per dilemma: a second copy is not offered on the dilemma already helped
    const two = facing(['Microvirus'], TEAM, { ships: [ship(['Tasha Yar'])] }, { ...EYES, hand: [E, E] });
    two.choose(`Play ${E}`);
    expect(offered(two)).toEqual([]);
    two.passResponses();
    expect(two.cards(E).map((id) => two.where(id).z).sort()).toEqual(['discard', 'hand']);
    two.finish();
  });

  it("the attribute numbers count too: Data's STRENGTH 12 takes the team past the Chalnoth's 40", () => {
    const team = ['Kromm', 'Divok', 'Klag', 'Dukath', 'Devinoni Ral']; // STRENGTH 8 + 8 + 7 + 7 + 3 = 33, no SECURITY
    const h = facing(['Chalnoth'], team, { ships: [ship(['Data'])] }, EYES);
    h.choose(`Play ${E}`);
    h.passResponses();
    expect(events(h, 'dilemmaOvercome')).toHaveLength(1);
    expect(seat(h.s, 'player-2').score).toBe(5);
    h.finish();
    const alone = facing(['Chalnoth'], team, { ships: [ship(['Data'])] });
    alone.passResponses();
    expect(events(alone, 'dilemmaNotOvercome')).toHaveLength(1);
    alone.finish();
  });

  it('while the dilemma lasts the whole team counts the stranger (one member alone does not); her card stays hidden from the player', () => {
    // Beverly Crusher brings MEDICAL, not SECURITY: the Microvirus is still not overcome, and its victim is being chosen
    const h = facing(['Microvirus'], TEAM, { ships: [ship(['Beverly Crusher'])] }, EYES);
    h.choose(`Play ${E}`);
    h.passResponses();
    expect(h.s.pending?.kind).toBe('chooseKill');
    const team = TEAM.map((n) => h.card(n, 'player-2'));
    const medical = (ids: string[]) => teamStats(h.s, ids).skills.get('MEDICAL') ?? 0;
    const own = ['Divok'].map((n) => h.card(n, 'player-2'));
    expect(medical(team)).toBe(medical(own) + 2);
    expect(medical(own)).toBe(1);
    expect(teamStats(h.s, team).CUNNING).toBe(teamStats(h.s, own).CUNNING + 9 + 8); // Devinoni Ral's 9 and Beverly's 8
    // her card is not named to player-2: no id of hers in the log or the flow, the Galaxy's crew still hidden
    const beverly = h.card('Beverly Crusher', 'player-1');
    expect(JSON.stringify(h.s.log)).not.toContain(beverly);
    expect(JSON.stringify(h.s.flow)).not.toContain(beverly);
    const galaxy = view(h.s, 'player-2').spaceline.flatMap((l) => l.ships).find((sh) => sh.name === 'U.S.S. Galaxy');
    expect(galaxy?.crew).toBeNull();
    h.choose('Divok');
    expect(events(h, 'dilemmaNotOvercome')).toHaveLength(1);
    expect(medical([h.card('Devinoni Ral', 'player-2')])).toBe(0); // the dilemma is over: nothing lent any more
    h.finish();
  });

  it('negative: not played, the Microvirus is not overcome; without Empathy in the team it is not offered', () => {
    const h = facing(['Microvirus'], TEAM, { ships: [ship(['Tasha Yar'])] });
    h.passResponses();
    expect(events(h, 'dilemmaNotOvercome')).toHaveLength(1);
    expect(seat(h.s, 'player-2').score).toBe(0);
    h.finish();
    const cold = facing(['Microvirus'], ['Divok', 'Klag'], { ships: [ship(['Tasha Yar'])] }, EYES);
    expect(offered(cold)).toEqual([]);
    cold.passResponses();
    expect(cold.where(cold.card(E, 'player-2')).z).toBe('hand');
    cold.finish();
    // an Alternate Universe card: without an open Alternate Universe Door it is not offered either
    const shut = facing(['Microvirus'], TEAM, { ships: [ship(['Tasha Yar'])] }, { hand: [E] });
    expect(offered(shut)).toEqual([]);
    shut.finish();
  });

  it('wrong player and wrong timing: the dilemma\'s owner is not offered it, nor is anyone at a main decision', () => {
    const h = facing(['Microvirus'], TEAM, { ships: [ship(['Tasha Yar'])], ...EYES }, { ships: [ship(['Kromm'], "I.K.C. K'Vort")] });
    // both points answered for: player-2 holds nothing, player-1 is not the one facing it
    expect(offered(h)).toEqual([]);
    expect(h.s.pending?.kind).toBe('chooseKill'); // the Microvirus resolves: player-1 picks its victim
    expect(h.where(h.card(E, 'player-1')).z).toBe('hand');
    h.finish();
    const main = setupTest(position(['Microvirus'], { team: TEAM, p1: { ships: [ship(['Tasha Yar'])] }, p2: EYES }));
    expect(main.labels().filter((l) => l.startsWith(`Play ${E}`))).toEqual([]);
    main.finish();
  });

  it('boundary: for that dilemma only; the Archer met next finds the team without SECURITY again', () => {
    const h = facing(['Microvirus', 'Archer'], [...TEAM, 'Klag'], { ships: [ship(['Tasha Yar'])] }, EYES);
    h.choose(`Play ${E}`);
    h.passResponses();
    expect(events(h, 'dilemmaOvercome')).toHaveLength(1);
    // the Archer (SECURITY and MEDICAL) finds no SECURITY: not overcome, and its victim dies
    expect(events(h, 'dilemmaNotOvercome').map((e) => e.data?.['card'])).toEqual([h.card('Archer')]);
    expect(events(h, 'personnelKilled')).toHaveLength(1);
    expect(seat(h.s, 'player-2').score).toBe(5);
    h.finish();
  });

  it('boundary: an empty ship lends nothing (the card is spent) and the Microvirus is not overcome', () => {
    const h = facing(['Microvirus'], TEAM, { ships: [ship([])] }, EYES);
    h.choose(`Play ${E}`);
    expect(events(h, 'eyesInTheDark')[0]?.text).toContain('nobody aboard U.S.S. Galaxy can lend');
    h.passResponses();
    expect(events(h, 'dilemmaNotOvercome')).toHaveLength(1);
    expect(h.where(h.card(E, 'player-2')).z).toBe('discard');
    h.finish();
  });
});
