/**
 * Rule 5, mission attempts: personnel on the planet (or beamed down from the outpost for the
 * outpost's own mission) form the Away Team; at least one must match an affiliation icon of the
 * mission (non-aligned may join); the opponent's face-down dilemma there is revealed and resolved;
 * requirements count skill levels (ENGINEER x2: one personnel with ENGINEER x2 satisfies it alone;
 * a classification counts as one level); STRENGTH>36 means the team's sum strictly greater than
 * 36; a team that meets the requirements after every dilemma scores the points, the mission is
 * completed for that player, stays on the spaceline and cannot be scored again. An enemy Away
 * Team on the planet does not prevent an attempt.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { seat } from '../../src/index.ts';

// Distress Mission (fed, fed/kli icons), Reported Activity (kli, fed/kli), Sensitive Search (kli, fed/rom/kli),
// Gault (kli, kli only), Homeward (fed, fed only), Reopen Dig (kli, kli only)
const SPACELINE = ['Distress Mission', 'Reported Activity', 'Sensitive Search', 'Gault', 'Homeward', 'Reopen Dig'];

const attempts = (h: Harness) => h.options().filter((o) => o.group === 'attempt').map((o) => o.target);

function attempt(h: Harness, mission: string): void {
  h.choose(`attempt:${h.card(mission)}`);
  h.passResponses();
}

describe('rule 5 missions: the Away Team', () => {
  it('personnel on the planet may attempt the mission there', () => {
    const h = setupTest({ spaceline: SPACELINE, klingon: { planets: { Gault: ['Klag', 'Batrell'] } } });
    expect(attempts(h)).toEqual([h.card('Gault')]);
    expect(h.labels()).toContain('Attempt Gault with 2 personnel');
    h.finish();
  });

  it('without personnel on the planet there is no attempt', () => {
    const h = setupTest({ spaceline: SPACELINE, klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] } });
    expect(attempts(h)).toEqual([]);
    h.finish();
  });

  it('non-aligned personnel alone cannot attempt: one member must match an affiliation icon', () => {
    const h = setupTest({ spaceline: SPACELINE, klingon: { planets: { 'Sensitive Search': ['Narik', 'Gorta'] } } });
    expect(attempts(h)).toEqual([]);
    h.finish();
  });

  it('non-aligned personnel may join a matching member and their skills count', () => {
    // Sensitive Search: Computer Skill + CUNNING>28; only Narik (non-aligned) has Computer Skill
    const h = setupTest({ spaceline: SPACELINE, klingon: { planets: { 'Sensitive Search': ['Narik', 'Klag', 'Torin', 'Dukath', "J'Ddan"] } } });
    expect(attempts(h)).toEqual([h.card('Sensitive Search')]);
    attempt(h, 'Sensitive Search');
    expect(h.s.completed[h.card('Sensitive Search')]).toBe('klingon');
    expect(seat(h.s, 'klingon').score).toBe(30);
    h.finish();
  });

  it('a player cannot attempt a mission without its affiliation icon', () => {
    // Gault shows only the Klingon icon
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { planets: { Gault: ['Taitt', 'Mendon'], 'Sensitive Search': ['Giusti'] } } });
    expect(attempts(h)).toEqual([h.card('Sensitive Search')]);
    h.finish();
  });

  it('personnel at the outpost attempt the outpost\'s own mission by beaming down from the outpost', () => {
    // Reported Activity: Navigation + Honor x2
    const h = setupTest({ spaceline: SPACELINE, klingon: { outpost: 'Reported Activity', atOutpost: ['Klag', 'Batrell', 'Gorath'] } });
    expect(attempts(h)).toEqual([]);
    h.choose(`beam:${h.card('Klingon Outpost')}>planet:${h.card('Reported Activity')}`);
    h.choose('all');
    attempt(h, 'Reported Activity');
    expect(h.s.completed[h.card('Reported Activity')]).toBe('klingon');
    expect(seat(h.s, 'klingon').score).toBe(35);
    h.finish();
  });

  it('every unstopped personnel of the player on the planet is in the Away Team', () => {
    const h = setupTest({ spaceline: SPACELINE, klingon: { planets: { Gault: ['Klag', 'Batrell', 'Narik'] } } });
    attempt(h, 'Gault');
    const ev = h.s.log.find((e) => e.type === 'missionAttempted');
    expect(new Set(ev?.data?.team as string[])).toEqual(new Set([h.card('Klag'), h.card('Batrell'), h.card('Narik', 'klingon')]));
    h.finish();
  });
});

describe('rule 5 missions: requirements', () => {
  it('one personnel with ENGINEER x2 satisfies ENGINEER x2 alone', () => {
    // Reported Activity: Navigation + ENGINEER x2 (or Navigation + Honor x2)
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { planets: { 'Reported Activity': ['Montgomery Scott', 'McKnight'] } } });
    attempt(h, 'Reported Activity');
    expect(h.s.completed[h.card('Reported Activity')]).toBe('federation');
    expect(seat(h.s, 'federation').score).toBe(35);
    h.finish();
  });

  it('a single level of ENGINEER does not satisfy ENGINEER x2', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { planets: { 'Reported Activity': ['Linda Larson', 'McKnight'] } } });
    attempt(h, 'Reported Activity');
    expect(h.s.completed[h.card('Reported Activity')]).toBeUndefined();
    expect(seat(h.s, 'federation').score).toBe(0);
    expect(h.log().some((l) => /does not meet the requirements of Reported Activity/.test(l))).toBe(true);
    h.finish();
  });

  it('two personnel with one ENGINEER level each satisfy ENGINEER x2', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { planets: { 'Reported Activity': ['Linda Larson', 'Taurik', 'McKnight'] } } });
    attempt(h, 'Reported Activity');
    expect(h.s.completed[h.card('Reported Activity')]).toBe('federation');
    h.finish();
  });

  it('a classification counts as one level of that skill', () => {
    // Reopen Dig: Archaeology + OFFICER x2; Klag and Batrell are OFFICERs by classification
    const h = setupTest({ spaceline: SPACELINE, klingon: { planets: { 'Reopen Dig': ['Dukath', 'Klag', 'Batrell'] } } });
    attempt(h, 'Reopen Dig');
    expect(h.s.completed[h.card('Reopen Dig')]).toBe('klingon');
    const h2 = setupTest({ spaceline: SPACELINE, klingon: { planets: { 'Reopen Dig': ['Dukath', 'Klag', 'Kromm'] } } });
    attempt(h2, 'Reopen Dig');
    expect(h2.s.completed[h2.card('Reopen Dig')]).toBeUndefined();
    h.finish();
    h2.finish();
  });

  it('STRENGTH>36: a team total of exactly 36 fails', () => {
    // Distress Mission: Honor x3 + STRENGTH>36; 7+7+7+8+7 = 36
    const h = setupTest({ spaceline: SPACELINE, klingon: { planets: { 'Distress Mission': ['Batrell', 'Gorath', "Kle'eg", 'Kromm', 'Klag'] } } });
    attempt(h, 'Distress Mission');
    expect(h.s.completed[h.card('Distress Mission')]).toBeUndefined();
    expect(seat(h.s, 'klingon').score).toBe(0);
    h.finish();
  });

  it('STRENGTH>36: a team total of 37 succeeds', () => {
    // 7+7+7+8+8 = 37
    const h = setupTest({ spaceline: SPACELINE, klingon: { planets: { 'Distress Mission': ['Batrell', 'Gorath', "Kle'eg", 'Kromm', 'Divok'] } } });
    attempt(h, 'Distress Mission');
    expect(h.s.completed[h.card('Distress Mission')]).toBe('klingon');
    expect(seat(h.s, 'klingon').score).toBe(35);
    h.finish();
  });

  it('an attempt that does not meet the requirements leaves the Away Team unstopped (it may act again)', () => {
    const h = setupTest({ spaceline: SPACELINE, klingon: { planets: { Gault: ['Klag'] } } });
    attempt(h, 'Gault');
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(false);
    expect(attempts(h)).toEqual([h.card('Gault')]);
    h.finish();
  });
});

describe('rule 5 missions: completion', () => {
  it('a completed mission scores its points, is marked for the player and stays on the spaceline', () => {
    const h = setupTest({ spaceline: SPACELINE, klingon: { planets: { 'Reported Activity': ['Klag', 'Batrell', 'Gorath'] } } });
    const line = [...h.s.spaceline];
    attempt(h, 'Reported Activity');
    expect(h.s.completed[h.card('Reported Activity')]).toBe('klingon');
    expect(seat(h.s, 'klingon').score).toBe(35);
    expect(h.s.spaceline).toEqual(line);
    expect(h.where(h.card('Reported Activity'))).toEqual({ z: 'spaceline' });
    h.finish();
  });

  it('a completed mission cannot be attempted or scored again, by either player', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { planets: { 'Reported Activity': ['Klag', 'Batrell', 'Gorath'] } },
      federation: { planets: { 'Reported Activity': ['Montgomery Scott', 'McKnight'] } },
    });
    attempt(h, 'Reported Activity');
    expect(attempts(h)).toEqual([]);
    h.choose('end');
    expect(h.s.turn.active).toBe('federation');
    expect(attempts(h)).toEqual([]);
    expect(seat(h.s, 'federation').score).toBe(0);
    expect(seat(h.s, 'klingon').score).toBe(35);
    h.finish();
  });

  it('an enemy Away Team on the planet does not prevent an attempt', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { planets: { 'Reported Activity': ['Klag', 'Batrell', 'Gorath'] } },
      federation: { planets: { 'Reported Activity': ['Taitt', 'Mendon', 'Darian Wallace'] } },
    });
    expect(attempts(h)).toEqual([h.card('Reported Activity')]);
    attempt(h, 'Reported Activity');
    expect(h.s.completed[h.card('Reported Activity')]).toBe('klingon');
    h.finish();
  });

  it('the first player to complete a mission scores it: the opponent completing it first shuts it', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { planets: { 'Sensitive Search': ['Christopher Hobson', 'Taitt', 'Mendon', 'Darian Wallace', 'Giusti'] } },
      klingon: { planets: { 'Sensitive Search': ['Narik', 'Klag', 'Torin', 'Dukath', "J'Ddan"] } },
    });
    attempt(h, 'Sensitive Search'); // 7+7+5+5+6 = 30 CUNNING > 28, Computer Skill
    expect(h.s.completed[h.card('Sensitive Search')]).toBe('federation');
    h.choose('end');
    expect(attempts(h)).toEqual([]);
    h.finish();
  });
});

describe('rule 5 missions: dilemmas', () => {
  it('the attempting player meets the opponent\'s face-down dilemma there: it is revealed', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      dilemmas: { Homeward: ['Impassable Door'] }, // seeded by the Klingon player
      federation: { planets: { Homeward: ['Darian Wallace', 'Christopher Hobson'] } },
    });
    const door = h.card('Impassable Door');
    expect(h.s.cards[door]?.revealed).toBe(false);
    attempt(h, 'Homeward');
    expect(h.s.cards[door]?.revealed || h.where(door).z === 'discard').toBe(true);
    expect(h.s.log.some((e) => e.type === 'dilemmaRevealed' && e.data?.card === door && e.data?.player === 'federation')).toBe(true);
    h.finish();
  });

  it('a player\'s own seeded dilemma is not encountered by that player: it stays face down', () => {
    // the Klingon player attempts a Federation mission under which the Klingon player seeded
    const h = setupTest({
      spaceline: SPACELINE,
      dilemmas: { 'Distress Mission': ['Impassable Door'] },
      klingon: { planets: { 'Distress Mission': ['Batrell', 'Gorath', "Kle'eg", 'Kromm', 'Divok'] } },
    });
    const door = h.card('Impassable Door');
    attempt(h, 'Distress Mission');
    expect(h.s.log.some((e) => e.type === 'dilemmaRevealed')).toBe(false);
    expect(h.s.cards[door]?.revealed).toBe(false);
    expect(h.where(door)).toEqual({ z: 'underMission', loc: h.card('Distress Mission') });
    expect(h.s.completed[h.card('Distress Mission')]).toBe('klingon');
    h.finish();
  });

  it('Impassable Door overcome (Computer Skill): the dilemma is discarded and the attempt goes on to complete', () => {
    // Homeward: Anthropology + Computer Skill
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      dilemmas: { Homeward: ['Impassable Door'] },
      federation: { planets: { Homeward: ['Darian Wallace', 'Christopher Hobson'] } },
    });
    attempt(h, 'Homeward');
    expect(h.where(h.card('Impassable Door')).z).toBe('discard');
    expect(h.s.completed[h.card('Homeward')]).toBe('federation');
    expect(seat(h.s, 'federation').score).toBe(25);
    h.finish();
  });

  it('Impassable Door not overcome: the Away Team is stopped, the door stays under the mission, the mission is not completed', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      dilemmas: { Homeward: ['Impassable Door'] },
      federation: { planets: { Homeward: ['Darian Wallace', 'Taitt'] } },
    });
    attempt(h, 'Homeward');
    const door = h.card('Impassable Door');
    expect(h.where(door)).toEqual({ z: 'underMission', loc: h.card('Homeward') });
    expect(h.s.cards[door]?.revealed).toBe(true);
    expect(h.s.cards[h.card('Darian Wallace', 'federation')]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Taitt', 'federation')]?.stopped).toBe(true);
    expect(h.s.completed[h.card('Homeward')]).toBeUndefined();
    expect(attempts(h)).toEqual([]);
    h.finish();
  });

  it('dilemma bonus points are scored as the card says: overcoming Microvirus scores its 5 points even when the mission fails', () => {
    // Microvirus (seeded by the Federation player) is overcome by MEDICAL + SECURITY and worth 5 points
    const h = setupTest({ spaceline: SPACELINE, dilemmas: { Gault: ['Microvirus'] }, klingon: { planets: { Gault: ['Vekma', 'Gorath'] } } });
    attempt(h, 'Gault');
    const virus = h.card('Microvirus');
    expect(h.where(virus)).toEqual({ z: 'bonus', player: 'klingon' });
    expect(seat(h.s, 'klingon').score).toBe(5);
    expect(h.s.completed[h.card('Gault')]).toBeUndefined(); // Gault needs Exobiology, OFFICER and Honor x2
    h.finish();
  });
});
