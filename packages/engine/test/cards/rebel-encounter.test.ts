/**
 * Rebel Encounter (Premiere 101_046, planet dilemma): STRENGTH>44 gets past; short of it, the
 * encountering player may bribe the rebels by discarding one equipment card the Away Team has with
 * it, and passes; otherwise one member at random dies and the team is stopped. Discarded either way.
 * docs/RULINGS.md, "Premiere dilemmas, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { AT_44, AT_45, meet, stopped } from './dilemma-positions.ts';

const RE = ['Rebel Encounter'];

describe('Rebel Encounter', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('rebel-encounter');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_046')).toEqual({ implemented: true });
    expect(cardText('rebel-encounter')).toContain('discarding one equipment card');
  });

  it('STRENGTH 45 gets past with no bribe asked: the equipment is kept', () => {
    const h = meet(RE, { team: [...AT_45, 'Klingon PADD'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Rebel Encounter')]);
    expect(h.where(h.card('Klingon PADD', 'player-2')).z).toBe('planet');
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });

  it('STRENGTH 44 with equipment (boundary): the player bribes with it, the team passes unstopped, nobody dies', () => {
    const h = meet(RE, { team: [...AT_44, 'Klingon PADD', 'Tricorder'] });
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.kind).toBe('chooseBribe');
    expect(h.options()).toHaveLength(3);
    h.choose('Bribe with Tricorder');
    expect(h.where(h.card('Tricorder', 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Klingon PADD', 'player-2')).z).toBe('planet');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Rebel Encounter')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Klag')).toBe(false);
    expect(h.where(h.card('Rebel Encounter')).z).toBe('discard');
    h.finish();
  });

  it('declining the bribe: one member at random dies, the team is stopped, the equipment is kept', () => {
    const h = meet(RE, { team: [...AT_44, 'Klingon PADD'] });
    h.choose('No bribe');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Rebel Encounter')]);
    expect(events(h, 'personnelKilled')).toHaveLength(1);
    expect(h.where(h.card('Klingon PADD', 'player-2')).z).toBe('planet');
    expect(h.where(h.card('Rebel Encounter')).z).toBe('discard');
    h.finish();
  });

  it('no equipment with the team: no bribe is offered, one member dies at random', () => {
    const h = meet(RE, { team: AT_44 });
    expect(events(h, 'personnelKilled')).toHaveLength(1);
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });

  it("equipment that is not the team's (the opponent's on the planet, or aboard the ship) buys nothing (wrong player)", () => {
    const h = meet(RE, {
      team: ['Klag'],
      p1: { planets: { Gault: ['Taitt', 'Medical Kit'] } },
      p2: { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Tricorder'] }] },
    });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag')]);
    expect(h.where(h.card('Tricorder', 'player-2')).z).toBe('aboard');
    h.finish();
  });
});
