/**
 * The card language (issue 23, item 4), first part: standard dilemmas declared as plain data
 * (cards/language.ts). Each converted card keeps its own spec (microvirus.test.ts and the others,
 * unchanged); here: that the declarations are data a reader can use, and the parts of the
 * language no intro card uses yet (a member chosen at random).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { behaviour, cardRegistry, installCards, installedCards } from '../../src/cards/registry.ts';
import type { CardDefinition } from '../../src/cards/registry.ts';
import { dilemmaCard, eventCard, interruptCard } from '../../src/cards/language.ts';
import { hasModifier } from '../../src/core/modifiers.ts';
import { setupTest } from '../harness.ts';
import { attempt, eventCards, events } from './helpers.ts';

const FED = { active: 'federation' as const };
const DECLARED = ['microvirus', 'ferengi-attack', 'archer', 'anaphasic-organism', 'hidden-entrance', 'alien-labyrinth', 'impassable-door', 'malfunctioning-door'];

// a test card takes the place of Impassable Door in a registry of its own, for one test
const standard = installedCards();
const instead = (d: CardDefinition) => installCards(cardRegistry(standard.definitions.map((x) => (x.id === d.id ? d : x))));
afterEach(() => installCards(standard));

describe('the card language: dilemmas', () => {
  it('a declared dilemma carries its behaviour as plain data, which says what it does', () => {
    for (const id of DECLARED) {
      const spec = behaviour(id)?.spec?.dilemma;
      expect(spec, id).toBeDefined();
      // plain data: it survives JSON as it is
      expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
    }
    expect(behaviour('microvirus')?.spec?.dilemma).toEqual({ fail: [{ kill: { from: 'awayTeam', by: 'opponent' }, why: 'infected by Microvirus' }], failDispose: 'discard', overcomeDispose: 'bonus' });
    expect(behaviour('anaphasic-organism')?.spec?.dilemma?.onlyIf).toEqual({ from: 'awayTeam', gender: 'female' });
    // cards the language cannot say yet keep their code and have no spec
    expect(behaviour('hunter-gangs')?.spec).toBeUndefined();
  });

  it('a member chosen at random is killed; the team is stopped; the dilemma goes where it says', () => {
    instead(dilemmaCard('impassable-door', 'test: a random member dies', { fail: [{ kill: { from: 'awayTeam', by: 'random' }, why: 'a test' }], failDispose: 'return' }));
    const h = setupTest({ turn: FED, dilemmas: { homeward: ['Impassable Door'] }, federation: { planets: { homeward: ['Taurik', 'Darian Wallace'] } } });
    attempt(h, 'Homeward');
    const killed = eventCards(h, 'personnelKilled');
    expect(killed).toHaveLength(1);
    expect([h.card('Taurik'), h.card('Darian Wallace')]).toContain(killed[0]);
    expect(events(h, 'personnelKilled')[0]?.data?.why).toBe('a test, chosen at random');
    expect(h.where(h.card('Impassable Door'))).toEqual({ z: 'underMission', loc: h.card('Homeward') });
    h.finish();
  });

  it('a group of one gender with nobody in it: the effect finds no one and nobody dies', () => {
    instead(dilemmaCard('impassable-door', 'test: a random male dies', { fail: [{ kill: { from: 'awayTeam', gender: 'male', by: 'random' }, why: 'a test' }], failDispose: 'discard' }));
    // two women: the group of men is empty
    const h = setupTest({ turn: FED, dilemmas: { homeward: ['Impassable Door'] }, federation: { planets: { homeward: ['Calloway', 'Linda Larson'] } } });
    attempt(h, 'Homeward');
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Impassable Door')]);
    expect(h.where(h.card('Impassable Door')).z).toBe('discard');
    h.finish();
  });
});

const EVENTS = ['yellow-alert', 'where-no-one-has-gone-before', 'pattern-enhancers', 'atmospheric-ionization', 'tetryon-field'];

describe('the card language: events with standing abilities', () => {
  it('a declared event carries where it goes and what it does as plain data, and the abilities the rules read are those', () => {
    for (const id of EVENTS) {
      const b = behaviour(id);
      const spec = b?.spec?.event;
      expect(spec, id).toBeDefined();
      expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
      expect(b?.abilities).toEqual(spec && 'abilities' in spec ? spec.abilities : 'not an event with abilities');
    }
    expect(behaviour('atmospheric-ionization')?.spec?.event).toEqual({ playsOn: { location: { planet: true, onePerPlayer: true } }, abilities: { beamLimitHere: 3 } });
    // events that act by listeners of their own say where they go as data, and have no standing abilities
    expect(behaviour('plasma-fire')?.spec?.event).toEqual({ playsOn: { ship: { of: 'anyone' } } });
    expect(behaviour('spacedock')?.spec?.event).toEqual({ playsOn: { outpost: { of: 'anyone', onePerOutpost: true } } });
    expect(behaviour('plasma-fire')?.abilities).toBeUndefined();
    // an event that acts once says what it does as data (Res-Q)
    expect(behaviour('res-q')?.spec?.event).toEqual({ needs: { inYourDiscard: {} }, target: { nothing: true }, effects: [{ retrieve: {} }] });
  });

  it('where it may be played follows the declaration: on a location, one per player; on the table', () => {
    // a Yellow Alert declared to go on a location (every intro mission is a planet), one per player
    instead(eventCard('yellow-alert', 'test: on a location', { playsOn: { location: { planet: true, onePerPlayer: true } }, abilities: { ownPersonnel: { CUNNING: 1 } } }));
    const h = setupTest({ turn: FED, federation: { hand: ['Yellow Alert'] } });
    const plays = h.options().filter((o) => o.label.startsWith('Play Yellow Alert'));
    expect(plays).toHaveLength(h.s.spaceline.length);
    expect(h.offers('Play Yellow Alert on the table')).toBe(false);
    h.choose('Play Yellow Alert on Homeward');
    h.passResponses();
    expect(h.where(h.card('Yellow Alert', 'federation', 'attached'))).toEqual({ z: 'attached', host: h.card('Homeward') });
    h.finish();
    // the boundary: with one of hers in play, the player may play no other
    const two = setupTest({ turn: FED, federation: { hand: ['Yellow Alert'], attached: [{ card: 'Yellow Alert', on: 'gault' }] } });
    expect(two.options().filter((o) => o.label.startsWith('Play Yellow Alert'))).toEqual([]);
    two.finish();
    // the standard one goes on the table
    installCards(standard);
    const std = setupTest({ turn: FED, federation: { hand: ['Yellow Alert'] } });
    expect(std.options().filter((o) => o.label.startsWith('Play Yellow Alert')).map((o) => o.label)).toEqual(['Play Yellow Alert on the table']);
    std.finish();
  });
});

describe('the card language: interrupts that put a modifier on a ship', () => {
  it('every interrupt and event of the intro pool is declared as plain data (those with no use there aside)', () => {
    // the showcase's Clone Machine and Discommendation only stand in test positions
    const aside = ['clone-machine', 'discommendation'];
    const played = installedCards().definitions.filter((d) => d.interrupt || d.event);
    expect(played.length).toBeGreaterThanOrEqual(20);
    for (const d of played) {
      if (aside.includes(d.id)) continue;
      const spec = d.interrupt ? d.spec?.interrupt : d.spec?.event;
      expect(spec, d.id).toBeDefined();
      expect(JSON.parse(JSON.stringify(spec)), d.id).toEqual(spec);
    }
    // Data Laughing's constructed use (Data's Head) is declared too, its target and effect coded
    expect(behaviour('data-laughing')?.spec?.interrupt?.when).toBe('anyTime');
  });

  it('a declared interrupt carries its timing, target and effects as plain data', () => {
    for (const id of ['long-range-scan', 'loss-of-orbital-stability']) {
      const spec = behaviour(id)?.spec?.interrupt;
      expect(spec, id).toBeDefined();
      expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
    }
    expect(behaviour('loss-of-orbital-stability')?.spec?.interrupt).toEqual({ when: 'anyTime', target: { ship: { of: 'anyone', orbitingPlanet: true } }, effects: [{ modifier: 'cannotMove' }] });
    // a card answering a happening says which, and so gives the game a response point there
    expect(behaviour('escape-pod')?.spec?.interrupt?.when).toEqual({ before: { happening: 'shipDestroyed', by: 'you' } });
    expect(behaviour('escape-pod')?.interrupt?.answers).toEqual([{ moment: 'before', happening: 'shipDestroyed', by: 'you' }]);
  });

  it('the target follows the declaration: the opponent\'s ships only, or anyone\'s; not twice on a ship when it says so', () => {
    const position = {
      klingon: { hand: ['Long-Range Scan', 'Long-Range Scan'], ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }] },
      federation: { ships: [{ card: 'Runabout', at: 'homeward', crew: ['Mendon'] }] },
    };
    const std = setupTest(position);
    expect(std.labels().filter((l) => l.startsWith('Play Long-Range Scan'))).toEqual(['Play Long-Range Scan: on Runabout']);
    std.choose('Play Long-Range Scan: on Runabout');
    std.passResponses();
    // the boundary: the Runabout is scanned already, so the second scan has no target (the Klingon still decides)
    expect(std.s.pending?.player).toBe('klingon');
    expect(std.labels().length).toBeGreaterThan(0);
    expect(std.labels().filter((l) => l.startsWith('Play Long-Range Scan'))).toEqual([]);
    std.finish();
    // a test scan that targets anyone's ship and stops it instead
    instead(interruptCard('long-range-scan', 'test: any ship stops', { when: 'anyTime', target: { ship: { of: 'anyone' } }, effects: [{ modifier: 'cannotMove' }] }));
    const h = setupTest(position);
    expect(h.labels().filter((l) => l.startsWith('Play Long-Range Scan')).sort()).toEqual(["Play Long-Range Scan: on I.K.C. K'Vort", 'Play Long-Range Scan: on Runabout']);
    h.choose("Play Long-Range Scan: on I.K.C. K'Vort");
    h.passResponses();
    expect(hasModifier(h.s, h.card("I.K.C. K'Vort"), 'cannotMove')).toBe(true);
    expect(hasModifier(h.s, h.card("I.K.C. K'Vort"), 'crewKnown')).toBe(false);
    h.finish();
  });
});

