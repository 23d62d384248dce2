/**
 * Rule 7, battle: only on the initiating player's turn, only between forces at the same location,
 * and every card that took part is stopped afterward. The Federation never initiates; it defends
 * and retaliates.
 * - Away Team vs Away Team: STRENGTH totals; the higher total wins and one member of the losing
 *   team is killed by random selection; a tie kills nobody.
 * - Ship vs ship: the attacker chooses its ships and one target; total WEAPONS against the
 *   target's SHIELDS, greater means damaged; the target then retaliates with the same comparison,
 *   even if damaged or destroyed by the attack. A ship docked at its own outpost adds half the
 *   outpost's SHIELDS, rounded down.
 * - Ship vs outpost: total WEAPONS greater than the outpost's SHIELDS destroys the outpost and its
 *   personnel; the mission, ships there and Away Teams on the planet are unaffected.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

// Federation Outpost SHIELDS 30 (gives 15), Klingon Outpost SHIELDS 32 (gives 16)
// Galaxy W7 S9, Nebula W7 S8, Runabout W5 S5, Type VI W2 S2; K'Ratak W8 S6, K'Vort W6 S6, Vor'Cha W8 S7
const SPACELINE = ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity', 'Survey Instability', 'Avert Danger'];
const groupIds = (h: Harness, group: string) => h.options().filter((o) => o.group === group).map((o) => o.id);

interface ShipSpec {
  card: string;
  at?: string;
  crew?: string[];
  damaged?: boolean;
}

/** Klingon turn; Klingon outpost at Gault, Federation outpost at Homeward. */
function fight(klingon: ShipSpec[], federation: ShipSpec[], extra: { kp?: Record<string, string[]>; fp?: Record<string, string[]>; fedAtOutpost?: string[] } = {}) {
  return setupTest({
    spaceline: SPACELINE,
    klingon: { outpost: 'Gault', ships: klingon, planets: extra.kp ?? {} },
    federation: { outpost: 'Homeward', ships: federation, planets: extra.fp ?? {}, atOutpost: extra.fedAtOutpost ?? [] },
  });
}

/** Attacks a target with the named ships (instance ids), then passes response windows. */
function attack(h: Harness, target: string, ships: string[]): void {
  h.choose(`battle:ship@${target}`);
  if (h.s.pending?.kind === 'pickAttackers') {
    for (const id of ships) if (h.s.pending?.kind === 'pickAttackers') h.choose(`pick:${id}`);
    if (h.s.pending?.kind === 'pickAttackers') h.choose('done');
  }
  h.passResponses();
}

describe('rule 7 battle: who may fight, and where', () => {
  it('the Federation never initiates a battle, even with enemies at its location', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      klingon: { outpost: 'Gault', ships: [{ card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] }], planets: { 'Reported Activity': ['Batrell'] } },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }], planets: { 'Reported Activity': ['Taurik', 'Sito Jaxa'] } },
    });
    expect(groupIds(h, 'battle')).toEqual([]);
    h.finish();
  });

  it('the Klingon player may attack ships, Away Teams and the outpost at the same location', () => {
    const h = fight([{ card: "I.K.C. K'Vort", at: 'Homeward', crew: ['Klag'] }], [{ card: 'U.S.S. Galaxy', at: 'Homeward', crew: ['Taitt'] }], {
      kp: { Homeward: ['Batrell'] },
      fp: { Homeward: ['Mendon'] },
    });
    const hw = h.card('Homeward');
    expect(groupIds(h, 'battle').sort()).toEqual([`battle:outpost@${h.card('Federation Outpost')}`, `battle:ship@${h.card('U.S.S. Galaxy')}`, `battle:team@${hw}`].sort());
    h.finish();
  });

  it('battle happens only between forces at the same location', () => {
    const h = fight([{ card: "I.K.C. K'Vort", at: 'Distress Mission', crew: ['Klag'] }], [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }], {
      kp: { 'Distress Mission': ['Batrell'] },
      fp: { 'Reported Activity': ['Mendon'] },
    });
    expect(groupIds(h, 'battle')).toEqual([]);
    h.finish();
  });

  it('battle is started only on the initiating player\'s own turn: during the Federation turn the Klingon player is never offered one', () => {
    const h = fight([{ card: "I.K.C. K'Vort", at: 'Homeward', crew: ['Klag'] }], [{ card: 'U.S.S. Galaxy', at: 'Homeward', crew: ['Taitt'] }]);
    h.choose('end');
    expect(h.s.turn.active).toBe('federation');
    expect(h.s.pending?.player).toBe('federation');
    expect(groupIds(h, 'battle')).toEqual([]);
    h.finish();
  });

  it('only a staffed ship may attack (a Klingon personnel aboard)', () => {
    const h = fight([{ card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Narik'] }], [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }]);
    expect(groupIds(h, 'battle')).toEqual([]);
    h.finish();
  });
});

describe('rule 7 battle: Away Team vs Away Team', () => {
  it('the higher STRENGTH total wins and one member of the losing team is killed at random', () => {
    const h = fight([], [], { kp: { 'Reported Activity': ['Klag', 'Batrell'] }, fp: { 'Reported Activity': ['Taitt', 'Mendon'] } }); // 14 vs 6
    h.choose(`battle:team@${h.card('Reported Activity')}`);
    h.passResponses();
    const fed = [h.card('Taitt', 'federation'), h.card('Mendon', 'federation')];
    expect(fed.filter((id) => h.where(id).z === 'discard')).toHaveLength(1);
    expect(fed.filter((id) => h.where(id).z === 'planet')).toHaveLength(1);
    expect(h.where(h.card('Klag')).z).toBe('planet');
    expect(h.where(h.card('Batrell')).z).toBe('planet');
    h.finish();
  });

  it('when the defenders are stronger, one attacker dies', () => {
    const h = fight([], [], { kp: { 'Reported Activity': ["J'Ddan"] }, fp: { 'Reported Activity': ['Taurik', 'Sito Jaxa'] } }); // 6 vs 14
    h.choose(`battle:team@${h.card('Reported Activity')}`);
    h.passResponses();
    expect(h.where(h.card("J'Ddan")).z).toBe('discard');
    expect(h.where(h.card('Taurik', 'federation')).z).toBe('planet');
    expect(h.where(h.card('Sito Jaxa', 'federation')).z).toBe('planet');
    h.finish();
  });

  it('a tie kills nobody', () => {
    const h = fight([], [], { kp: { 'Reported Activity': ["B'iJik"] }, fp: { 'Reported Activity': ['Christopher Hobson'] } }); // 6 vs 6
    h.choose(`battle:team@${h.card('Reported Activity')}`);
    h.passResponses();
    expect(h.where(h.card("B'iJik")).z).toBe('planet');
    expect(h.where(h.card('Christopher Hobson', 'federation')).z).toBe('planet');
    expect(h.log().some((l) => /tie/.test(l))).toBe(true);
    h.finish();
  });

  it('a one-point margin is enough to win', () => {
    const h = fight([], [], { kp: { 'Reported Activity': ['Klag'] }, fp: { 'Reported Activity': ['Christopher Hobson'] } }); // 7 vs 6
    h.choose(`battle:team@${h.card('Reported Activity')}`);
    h.passResponses();
    expect(h.where(h.card('Christopher Hobson', 'federation')).z).toBe('discard');
    h.finish();
  });

  it('stopped defenders still count: a team that already fought defends again with its whole STRENGTH', () => {
    const h = fight([{ card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] }], [], {
      kp: { 'Reported Activity': ["B'iJik"] },
      fp: { 'Reported Activity': ['Christopher Hobson', 'Mendon'] },
    });
    const ra = h.card('Reported Activity');
    h.choose(`battle:team@${ra}`); // 6 against 8: B'iJik dies, the Federation team is stopped
    h.passResponses();
    expect(h.where(h.card("B'iJik")).z).toBe('discard');
    h.choose(`beam:${h.card("I.K.C. K'Vort")}>planet:${ra}`);
    h.choose(`pick:${h.card('Klag')}`);
    h.passResponses();
    h.choose(`battle:team@${ra}`); // Klag 7 against the stopped team's 8
    h.passResponses();
    expect(h.where(h.card('Klag')).z).toBe('discard');
    expect(h.log().some((l) => /STRENGTH 7 against 8/.test(l))).toBe(true);
    h.finish();
  });

  it('every personnel that took part is stopped afterward', () => {
    const h = fight([], [], { kp: { 'Reported Activity': ["B'iJik"] }, fp: { 'Reported Activity': ['Christopher Hobson'] } });
    h.choose(`battle:team@${h.card('Reported Activity')}`);
    h.passResponses();
    expect(h.s.cards[h.card("B'iJik")]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Christopher Hobson', 'federation')]?.stopped).toBe(true);
    h.finish();
  });
});

describe('rule 7 battle: ship vs ship', () => {
  it('total WEAPONS greater than the target\'s SHIELDS damages it', () => {
    const h = fight([{ card: "I.K.C. K'Ratak", at: 'Reported Activity', crew: ['Klag'] }], [{ card: 'Runabout', at: 'Reported Activity', crew: ['Taitt'] }]); // 8 > 5
    attack(h, h.card('Runabout'), [h.card("I.K.C. K'Ratak")]);
    expect(h.s.cards[h.card('Runabout')]?.damaged).toBe(true);
    h.finish();
  });

  it('boundary: WEAPONS equal to SHIELDS do no damage', () => {
    const h = fight([{ card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Klag'] }], [{ card: 'U.S.S. Nebula', at: 'Reported Activity', crew: ['Taitt'] }]); // 8 = 8
    attack(h, h.card('U.S.S. Nebula'), [h.card("I.K.C. Vor'Cha")]);
    expect(h.s.cards[h.card('U.S.S. Nebula')]?.damaged).toBe(false);
    h.finish();
  });

  it('the attacker may combine several ships against one target: their WEAPONS add up', () => {
    const h = fight(
      [
        { card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Klag'] },
        { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Batrell'] },
      ],
      [{ card: 'U.S.S. Nebula', at: 'Reported Activity', crew: ['Taitt'] }],
    ); // 8 + 6 = 14 > 8
    h.choose(`battle:ship@${h.card('U.S.S. Nebula')}`);
    expect(h.s.pending?.kind).toBe('pickAttackers');
    expect(h.s.pending?.player).toBe('klingon');
    h.choose('all');
    if (h.s.pending?.kind === 'chooseRetaliationTarget') h.choose(`target:${h.card("I.K.C. Vor'Cha")}`);
    h.passResponses();
    expect(h.s.cards[h.card('U.S.S. Nebula')]?.damaged).toBe(true);
    h.finish();
  });

  it('the target retaliates against the attacker with the same comparison', () => {
    const h = fight([{ card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] }], [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }]);
    attack(h, h.card('U.S.S. Galaxy'), [h.card("I.K.C. K'Vort")]); // 6 vs 9: no damage; back 7 vs 6: damaged
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(false);
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(true);
    h.finish();
  });

  it('retaliation boundary: WEAPONS equal to the attacker\'s SHIELDS do no damage', () => {
    const h = fight([{ card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Klag'] }], [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }]);
    attack(h, h.card('U.S.S. Galaxy'), [h.card("I.K.C. Vor'Cha")]); // back 7 vs 7
    expect(h.s.cards[h.card("I.K.C. Vor'Cha")]?.damaged).toBe(false);
    h.finish();
  });

  it('the target retaliates even when the attack damaged it', () => {
    const g = fight([{ card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] }], [{ card: 'Runabout', at: 'Reported Activity', crew: ['Taitt'] }]);
    // 6 > 5: the Runabout is damaged, and it still fires back (5 against 6)
    attack(g, g.card('Runabout'), [g.card("I.K.C. K'Vort")]);
    expect(g.s.cards[g.card('Runabout')]?.damaged).toBe(true);
    expect(g.log().some((l) => /Runabout fires back/.test(l))).toBe(true);
    const k = fight(
      [
        { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] },
        { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Batrell'] },
      ],
      [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }],
    ); // 12 > 9: damaged; back 7 > 6
    const [k1, k2] = k.cards("I.K.C. K'Vort", 'klingon');
    attack(k, k.card('U.S.S. Galaxy'), [k1 as string, k2 as string]);
    expect(k.s.pending?.kind).toBe('chooseRetaliationTarget');
    k.choose(`target:${k2}`);
    k.passResponses();
    expect(k.s.cards[k.card('U.S.S. Galaxy')]?.damaged).toBe(true);
    expect(k.s.cards[k2 as string]?.damaged).toBe(true);
    expect(k.s.cards[k1 as string]?.damaged).toBe(false);
    g.finish();
    k.finish();
  });

  it('the target retaliates even when the attack destroyed it, and both shots apply together', () => {
    const h = fight(
      [
        { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] },
        { card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Batrell'] },
      ],
      [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt', 'Mendon'], damaged: true }],
    ); // 14 > 9: the damaged Galaxy is destroyed; it fires back 7 > 6 at the K'Vort
    attack(h, h.card('U.S.S. Galaxy'), [h.card("I.K.C. K'Vort"), h.card("I.K.C. Vor'Cha")]);
    h.choose(`target:${h.card("I.K.C. K'Vort")}`);
    h.passResponses();
    expect(h.where(h.card('U.S.S. Galaxy')).z).toBe('discard');
    expect(h.where(h.card('Taitt', 'federation')).z).toBe('discard');
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(true);
    h.finish();
  });

  it('the defender, not the attacker, chooses which attacking ship the target fires back at', () => {
    const h = fight(
      [
        { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] },
        { card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Batrell'] },
      ],
      [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }],
    );
    h.choose(`battle:ship@${h.card('U.S.S. Galaxy')}`);
    h.choose('all');
    expect(h.s.pending?.kind).toBe('chooseRetaliationTarget');
    expect(h.s.pending?.player).toBe('federation');
    expect(h.s.pending?.options.map((o) => o.card).sort()).toEqual([h.card("I.K.C. K'Vort"), h.card("I.K.C. Vor'Cha")].sort());
    h.choose(`target:${h.card("I.K.C. Vor'Cha")}`);
    h.passResponses();
    expect(h.s.cards[h.card("I.K.C. Vor'Cha")]?.damaged).toBe(false); // 7 vs 7
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(false);
    h.finish();
  });

  it('only the targeted ship fires back: the defender\'s other ships at the location do not', () => {
    const h = fight(
      [{ card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] }],
      [
        { card: 'Type VI Shuttlecraft', at: 'Reported Activity', crew: ['Taitt'] },
        { card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Mendon'] },
      ],
    );
    attack(h, h.card('Type VI Shuttlecraft'), [h.card("I.K.C. K'Vort")]); // 6 > 2; back 2 vs 6
    expect(h.s.cards[h.card('Type VI Shuttlecraft')]?.damaged).toBe(true);
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(false);
    expect(h.log().filter((l) => /fires back/.test(l))).toHaveLength(1);
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.stopped).toBe(false);
    h.finish();
  });

  it('a ship with nobody aboard does not retaliate', () => {
    const h = fight([{ card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] }], [{ card: 'U.S.S. Galaxy', at: 'Reported Activity' }]);
    attack(h, h.card('U.S.S. Galaxy'), [h.card("I.K.C. K'Vort")]);
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(false);
    expect(h.log().some((l) => /cannot fire back/.test(l))).toBe(true);
    h.finish();
  });

  it('an unmanned target that cannot fire back asks the defender nothing, whatever the number of attackers', () => {
    const h = fight(
      [
        { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'] },
        { card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Batrell'] },
      ],
      [{ card: 'U.S.S. Galaxy', at: 'Reported Activity' }],
    );
    h.choose(`battle:ship@${h.card('U.S.S. Galaxy')}`);
    h.choose('all');
    expect(h.s.pending?.kind).toBe('main');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(true);
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(false);
    h.finish();
  });

  it('every ship and crew that took part is stopped, the target included; a stopped target still retaliates when attacked again', () => {
    const h = fight(
      [
        { card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Klag'] },
        { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Batrell'] },
      ],
      [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }],
    );
    const galaxy = h.card('U.S.S. Galaxy');
    attack(h, galaxy, [h.card("I.K.C. Vor'Cha")]);
    for (const id of [h.card("I.K.C. Vor'Cha"), h.card('Klag'), galaxy, h.card('Taitt', 'federation')]) expect(h.s.cards[id]?.stopped).toBe(true);
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.stopped).toBe(false);
    attack(h, galaxy, [h.card("I.K.C. K'Vort")]); // the stopped Galaxy fires back 7 > 6
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(true);
    h.finish();
  });

  it('a ship docked at its own outpost adds half the outpost\'s SHIELDS (rounded down): 9 + 15 = 24 holds against 24', () => {
    const h = fight(
      [
        { card: "I.K.C. K'Ratak", at: 'Homeward', crew: ['Klag'] },
        { card: "I.K.C. Vor'Cha", at: 'Homeward', crew: ['Batrell'] },
        { card: "I.K.C. Vor'Cha", at: 'Homeward', crew: ['Gorath'] },
      ],
      [{ card: 'U.S.S. Galaxy', at: 'Homeward' }],
    );
    h.choose(`battle:ship@${h.card('U.S.S. Galaxy')}`);
    h.choose('all');
    h.passResponses();
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(false);
    expect(h.log().some((l) => /WEAPONS 24 against SHIELDS 24/.test(l))).toBe(true);
    h.finish();
  });

  it('docked at its own outpost, 9 + 15 = 24 falls to 30', () => {
    const h = fight(
      [
        { card: "I.K.C. K'Ratak", at: 'Homeward', crew: ['Klag'] },
        { card: "I.K.C. Vor'Cha", at: 'Homeward', crew: ['Batrell'] },
        { card: "I.K.C. Vor'Cha", at: 'Homeward', crew: ['Gorath'] },
        { card: "I.K.C. K'Vort", at: 'Homeward', crew: ["Kle'eg"] },
      ],
      [{ card: 'U.S.S. Galaxy', at: 'Homeward' }],
    );
    h.choose(`battle:ship@${h.card('U.S.S. Galaxy')}`);
    h.choose('all');
    h.passResponses();
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(true);
    h.finish();
  });

  it('away from its outpost the same ship has only its own SHIELDS', () => {
    const h = fight(
      [
        { card: "I.K.C. K'Ratak", at: 'Reported Activity', crew: ['Klag'] },
        { card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Batrell'] },
      ],
      [{ card: 'U.S.S. Galaxy', at: 'Reported Activity' }],
    );
    h.choose(`battle:ship@${h.card('U.S.S. Galaxy')}`);
    h.choose('all');
    h.passResponses();
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(true);
    expect(h.log().some((l) => /WEAPONS 16 against SHIELDS 9/.test(l))).toBe(true);
    h.finish();
  });

  it('an outpost does not protect the opponent\'s ships: a Federation ship at the Klingon outpost gets no bonus', () => {
    const h = fight([{ card: "I.K.C. K'Ratak", at: 'Gault', crew: ['Klag'] }, { card: "I.K.C. K'Vort", at: 'Gault', crew: ['Batrell'] }], [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Taitt'] }]);
    h.choose(`battle:ship@${h.card('U.S.S. Galaxy')}`);
    h.choose('all');
    // the Galaxy fires back at a Klingon ship docked at the Klingon outpost: 7 against 6 + 16 = 22
    h.choose(`target:${h.card("I.K.C. K'Vort")}`);
    h.passResponses();
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(true); // 14 > 9
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.damaged).toBe(false);
    expect(h.log().some((l) => /WEAPONS 7 against SHIELDS 22/.test(l))).toBe(true);
    h.finish();
  });
});

describe('rule 7 battle: ship vs outpost', () => {
  const armada = (n: number) =>
    [
      { card: "I.K.C. K'Ratak", at: 'Homeward', crew: ['Klag'] },
      { card: "I.K.C. Vor'Cha", at: 'Homeward', crew: ['Batrell'] },
      { card: "I.K.C. Vor'Cha", at: 'Homeward', crew: ['Gorath'] },
      { card: "I.K.C. K'Vort", at: 'Homeward', crew: ["Kle'eg"] },
      { card: "I.K.C. K'Vort", at: 'Homeward', crew: ['Kromm'] },
    ].slice(0, n);

  it('total WEAPONS equal to the outpost\'s SHIELDS leave it standing', () => {
    const h = fight(armada(4), [], { fedAtOutpost: ['Taitt'] }); // 8+8+8+6 = 30 vs 30
    const outpost = h.card('Federation Outpost');
    h.choose(`battle:outpost@${outpost}`);
    h.choose('all');
    h.passResponses();
    expect(h.where(outpost).z).toBe('outpost');
    expect(h.where(h.card('Taitt', 'federation')).z).toBe('aboard');
    h.finish();
  });

  it('total WEAPONS greater than its SHIELDS destroy the outpost and the personnel and equipment in it; the mission, ships and Away Teams there are unaffected', () => {
    const h = fight(armada(5), [{ card: 'U.S.S. Galaxy', at: 'Homeward', crew: ['Mendon'] }], {
      fedAtOutpost: ['Taitt', 'Tricorder'],
      fp: { Homeward: ['Darian Wallace'] },
      kp: { Homeward: ['Torin'] },
    }); // 36 > 30
    const outpost = h.card('Federation Outpost');
    h.choose(`battle:outpost@${outpost}`);
    h.choose('all');
    h.passResponses();
    expect(h.where(outpost).z).toBe('discard');
    expect(h.where(h.card('Taitt', 'federation')).z).toBe('discard');
    expect(h.where(h.card('Tricorder', 'federation')).z).toBe('discard');
    const hw = h.card('Homeward');
    expect(h.where(hw)).toEqual({ z: 'spaceline' });
    expect(h.s.spaceline).toContain(hw);
    expect(h.where(h.card('U.S.S. Galaxy'))).toEqual({ z: 'inSpace', loc: hw });
    expect(h.where(h.card('Mendon', 'federation'))).toEqual({ z: 'aboard', host: h.card('U.S.S. Galaxy') });
    expect(h.s.cards[h.card('U.S.S. Galaxy')]?.damaged).toBe(false);
    expect(h.where(h.card('Darian Wallace', 'federation'))).toEqual({ z: 'planet', loc: hw });
    expect(h.where(h.card('Torin'))).toEqual({ z: 'planet', loc: hw });
    // the attacking ships are stopped
    for (const id of h.cards("I.K.C. K'Vort", 'klingon').filter((k) => h.where(k).z === 'inSpace')) expect(h.s.cards[id]?.stopped).toBe(true);
    h.finish();
  });

  it('without its outpost a player can no longer report personnel or commission ships', () => {
    const h = fight(armada(5), [], { fedAtOutpost: ['Taitt'] });
    h.choose(`battle:outpost@${h.card('Federation Outpost')}`);
    h.choose('all');
    h.passResponses();
    h.choose('end');
    expect(h.s.turn.active).toBe('federation');
    expect(h.options().filter((o) => o.group === 'play' && /^(Report|Commission)/.test(o.label))).toEqual([]);
    h.finish();
  });
});
