/**
 * The card pool the engine knows: every card behaviour, as a value, in one list (issue 23, item 6).
 * A card module declares its card and registers nothing; this list is the one place that names
 * them, and cardRegistry builds the registry the rules read from it (installed where the engine
 * starts, index.ts). A new card of a kind the engine has is one card file, its spec and its line here.
 */
import type { CardDefinition, CardRegistry } from './registry.ts';
import { cardRegistry } from './registry.ts';
import { SHOWCASE_DEFINITIONS } from './premium-facts.ts';
import alienLabyrinth from './alien-labyrinth.ts';
import alienProbe from './alien-probe.ts';
import alternateUniverseDoor from './alternate-universe-door.ts';
import anaphasicOrganism from './anaphasic-organism.ts';
import ancientComputer from './ancient-computer.ts';
import antiTimeAnomaly from './anti-time-anomaly.ts';
import archer from './archer.ts';
import armusSkinOfEvil from './armus-skin-of-evil.ts';
import atmosphericIonization from './atmospheric-ionization.ts';
import barclaysProtomorphosisDisease from './barclays-protomorphosis-disease.ts';
import birthOfJunior from './birth-of-junior.ts';
import bynarsWeaponEnhancement from './bynars-weapon-enhancement.ts';
import chalnoth from './chalnoth.ts';
import cosmicStringFragment from './cosmic-string-fragment.ts';
import countermanda from './countermanda.ts';
import cryosatellite from './cryosatellite.ts';
import crystallineEntity from './crystalline-entity.ts';
import devidianDoor from './devidian-door.ts';
import disruptorOverload from './disruptor-overload.ts';
import echoPapa607KillerDrone from './echo-papa-607-killer-drone.ts';
import elAdrelCreature from './el-adrel-creature.ts';
import engineeringKit from './engineering-kit.ts';
import engineeringPadd from './engineering-padd.ts';
import escapePod from './escape-pod.ts';
import espionageFederationOnKlingon from './espionage-federation-on-klingon.ts';
import espionageKlingonOnFederation from './espionage-klingon-on-federation.ts';
import espionageRomulanOnFederation from './espionage-romulan-on-federation.ts';
import espionageRomulanOnKlingon from './espionage-romulan-on-klingon.ts';
import federationPadd from './federation-padd.ts';
import femalesLoveInterest from './females-love-interest.ts';
import ferengiAttack from './ferengi-attack.ts';
import firestorm from './firestorm.ts';
import genetronicReplicator from './genetronic-replicator.ts';
import goddessOfEmpathy from './goddess-of-empathy.ts';
import graviticMine from './gravitic-mine.ts';
import hiddenEntrance from './hidden-entrance.ts';
import holoProjectors from './holo-projectors.ts';
import hologramRuse from './hologram-ruse.ts';
import hunterGangs from './hunter-gangs.ts';
import impassableDoor from './impassable-door.ts';
import interphaseGenerator from './interphase-generator.ts';
import ipScanner from './ip-scanner.ts';
import kevinUxbridgeConvergence from './kevin-uxbridge-convergence.ts';
import kivasFajoCollector from './kivas-fajo-collector.ts';
import klingonDisruptor from './klingon-disruptor.ts';
import klingonPadd from './klingon-padd.ts';
import kurlanNaiskos from './kurlan-naiskos.ts';
import longRangeScan from './long-range-scan.ts';
import majorRakal from './major-rakal.ts';
import lossOfOrbitalStability from './loss-of-orbital-stability.ts';
import malesLoveInterest from './males-love-interest.ts';
import malfunctioningDoor from './malfunctioning-door.ts';
import matriarchalSociety from './matriarchal-society.ts';
import medicalKit from './medical-kit.ts';
import medicalTricorder from './medical-tricorder.ts';
import mentharBoobyTrap from './menthar-booby-trap.ts';
import microbioticColony from './microbiotic-colony.ts';
import microvirus from './microvirus.ts';
import nagilum from './nagilum.ts';
import nanites from './nanites.ts';
import nausicaans from './nausicaans.ts';
import nullSpace from './null-space.ts';
import palorToffAlienTrader from './palor-toff-alien-trader.ts';
import particleFountain from './particle-fountain.ts';
import patternEnhancers from './pattern-enhancers.ts';
import plasmaFire from './plasma-fire.ts';
import portalGuard from './portal-guard.ts';
import rebelEncounter from './rebel-encounter.ts';
import resQ from './res-q.ts';
import revolvingDoor from './revolving-door.ts';
import romulanDisruptor from './romulan-disruptor.ts';
import romulanPadd from './romulan-padd.ts';
import shakaWhenTheWallsFell from './shaka-when-the-walls-fell.ts';
import shipSeizure from './ship-seizure.ts';
import spacedock from './spacedock.ts';
import starfleetTypeIiPhaser from './starfleet-type-ii-phaser.ts';
import stefanDeseve from './stefan-deseve.ts';
import tarellianPlagueShip from './tarellian-plague-ship.ts';
import tetryonField from './tetryon-field.ts';
import theGatherers from './the-gatherers.ts';
import thoughtMaker from './thought-maker.ts';
import treatyFederationKlingon from './treaty-federation-klingon.ts';
import treatyFederationRomulan from './treaty-federation-romulan.ts';
import treatyRomulanKlingon from './treaty-romulan-klingon.ts';
import tricorder from './tricorder.ts';
import varonTDisruptor from './varon-t-disruptor.ts';
import vulcanStoneOfGol from './vulcan-stone-of-gol.ts';
import whereNoOneHasGoneBefore from './where-no-one-has-gone-before.ts';
import windDancer from './wind-dancer.ts';
import wormhole from './wormhole.ts';
import yellowAlert from './yellow-alert.ts';
import admiralMccoy from './premium/admiral-mccoy.ts';
import admiralPicard from './premium/admiral-picard.ts';
import commanderData from './premium/commander-data.ts';
import commanderTroi from './premium/commander-troi.ts';
import spock from './premium/spock.ts';
import giral from './premium/giral.ts';
import jarod from './premium/jarod.ts';
import mogh from './premium/mogh.ts';
import dataLaughing from './premium/data-laughing.ts';

/** The intro game's cards with text (both standard decks), the premium cards, the persona article's showcase cards, and the Premiere treaties. */
export const CARDS: readonly CardDefinition[] = Object.freeze([
  alienLabyrinth,
  alienProbe,
  alternateUniverseDoor,
  anaphasicOrganism,
  ancientComputer,
  antiTimeAnomaly,
  archer,
  armusSkinOfEvil,
  atmosphericIonization,
  barclaysProtomorphosisDisease,
  birthOfJunior,
  bynarsWeaponEnhancement,
  chalnoth,
  cosmicStringFragment,
  countermanda,
  cryosatellite,
  crystallineEntity,
  devidianDoor,
  disruptorOverload,
  echoPapa607KillerDrone,
  elAdrelCreature,
  engineeringKit,
  engineeringPadd,
  escapePod,
  espionageFederationOnKlingon,
  espionageKlingonOnFederation,
  espionageRomulanOnFederation,
  espionageRomulanOnKlingon,
  federationPadd,
  femalesLoveInterest,
  ferengiAttack,
  firestorm,
  genetronicReplicator,
  goddessOfEmpathy,
  graviticMine,
  hiddenEntrance,
  holoProjectors,
  hologramRuse,
  hunterGangs,
  impassableDoor,
  interphaseGenerator,
  ipScanner,
  kevinUxbridgeConvergence,
  kivasFajoCollector,
  klingonDisruptor,
  klingonPadd,
  kurlanNaiskos,
  longRangeScan,
  majorRakal,
  lossOfOrbitalStability,
  malesLoveInterest,
  malfunctioningDoor,
  matriarchalSociety,
  medicalKit,
  medicalTricorder,
  mentharBoobyTrap,
  microbioticColony,
  microvirus,
  nagilum,
  nanites,
  nausicaans,
  nullSpace,
  palorToffAlienTrader,
  particleFountain,
  patternEnhancers,
  plasmaFire,
  portalGuard,
  rebelEncounter,
  resQ,
  revolvingDoor,
  romulanDisruptor,
  romulanPadd,
  shakaWhenTheWallsFell,
  shipSeizure,
  spacedock,
  starfleetTypeIiPhaser,
  stefanDeseve,
  tarellianPlagueShip,
  tetryonField,
  theGatherers,
  thoughtMaker,
  treatyFederationKlingon,
  treatyFederationRomulan,
  treatyRomulanKlingon,
  tricorder,
  varonTDisruptor,
  vulcanStoneOfGol,
  whereNoOneHasGoneBefore,
  windDancer,
  wormhole,
  yellowAlert,
  // the nine premium cards of the Introductory Two-Player Game box
  admiralMccoy,
  admiralPicard,
  commanderData,
  commanderTroi,
  spock,
  giral,
  jarod,
  mogh,
  dataLaughing,
  // the copy-effect incidents and Discommendation, for the persona article's positions
  ...SHOWCASE_DEFINITIONS,
]);

let standard: CardRegistry | null = null;

/** The registry of the catalogue, built once: the one the engine installs where it starts, and the default engine's. */
export function standardRegistry(): CardRegistry {
  return (standard ??= cardRegistry(CARDS));
}
