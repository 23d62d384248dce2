/**
 * Cards as values (issue 23, item 6): a card module declares its card and registers nothing; a
 * registry is built from a list of declarations, and installing one replaces the card behaviours,
 * listeners and frame kinds the rules read. Two registries with different cards can exist side by
 * side; the rules read the installed one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { facts, listenersOf } from '../../src/index.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { CARDS } from '../../src/cards/catalogue.ts';
import { behaviour, cardRegistry, declareCard, definedCards, installCards, installedCards } from '../../src/cards/registry.ts';
import { frameHandler } from '../../src/core/flow.ts';
import { setupTest } from '../harness.ts';

const standard = installedCards();
afterEach(() => installCards(standard));

describe('card registries', () => {
  it('the installed registry is the catalogue: every card with text, each once, in the catalogue\'s order', () => {
    expect(standard.definitions).toBe(CARDS);
    expect(definedCards()).toEqual(CARDS.map((d) => d.id));
    expect(new Set(definedCards()).size).toBe(CARDS.length);
    // the intro decks' 34 cards with text, the nine premiums, the three showcase cards, the three Premiere treaties, the Alternate Universe Door,
    // the two dual-affiliation personnel, Cryosatellite, the nine Premiere and AU equipment, Revolving Door and Devidian Door
    // Premiere dilemmas batch B (space dilemmas and ship afflictions): 10
    // Premiere dilemmas, batch A (planet and Away Team dilemmas): 13
    // the Premiere artifacts done (Varon-T Disruptor, Interphase Generator, Vulcan Stone of Gol, Thought Maker, Kurlan Naiskos)
    // Premiere dilemmas, batch C (Hyper-Aging, REM Fatigue Hallucinations, Nitrium Metal Parasites, Alien Abduction, Cytherians): 5
    // the last Premiere artifacts, mission and personnel (Betazoid Gift Box, Horga'hn, Tox Uthat, Exocomp, Investigate Time Continuum)
    // Premiere dilemmas, batch D (Radioactive Garbage Scow, Sarjenka, Two-Dimensional Creatures, Iconian Computer Weapon, Q, Tsiolkovsky Infection): 6
    // Premiere interrupts, batch A: 12
    // Premiere interrupts, batch B: 9
    // Premiere events, batch B: Red Alert!, Metaphasic Shields, Nutational Shields, Static Warp Bubble, Subspace Warp Rift, Warp Core Breach, Supernova, Raise the Stakes, Masaka Transformations, The Traveler: Transcendence
    // Premiere events, batch A (the four Espionage cards, Alien Probe, Anti-Time Anomaly, Bynars Weapon Enhancement, Genetronic Replicator, Holo-Projectors, Kivas Fajo - Collector, Goddess of Empathy)
    // Alternate Universe interrupts, batch A: 8
    // Alternate Universe interrupts, batch B: Temporal Narcosis, Jamaharon, Latinum Payoff, Senior Staff Meeting, La Forge Maneuver
    // Alternate Universe dilemmas (adil): 11
    // Premiere: the last dilemmas and Time Travel Pod (Ktarian Game, Phased Matter, Time Travel Pod)
    // Alternate Universe events and Neutral Outpost (aev): Baryon Buildup, Captain's Log, Lower Decks, Thermal Deflectors, Mot's Advice, The Mask of Korgano, Rishon Uxbridge, Klim Dokachin, Particle Scattering Field
    // Alternate Universe personnel and ships (D'Tan, K'mtar, Targ, Dathon, Lakanta, Mickey D., Tasha Yar - Alternate, U.S.S. Enterprise-C, Edo Vessel, Berlingoff Rasmussen, Paul Rice)
    // Premiere: the last interrupts (Vulcan Mindmeld, Subspace Interference, Near-Warp Transport, Temporal Rift, Rogue Borg Mercenaries, Crosis, Hugh): 7
    // Premiere: the last events (Distortion Field, Telepathic Alien Kidnappers, Lore's Fingernail)
    // Premiere: the last six (Lore Returns, Q-Net)
    // Alternate Universe events, the last four, and Gomtuu (auev): Intruder Force Field, The Charybdis, Wartime Conditions, Gomtuu
    // Alternate Universe artifacts, Ajur and Boratus (auart): Ressikan Flute, Data's Head, Samuel Clemens' Pocketwatch, Ajur, Boratus, Vorgon Raiders, Iconian Gateway, Ophidian Cane
    // Stasis and the Away Team battle interrupts (Vulcan Nerve Pinch, Dead in Bed, Quantum Singularity Lifeforms, Honor Challenge, Klingon Right of Vengeance)
    // Alternate Universe: captives (Cardassian Trap, Rescue Captives, Romulan Ambush, Seize Wesley, Interrogation, Thine Own Self): 6
    // Issue 25/26: Alien Parasites and Barclay Transporter Phobia: 2
    // Alternate Universe missions and Neutral Outpost (Compromised Mission, Warped Space, FGC-47 Research, Quash Conspiracy, Reunion, Diplomatic Conference, Qualor II Rendezvous, Neutral Outpost)
    // Issue 26: Phaser Burns and Eyes in the Dark: 2
    // Issue 25: Gaps in Normal Space and Temporal Causality Loop: 2
    // Issue 26: Engage Shuttle Operations
    // Issue 25/26: Borg Ship and Receptacle Stones
    expect(CARDS.length).toBe(34 + 9 + 3 + 3 + 1 + 2 + 1 + 9 + 2 + 10 + 13 + 5 + 5 + 5 + 6 + 12 + 9 + 10 + 11 + 8 + 5 + 11 + 3 + 9 + 11 + 7 + 3 + 2 + 4 + 8 + 5 + 5 + 6 + 5 + 8 + 1 + 2 + 2 + 2 + 1 + 2);
  });

  it('declaring a card registers nothing: a declaration is a plain value until a registry holds it', () => {
    const d = declareCard('yellow-alert', { text: 'a test card' });
    expect(d.id).toBe('yellow-alert');
    expect(Object.isFrozen(d)).toBe(true);
    expect(behaviour('yellow-alert')?.text).not.toBe('a test card');
  });

  it('a registry refuses a card listed twice, naming it', () => {
    const one = CARDS[0];
    expect(one).toBeDefined();
    if (!one) return;
    expect(() => cardRegistry([one, one])).toThrow(`card ${one.id} is defined twice`);
  });

  it('installing a registry replaces the behaviours, the listeners and the frame kinds the rules read; installing the standard one puts them back', () => {
    // the Alternate Universe dilemmas that act as turns end (Conundrum, Edo Probe, Frame of Mind, Rascals)
    const AU_TURN_END = ['conundrum', 'edo-probe', 'frame-of-mind', 'rascals'];
    expect(listenersOf('turnEnding')).toEqual(['escape-pod', ...AU_TURN_END, 'loss-of-orbital-stability', 'borg-ship', 'plasma-fire']);
    // the card language's choices (a card taken back, cards removed from the game) come with the cards it declares
    const languageFrames = (d: (typeof CARDS)[number]) => d.frames?.['retrieve'] !== undefined;
    expect(CARDS.filter(languageFrames).map((d) => d.id)).toEqual(expect.arrayContaining(['countermanda', 'res-q', 'palor-toff-alien-trader']));
    expect(frameHandler('removeFromGame')).toBeDefined();
    expect(frameHandler('retrieve')).toBeDefined();
    // a pool without Plasma Fire, Interrogation (whose listener asks as turns start), the Alternate Universe turn-end dilemmas, the Borg Ship and any card the language declares a play of
    installCards(cardRegistry(CARDS.filter((d) => d.id !== 'plasma-fire' && d.id !== 'interrogation' && !languageFrames(d) && !AU_TURN_END.includes(d.id) && d.id !== 'borg-ship')));
    expect(behaviour('plasma-fire')).toBeUndefined();
    expect(behaviour('countermanda')).toBeUndefined();
    expect(behaviour('tetryon-field')).toBeDefined();
    expect(listenersOf('turnEnding')).toEqual([]);
    expect(frameHandler('removeFromGame')).toBeUndefined();
    expect(frameHandler('retrieve')).toBeUndefined();
    // the rule's own listeners stay
    expect(listenersOf('turnStarted')).toEqual(['persona swap']);
    installCards(standard);
    expect(listenersOf('turnEnding')).toEqual(['escape-pod', ...AU_TURN_END, 'loss-of-orbital-stability', 'borg-ship', 'plasma-fire']);
    expect(frameHandler('removeFromGame')).toBeDefined();
    expect(behaviour('plasma-fire')).toBeDefined();
  });

  it('a registry with a card of its own plays that card: a Yellow Alert that gives +2 CUNNING instead of +1', () => {
    const position = { federation: { table: ['Yellow Alert'], planets: { homeward: ['Taurik'] } } };
    const cunning = () => {
      const h = setupTest(position);
      return attributeOf(h.s, h.card('Taurik'), 'CUNNING');
    };
    const printed = facts('taurik');
    expect(printed.type === 'personnel' && cunning()).toBe(printed.type === 'personnel' && printed.cunning + 1);
    installCards(cardRegistry(CARDS.map((d) => (d.id === 'yellow-alert' ? declareCard('yellow-alert', { text: 'test: +2 CUNNING', abilities: { ownPersonnel: { CUNNING: 2 } } }) : d))));
    expect(printed.type === 'personnel' && cunning()).toBe(printed.type === 'personnel' && printed.cunning + 2);
    installCards(standard);
    expect(printed.type === 'personnel' && cunning()).toBe(printed.type === 'personnel' && printed.cunning + 1);
  });

  it('two cards may share one frame kind with the same handler; two different handlers for one kind are refused', () => {
    const resq = CARDS.find((d) => d.id === 'res-q');
    const palor = CARDS.find((d) => d.id === 'palor-toff-alien-trader');
    expect(resq?.frames?.['retrieve']).toBeDefined();
    expect(resq?.frames?.['retrieve']).toBe(palor?.frames?.['retrieve']);
    const other = declareCard('res-q', { text: 'test', frames: { retrieve: { run: () => {}, shown: (f) => f } } });
    expect(() => installCards(cardRegistry(CARDS.map((d) => (d.id === 'res-q' ? other : d))))).toThrow(/frame kind retrieve is defined by two cards differently/);
    // nor may a card take a frame kind of the rules (the destruction of a ship)
    const taker = declareCard('res-q', { text: 'test', frames: { destroyShip: { run: () => {}, shown: (f) => f } } });
    expect(() => installCards(cardRegistry(CARDS.map((d) => (d.id === 'res-q' ? taker : d))))).toThrow("frame kind destroyShip of a card is one of the rules' own");
    // refused before anything changed: the standard registry is still the installed one
    expect(installedCards()).toBe(standard);
    expect(frameHandler('retrieve')).toBe(resq?.frames?.['retrieve']);
  });
});
