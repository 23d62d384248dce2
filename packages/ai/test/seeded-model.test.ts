/**
 * The search's model of where the opponent's face-down dilemmas lie (seeded-model.ts): the sampled
 * dilemmas dealt to the places the view shows as a seeder by our seeding policy would have dealt them;
 * and the paired search's playouts that may see the dilemmas of their world (foreseeDilemmas).
 */
import { describe, expect, it } from 'vitest';
import { cloneState, opponent, view } from '@stccg/engine';
import type { CardId, CardState, GameState, PlayerId } from '@stccg/engine';
import { dealAsSeeded } from '../src/seeded-model.ts';
import type { DilemmaPlaces } from '../src/seeded-model.ts';
import { botRng } from '../src/random.ts';
import { foreseeDilemmas } from '../src/paired.ts';
import { atTurn } from './constructed-positions.ts';

const dil = (def: string, n = 1) => ({ id: `player-2:${def}#${n}` as CardId, def });

describe('dealing the opponent\'s dilemmas as his seeding policy would', () => {
  it('puts a wall under the mission the seat can attempt, and a dilemma of the wrong type where it never will', () => {
    // a Federation seat: Diplomacy Mission bears its icon, Cloaked Mission only the Klingon one
    const places: DilemmaPlaces[] = [
      { loc: 'm:cloaked', mission: 'cloaked-mission', places: 1 },
      { loc: 'm:diplomacy', mission: 'diplomacy-mission', places: 1 },
    ];
    for (let seed = 1; seed <= 5; seed++) {
      // a planet wall (Computer Skill) and a space dilemma, which does nothing at a planet mission
      const [atCloaked, atDiplomacy] = dealAsSeeded([dil('iconian-computer-weapon'), dil('impassable-door')], places, 'federation', botRng(seed));
      expect(atDiplomacy).toEqual([dil('impassable-door').id]);
      expect(atCloaked).toEqual([dil('iconian-computer-weapon').id]);
    }
  });
  it('against a Klingon seat the same two dilemmas change places', () => {
    const places: DilemmaPlaces[] = [
      { loc: 'm:cloaked', mission: 'cloaked-mission', places: 1 },
      { loc: 'm:diplomacy', mission: 'diplomacy-mission', places: 1 },
    ];
    const [atCloaked, atDiplomacy] = dealAsSeeded([dil('impassable-door'), dil('iconian-computer-weapon')], places, 'klingon', botRng(3));
    expect(atCloaked).toEqual([dil('impassable-door').id]);
    expect(atDiplomacy).toEqual([dil('iconian-computer-weapon').id]);
  });
  it('deals every dilemma once and fills each place to its count, whatever the draw', () => {
    const defs = ['impassable-door', 'armus-skin-of-evil', 'nausicaans', 'hologram-ruse', 'null-space', 'tarellian-plague-ship', 'q', 'firestorm'];
    const places: DilemmaPlaces[] = [
      { loc: 'a', mission: 'diplomacy-mission', places: 3 },
      { loc: 'b', mission: 'study-nebula', places: 2 },
      { loc: 'c', mission: 'cloaked-mission', places: 1 },
      { loc: 'd', mission: 'covert-rescue', places: 2 },
    ];
    for (let seed = 1; seed <= 20; seed++) {
      const rng = botRng(seed);
      const ds = defs.map((d, i) => dil(d, i));
      const dealt = dealAsSeeded(ds, places, seed % 2 ? 'federation' : null, rng);
      expect(dealt.map((x) => x.length)).toEqual([3, 2, 1, 2]);
      expect(dealt.flat().sort()).toEqual(ds.map((d) => d.id).sort());
    }
  });
  it('with fewer dilemmas than places deals them all and overfills none; with none, deals nothing', () => {
    const places: DilemmaPlaces[] = [
      { loc: 'a', mission: 'diplomacy-mission', places: 2 },
      { loc: 'b', mission: 'cloaked-mission', places: 2 },
    ];
    const dealt = dealAsSeeded([dil('impassable-door'), dil('nausicaans')], places, 'federation', botRng(9));
    expect(dealt.flat().sort()).toEqual([dil('impassable-door').id, dil('nausicaans').id].sort());
    // both where the Federation seat will attempt: the mission it cannot attempt is left short
    expect(dealt[0]).toHaveLength(2);
    expect(dealt[1]).toEqual([]);
    expect(dealAsSeeded([], places, 'federation', botRng(9))).toEqual([[], []]);
  });
});

describe('foreseeing the dilemmas of a sampled world (paired search, --foresee-dilemmas)', () => {
  it('turns the opponent\'s cards under the missions face up for the seat, and leaves its own as the opponent sees them', () => {
    const s = atTurn(3, 2);
    const seat = s.turn.active;
    const foe = opponent(s, seat);
    const hiddenIn = (x: GameState, p: PlayerId) => view(x, p).spaceline.reduce((a, l) => a + l.dilemmas.filter((d) => d === null).length, 0);
    expect(hiddenIn(s, seat)).toBeGreaterThan(0);
    const w = cloneState(s);
    foreseeDilemmas(w, seat);
    expect(hiddenIn(w, seat)).toBe(0);
    // the opponent's view of the seat's dilemmas: as before
    expect(hiddenIn(w, foe)).toBe(hiddenIn(s, foe));
    // nothing else: only cards under missions, only the opponent's
    const changed = Object.keys(s.cards).filter((id) => (s.cards[id] as CardState).revealed !== (w.cards[id] as CardState).revealed);
    expect(changed.length).toBeGreaterThan(0);
    for (const id of changed) {
      expect((w.cards[id] as CardState).at.z).toBe('underMission');
      expect((w.cards[id] as CardState).owner).toBe(foe);
    }
    // again: nothing more to turn
    const again = cloneState(w);
    foreseeDilemmas(again, seat);
    expect(JSON.stringify(again.cards)).toBe(JSON.stringify(w.cards));
  });
});
