/**
 * Rule 4, orders — loading, unloading and beaming: personnel and equipment load and unload at
 * your outpost onto ships of a compatible affiliation; they beam between a ship and the planet at
 * its location, between two of your ships at one location, and from your outpost. There is no
 * limit to the number of times beaming can occur in a turn.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const SPACELINE = ['Cargo Rendezvous', 'A Good Place To Die', 'Gravesworld', 'Gault'];

/** Transfers the named cards (all of them if none named) from one container to another. */
function beam(h: Harness, from: string, to: string, names: string[] = []): void {
  h.choose(`beam:${from}>${to}`);
  if (names.length === 0) {
    if (h.s.pending?.kind === 'pickTransfer') h.choose(h.offers('all') ? 'all' : (h.options()[0]?.id as string));
    if (h.s.pending?.kind === 'pickTransfer') h.choose('done');
    return;
  }
  for (const n of names) h.choose(`pick:${n}`);
  if (h.s.pending?.kind === 'pickTransfer') h.choose('done');
}

const beams = (h: Harness) => h.options().filter((o) => o.group === 'beam').map((o) => o.id);

describe('rule 4 loading and unloading at the outpost', () => {
  it('personnel and equipment at the outpost load onto a ship docked there', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { atOutpost: ['Taitt', 'Tricorder', 'Mendon'], ships: [{ card: 'U.S.S. Galaxy' }] },
    });
    const outpost = h.card('Federation Outpost');
    const ship = h.card('U.S.S. Galaxy');
    beam(h, outpost, ship, [h.card('Taitt', 'federation'), h.card('Tricorder', 'federation')]);
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'aboard', host: ship });
    expect(h.where(h.card('Tricorder', 'federation'))).toEqual({ z: 'aboard', host: ship });
    expect(h.where(h.card('Mendon', 'federation'))).toEqual({ z: 'aboard', host: outpost });
    h.finish();
  });

  it('personnel and equipment unload from a docked ship to the outpost', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { ships: [{ card: 'U.S.S. Galaxy', crew: ['Taitt', 'Tricorder'] }] } });
    const outpost = h.card('Federation Outpost');
    beam(h, h.card('U.S.S. Galaxy'), outpost);
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'aboard', host: outpost });
    expect(h.where(h.card('Tricorder', 'federation'))).toEqual({ z: 'aboard', host: outpost });
    h.finish();
  });

  it('only personnel of a compatible affiliation may board: non-aligned yes, another affiliation no', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { atOutpost: ['Klag', 'Narik', 'Taitt'], ships: [{ card: 'U.S.S. Galaxy' }] },
    });
    h.choose(`beam:${h.card('Federation Outpost')}>${h.card('U.S.S. Galaxy')}`);
    const picks = h.options().filter((o) => o.group === 'pick' && o.id.startsWith('pick:')).map((o) => o.card);
    expect(picks).toContain(h.card('Narik', 'federation'));
    expect(picks).toContain(h.card('Taitt', 'federation'));
    expect(picks).not.toContain(h.card('Klag', 'federation'));
    h.choose('cancel');
    expect(h.where(h.card('Klag', 'federation')).z).toBe('aboard');
    h.finish();
  });

  it('a ship away from the outpost cannot load from it', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { atOutpost: ['Taitt'], ships: [{ card: 'U.S.S. Galaxy', at: 'Gravesworld', crew: ['Mendon'] }] },
    });
    const outpost = h.card('Federation Outpost');
    const ship = h.card('U.S.S. Galaxy');
    expect(beams(h)).not.toContain(`beam:${outpost}>${ship}`);
    expect(beams(h)).not.toContain(`beam:${ship}>${outpost}`);
    h.finish();
  });
});

describe('rule 4 beaming', () => {
  it('between a ship and the planet at its location, both ways', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'Gravesworld', crew: ['Taitt', 'Medical Kit'] }] } });
    const ship = h.card('U.S.S. Galaxy');
    const gw = h.card('Gravesworld');
    beam(h, ship, `planet:${gw}`);
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'planet', loc: gw });
    expect(h.where(h.card('Medical Kit', 'federation'))).toEqual({ z: 'planet', loc: gw });
    beam(h, `planet:${gw}`, ship, [h.card('Taitt', 'federation')]);
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'aboard', host: ship });
    h.finish();
  });

  it('only to the planet where the ship is', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { outpost: 'Cargo Rendezvous', ships: [{ card: 'U.S.S. Galaxy', at: 'Gravesworld', crew: ['Taitt'] }] } });
    const ship = h.card('U.S.S. Galaxy');
    expect(beams(h)).toEqual([`beam:${ship}>planet:${h.card('Gravesworld')}`]);
    h.finish();
  });

  it('between two of your ships at one location', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'Gravesworld', crew: ['Taitt', 'Mendon'] }, { card: 'U.S.S. Nebula', at: 'Gravesworld' }] },
    });
    const galaxy = h.card('U.S.S. Galaxy');
    const nebula = h.card('U.S.S. Nebula');
    beam(h, galaxy, nebula, [h.card('Mendon', 'federation')]);
    expect(h.where(h.card('Mendon', 'federation'))).toEqual({ z: 'aboard', host: nebula });
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'aboard', host: galaxy });
    h.finish();
  });

  it('not between ships at different locations', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'Gravesworld', crew: ['Taitt'] }, { card: 'U.S.S. Nebula', at: 'Gault' }] },
    });
    expect(beams(h).some((id) => id.includes(h.card('U.S.S. Nebula')))).toBe(false);
    h.finish();
  });

  it('never onto an opponent\'s ship or outpost', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      klingon: { outpost: 'A Good Place To Die', ships: [{ card: "I.K.C. K'Vort", at: 'A Good Place To Die' }] },
      federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'A Good Place To Die', crew: ['Taitt'] }] },
    });
    expect(beams(h)).toEqual([`beam:${h.card('U.S.S. Galaxy')}>planet:${h.card('A Good Place To Die')}`]);
    h.finish();
  });

  it('from the outpost to the planet it orbits, and back', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { atOutpost: ['Taitt', 'Mendon'] } });
    const outpost = h.card('Federation Outpost');
    const cargo = h.card('Cargo Rendezvous');
    beam(h, outpost, `planet:${cargo}`, [h.card('Taitt', 'federation')]);
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'planet', loc: cargo });
    beam(h, `planet:${cargo}`, outpost);
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'aboard', host: outpost });
    h.finish();
  });

  it('there is no limit to the number of times beaming can occur in a turn', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'Gravesworld', crew: ['Taitt'] }] } });
    const ship = h.card('U.S.S. Galaxy');
    const planet = `planet:${h.card('Gravesworld')}`;
    for (let i = 0; i < 6; i++) {
      beam(h, ship, planet);
      beam(h, planet, ship);
    }
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'aboard', host: ship });
    expect(h.s.turn.active).toBe('federation');
    h.finish();
  });

  it('a transfer may be cancelled before any card is picked, changing nothing', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { atOutpost: ['Taitt', 'Mendon'] } });
    const before = JSON.stringify(h.s.cards);
    h.choose(`beam:${h.card('Federation Outpost')}>planet:${h.card('Cargo Rendezvous')}`);
    h.choose('cancel');
    expect(JSON.stringify(h.s.cards)).toBe(before);
    h.finish();
  });
});
