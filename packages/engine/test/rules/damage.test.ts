/**
 * Rule 7, damage: a damaged ship has RANGE 5 (WEAPONS and SHIELDS unchanged); damaged again
 * before repair, it and everything aboard is destroyed; a damaged ship at its outpost is repaired
 * after waiting two full turns there (two full turns of its owner, docked without moving;
 * repaired at the end of the second).
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

// spans: Homeward 3, Gault 2, Distress Mission 3, Reported Activity 3, Survey Instability 3, Avert Danger 4
const SPACELINE = ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity', 'Survey Instability', 'Avert Danger'];

const moveCosts = (h: Harness, ship: string) =>
  h
    .options()
    .filter((o) => o.group === 'move' && o.card === ship)
    .map((o) => o.label.replace(/^Move .+ to /, ''))
    .sort();

/** Attacks a target with every staffed ship there, then passes response windows. */
function attackWithAll(h: Harness, target: string): void {
  h.choose(`battle:ship@${target}`);
  if (h.s.pending?.kind === 'pickAttackers') h.choose(h.offers('all') ? 'all' : (h.options()[0]?.id as string));
  if (h.s.pending?.kind === 'pickAttackers') h.choose('done');
  h.passResponses();
}

function endTurns(h: Harness, n: number): void {
  for (let i = 0; i < n; i++) {
    h.passResponses();
    h.choose('end');
  }
}

describe('rule 7 damage: a damaged ship', () => {
  it('has RANGE 5 instead of its printed RANGE', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Distress Mission', crew: ['Taitt'], damaged: true }] },
    });
    const ship = h.card('U.S.S. Galaxy');
    // Gault 2, Homeward 2 + 3 = 5, Reported Activity 3; Survey Instability (3 + 3 = 6) is too far
    expect(moveCosts(h, ship)).toEqual(['Gault (RANGE 2 of 5)', 'Homeward (RANGE 5 of 5)', 'Reported Activity (RANGE 3 of 5)']);
    h.finish();
  });

  it('an undamaged ship of the same class keeps its printed RANGE', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Distress Mission', crew: ['Taitt'] }] },
    });
    expect(moveCosts(h, h.card('U.S.S. Galaxy'))).toContain('Survey Instability (RANGE 6 of 8)');
    h.finish();
  });

  it('keeps its WEAPONS and SHIELDS and still battles', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { outpost: 'Gault', ships: [{ card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'], damaged: true }] },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'], damaged: true }] },
    });
    // the damaged K'Vort still attacks with WEAPONS 6 against the damaged Galaxy's unchanged SHIELDS 9
    attackWithAll(h, h.card('U.S.S. Galaxy'));
    expect(h.log().some((l) => /WEAPONS 6 against SHIELDS 9/.test(l))).toBe(true);
    expect(h.where(h.card('U.S.S. Galaxy')).z).toBe('inSpace');
    // the damaged Galaxy fires back with WEAPONS 7 > 6: the damaged K'Vort is damaged again and destroyed
    expect(h.where(h.card("I.K.C. K'Vort")).z).toBe('discard');
    h.finish();
  });

  it('damaged again before repair, it is destroyed with everything aboard', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { outpost: 'Gault', ships: [{ card: "I.K.C. K'Ratak", at: 'Reported Activity', crew: ['Klag'] }] },
      federation: { outpost: 'Homeward', ships: [{ card: 'Runabout', at: 'Reported Activity', crew: ['Taitt', 'Mendon', 'Tricorder'], damaged: true }] },
    });
    attackWithAll(h, h.card('Runabout'));
    for (const c of ['Runabout', 'Taitt', 'Mendon', 'Tricorder']) expect(h.where(h.card(c, 'federation')).z).toBe('discard');
    expect(h.log().some((l) => /Runabout is destroyed/.test(l))).toBe(true);
    h.finish();
  });

  it('damaged once, it stays in play with its crew', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { outpost: 'Gault', ships: [{ card: "I.K.C. K'Ratak", at: 'Reported Activity', crew: ['Klag'] }] },
      federation: { outpost: 'Homeward', ships: [{ card: 'Runabout', at: 'Reported Activity', crew: ['Taitt'] }] },
    });
    attackWithAll(h, h.card('Runabout'));
    expect(h.where(h.card('Runabout')).z).toBe('inSpace');
    expect(h.s.cards[h.card('Runabout')]?.damaged).toBe(true);
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'aboard', host: h.card('Runabout') });
    h.finish();
  });
});

describe('rule 7 damage: repair at the outpost', () => {
  /** Federation turn 2; a damaged Galaxy docked at the Federation outpost at Homeward. */
  const docked = () =>
    setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation', number: 2 },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Homeward', crew: ['Taitt'], damaged: true }] },
    });

  it('after one full turn docked it is still damaged', () => {
    const h = docked();
    endTurns(h, 1);
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(true);
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.repairTurns).toBe(1);
    h.finish();
  });

  it('it is repaired at the end of its owner\'s second full turn docked there (the opponent\'s turns do not count)', () => {
    const h = docked();
    endTurns(h, 2); // Federation turn 2, Klingon turn 3
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(true);
    endTurns(h, 1); // Federation turn 4
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(false);
    expect(h.log().some((l) => /U.S.S. Galaxy is repaired/.test(l))).toBe(true);
    h.finish();
  });

  it('a repaired ship has its full RANGE again', () => {
    const h = docked();
    endTurns(h, 4);
    expect(h.s.turn.active).toBe('federation');
    expect(moveCosts(h, h.card('U.S.S. Galaxy'))).toContain('Distress Mission (RANGE 5 of 8)');
    h.finish();
  });

  it('the turn in which it arrives at the outpost does not count', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation', number: 2 },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Taitt'], damaged: true }] },
    });
    const ship = h.card('U.S.S. Galaxy');
    h.choose(`move:${ship}>${h.card('Homeward')}`);
    endTurns(h, 3); // Federation 2 (arrival), Klingon 3, Federation 4 (first full turn)
    expect(h.s.cards[ship]?.damaged).toBe(true);
    endTurns(h, 2); // Klingon 5, Federation 6 (second full turn)
    expect(h.s.cards[ship]?.damaged).toBe(false);
    h.finish();
  });

  it('moving away breaks the wait: the count starts over', () => {
    const h = docked();
    const ship = h.card('U.S.S. Galaxy');
    endTurns(h, 2); // one full turn counted
    h.choose(`move:${ship}>${h.card('Gault')}`);
    h.choose(`move:${ship}>${h.card('Homeward')}`);
    endTurns(h, 1);
    expect(h.s.cards[ship]?.damaged).toBe(true);
    expect(h.s.cards[ship]?.repairTurns).toBe(0);
    h.finish();
  });

  it('a damaged ship away from its outpost is never repaired', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation', number: 2 },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Taitt'], damaged: true }] },
    });
    endTurns(h, 6);
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(true);
    h.finish();
  });

  it('a ship is not repaired at the opponent\'s outpost', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation', number: 2 },
      klingon: { outpost: 'Gault' },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Taitt'], damaged: true }] },
    });
    endTurns(h, 4);
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(true);
    h.finish();
  });
});
