/**
 * Rule 6, stopped: a card stopped by a dilemma or by battle does nothing more that turn (it does
 * not move, beam, attempt or start a battle); others may still act; everything unstops at the
 * end of the turn.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const SPACELINE = ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity'];

const ids = (h: Harness, group: string) => h.options().filter((o) => o.group === group).map((o) => o.id);

/** A Federation Away Team stopped by Impassable Door at Homeward, with another crew member still aboard. */
function stoppedByDilemma() {
  const h = setupTest({
    spaceline: SPACELINE,
    turn: { active: 'federation' },
    dilemmas: { Homeward: ['Impassable Door'] },
    federation: { outpost: 'Distress Mission', ships: [{ card: 'U.S.S. Galaxy', at: 'Homeward', crew: ['Mendon', 'Christopher Hobson'] }], planets: { Homeward: ['Darian Wallace', 'Taitt'] } },
  });
  h.choose(`attempt:${h.card('Homeward')}`);
  h.passResponses();
  return h;
}

describe('rule 6 stopped by a dilemma', () => {
  it('the stopped Away Team cannot beam, attempt again or do anything else this turn', () => {
    const h = stoppedByDilemma();
    const dw = h.card('Darian Wallace', 'federation');
    expect(h.s.cards[dw]?.stopped).toBe(true);
    expect(ids(h, 'attempt')).toEqual([]);
    // the ship can still beam its own crew down, but nobody can be picked up from the planet
    expect(ids(h, 'beam')).not.toContain(`beam:planet:${h.card('Homeward')}>${h.card('U.S.S. Galaxy')}`);
    h.finish();
  });

  it('other cards may still act: the crew aboard beams down and attempts without the stopped members', () => {
    const h = stoppedByDilemma();
    const ship = h.card('U.S.S. Galaxy');
    const planet = `planet:${h.card('Homeward')}`;
    h.choose(`beam:${ship}>${planet}`);
    h.choose(`pick:${h.card('Christopher Hobson', 'federation')}`);
    h.choose('done');
    h.passResponses();
    expect(ids(h, 'attempt')).toEqual([`attempt:${h.card('Homeward')}`]);
    h.choose(`attempt:${h.card('Homeward')}`);
    h.passResponses();
    // Hobson (Computer Skill) opens the door; the team is Hobson alone, without Anthropology
    const ev = h.s.log.filter((e) => e.type === 'missionAttempted').pop();
    expect(ev?.data?.team).toEqual([h.card('Christopher Hobson', 'federation')]);
    expect(h.where(h.card('Impassable Door'))).toEqual({ z: 'discard' });
    h.finish();
  });

  it('a ship whose crew was not stopped may still move', () => {
    const h = stoppedByDilemma();
    expect(ids(h, 'move').length).toBeGreaterThan(0);
    h.finish();
  });

  it('everything unstops at the end of the turn', () => {
    const h = stoppedByDilemma();
    h.choose('end');
    expect(Object.values(h.s.cards).filter((c) => c.stopped)).toEqual([]);
    h.choose('end'); // Klingon turn
    expect(h.s.turn.active).toBe('federation');
    expect(ids(h, 'attempt')).toEqual([`attempt:${h.card('Homeward')}`]);
    h.finish();
  });
});

describe('rule 6 stopped by battle', () => {
  function afterShipBattle() {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: {
        outpost: 'Gault',
        ships: [
          { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag', 'Batrell'] },
          { card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Kromm'] },
        ],
      },
      federation: { outpost: 'Homeward', ships: [{ card: 'Type VI Shuttlecraft', at: 'Reported Activity', crew: ['Taitt'] }] },
    });
    const kvort = h.card("I.K.C. K'Vort");
    h.choose(`battle:ship@${h.card('Type VI Shuttlecraft')}`);
    h.choose(`pick:${kvort}`);
    h.choose('done');
    h.passResponses();
    return h;
  }

  it('the attacking ship and its crew are stopped: no move, no beaming, no further battle', () => {
    const h = afterShipBattle();
    const kvort = h.card("I.K.C. K'Vort");
    expect(h.s.cards[kvort]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(true);
    expect(h.options().some((o) => o.group === 'move' && o.card === kvort)).toBe(false);
    expect(ids(h, 'beam').some((id) => id.startsWith(`beam:${kvort}>`))).toBe(false);
    h.choose(`battle:ship@${h.card('Type VI Shuttlecraft')}`);
    expect(h.options().some((o) => o.card === kvort)).toBe(false);
    h.choose('cancel');
    h.finish();
  });

  it('the ships that did not take part may still move and attack', () => {
    const h = afterShipBattle();
    const vorcha = h.card("I.K.C. Vor'Cha");
    expect(h.options().some((o) => o.group === 'move' && o.card === vorcha)).toBe(true);
    expect(ids(h, 'battle')).toContain(`battle:ship@${h.card('Type VI Shuttlecraft')}`);
    h.finish();
  });

  it('a stopped ship (given in the position) cannot move or attack', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { outpost: 'Gault', ships: [{ card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Klag'], stopped: true }] },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }] },
    });
    expect(ids(h, 'move')).toEqual([]);
    expect(ids(h, 'battle')).toEqual([]);
    h.finish();
  });

  it('an Away Team that fought is stopped: it cannot attempt or fight again this turn, and unstops at the end of the turn', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { outpost: 'Gault', planets: { 'Reported Activity': ['Klag', 'Batrell', 'Gorath'] } },
      federation: { outpost: 'Homeward', planets: { 'Reported Activity': ['Taitt'] } },
    });
    const ra = h.card('Reported Activity');
    h.choose(`battle:team@${ra}`);
    h.passResponses();
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(true);
    expect(ids(h, 'attempt')).toEqual([]);
    expect(ids(h, 'battle')).toEqual([]);
    h.choose('end');
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(false);
    h.finish();
  });
});
