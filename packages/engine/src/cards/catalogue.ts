/**
 * The card pool the engine knows: every card behaviour, as a value, in one list (issue 23, item 6).
 * A card module declares its card and registers nothing; this list is the one place that names
 * them, and cardRegistry builds the registry the rules read from it (installed where the engine
 * starts, index.ts). A new card of a kind the engine has is one card file, its spec and its line here.
 */
import type { CardDefinition, CardRegistry } from './registry.ts';
import { cardRegistry } from './registry.ts';
import { SHOWCASE_DEFINITIONS } from './premium-facts.ts';
import ajur from './ajur.ts';
import alienAbduction from './alien-abduction.ts';
import alienGroupie from './alien-groupie.ts';
import alienLabyrinth from './alien-labyrinth.ts';
import alienParasites from './alien-parasites.ts';
import alienProbe from './alien-probe.ts';
import alternateUniverseDoor from './alternate-universe-door.ts';
import amandaRogers from './amanda-rogers.ts';
import anaphasicOrganism from './anaphasic-organism.ts';
import ancientComputer from './ancient-computer.ts';
import antiMatterSpread from './anti-matter-spread.ts';
import antiTimeAnomaly from './anti-time-anomaly.ts';
import archer from './archer.ts';
import armusSkinOfEvil from './armus-skin-of-evil.ts';
import asteroidSanctuary from './asteroid-sanctuary.ts';
import atmosphericIonization from './atmospheric-ionization.ts';
import autoDestructSequence from './auto-destruct-sequence.ts';
import barclayTransporterPhobia from './barclay-transporter-phobia.ts';
import barclaysProtomorphosisDisease from './barclays-protomorphosis-disease.ts';
import baryonBuildup from './baryon-buildup.ts';
import berlingoffRasmussen from './berlingoff-rasmussen.ts';
import betazoidGiftBox from './betazoid-gift-box.ts';
import birthOfJunior from './birth-of-junior.ts';
import boratus from './boratus.ts';
import borgShip from './borg-ship.ts';
import brainDrain from './brain-drain.ts';
import bynarsWeaponEnhancement from './bynars-weapon-enhancement.ts';
import captainsLog from './captains-log.ts';
import cardassianTrap from './cardassian-trap.ts';
import chalnoth from './chalnoth.ts';
import coalescentOrganism from './coalescent-organism.ts';
import compromisedMission from './compromised-mission.ts';
import conundrum from './conundrum.ts';
import cosmicStringFragment from './cosmic-string-fragment.ts';
import countermanda from './countermanda.ts';
import crosis from './crosis.ts';
import cryosatellite from './cryosatellite.ts';
import crystallineEntity from './crystalline-entity.ts';
import cytherians from './cytherians.ts';
import datasHead from './datas-head.ts';
import dathon from './dathon.ts';
import deadInBed from './dead-in-bed.ts';
import destroyRadioactiveGarbageScow from './destroy-radioactive-garbage-scow.ts';
import devidianDoor from './devidian-door.ts';
import devidianForagers from './devidian-foragers.ts';
import diplomaticConference from './diplomatic-conference.ts';
import disruptorOverload from './disruptor-overload.ts';
import distortionField from './distortion-field.ts';
import distortionOfSpaceTimeContinuum from './distortion-of-space-time-continuum.ts';
import dtan from './dtan.ts';
import echoPapa607KillerDrone from './echo-papa-607-killer-drone.ts';
import edoProbe from './edo-probe.ts';
import edoVessel from './edo-vessel.ts';
import elAdrelCreature from './el-adrel-creature.ts';
import emergencyTransporterArmbands from './emergency-transporter-armbands.ts';
import empathicEcho from './empathic-echo.ts';
import energyVortex from './energy-vortex.ts';
import engageShuttleOperations from './engage-shuttle-operations.ts';
import engineeringKit from './engineering-kit.ts';
import engineeringPadd from './engineering-padd.ts';
import escapePod from './escape-pod.ts';
import espionageFederationOnKlingon from './espionage-federation-on-klingon.ts';
import espionageKlingonOnFederation from './espionage-klingon-on-federation.ts';
import espionageRomulanOnFederation from './espionage-romulan-on-federation.ts';
import espionageRomulanOnKlingon from './espionage-romulan-on-klingon.ts';
import exocomp from './exocomp.ts';
import eyesInTheDark from './eyes-in-the-dark.ts';
import federationPadd from './federation-padd.ts';
import femalesLoveInterest from './females-love-interest.ts';
import ferengiAttack from './ferengi-attack.ts';
import fgc47Research from './fgc-47-research.ts';
import fireSculptor from './fire-sculptor.ts';
import firestorm from './firestorm.ts';
import frameOfMind from './frame-of-mind.ts';
import fullPlanetScan from './full-planet-scan.ts';
import gapsInNormalSpace from './gaps-in-normal-space.ts';
import genetronicReplicator from './genetronic-replicator.ts';
import goddessOfEmpathy from './goddess-of-empathy.ts';
import gomtuu from './gomtuu.ts';
import graviticMine from './gravitic-mine.ts';
import hail from './hail.ts';
import hiddenEntrance from './hidden-entrance.ts';
import holoProjectors from './holo-projectors.ts';
import hologramRuse from './hologram-ruse.ts';
import honorChallenge from './honor-challenge.ts';
import horgahn from './horgahn.ts';
import howardHeirloomCandle from './howard-heirloom-candle.ts';
import hugh from './hugh.ts';
import humuhumunukunukuapuaa from './humuhumunukunukuapuaa.ts';
import hunterGangs from './hunter-gangs.ts';
import hyperAging from './hyper-aging.ts';
import iconianComputerWeapon from './iconian-computer-weapon.ts';
import iconianGateway from './iconian-gateway.ts';
import impassableDoor from './impassable-door.ts';
import incomingMessageAttackAuthorization from './incoming-message-attack-authorization.ts';
import incomingMessageFederation from './incoming-message-federation.ts';
import incomingMessageKlingon from './incoming-message-klingon.ts';
import incomingMessageRomulan from './incoming-message-romulan.ts';
import interphaseGenerator from './interphase-generator.ts';
import interphasicPlasmaCreatures from './interphasic-plasma-creatures.ts';
import interrogation from './interrogation.ts';
import intruderForceField from './intruder-force-field.ts';
import investigateTimeContinuum from './investigate-time-continuum.ts';
import ipScanner from './ip-scanner.ts';
import isabella from './isabella.ts';
import jaglomShrekInformationBroker from './jaglom-shrek-information-broker.ts';
import jamaharon from './jamaharon.ts';
import kevinUxbridge from './kevin-uxbridge.ts';
import kevinUxbridgeConvergence from './kevin-uxbridge-convergence.ts';
import kivasFajoCollector from './kivas-fajo-collector.ts';
import klimDokachin from './klim-dokachin.ts';
import klingonDeathYell from './klingon-death-yell.ts';
import klingonDisruptor from './klingon-disruptor.ts';
import klingonPadd from './klingon-padd.ts';
import klingonRightOfVengeance from './klingon-right-of-vengeance.ts';
import kmtar from './kmtar.ts';
import ktarianGame from './ktarian-game.ts';
import kurlanNaiskos from './kurlan-naiskos.ts';
import laForgeManeuver from './la-forge-maneuver.ts';
import lakanta from './lakanta.ts';
import latinumPayoff from './latinum-payoff.ts';
import lifeFormScan from './life-form-scan.ts';
import longRangeScan from './long-range-scan.ts';
import loreReturns from './lore-returns.ts';
import loresFingernail from './lores-fingernail.ts';
import lossOfOrbitalStability from './loss-of-orbital-stability.ts';
import lowerDecks from './lower-decks.ts';
import majorRakal from './major-rakal.ts';
import malesLoveInterest from './males-love-interest.ts';
import malfunctioningDoor from './malfunctioning-door.ts';
import mamanPicard from './maman-picard.ts';
import masakaTransformations from './masaka-transformations.ts';
import matriarchalSociety from './matriarchal-society.ts';
import medicalKit from './medical-kit.ts';
import medicalTricorder from './medical-tricorder.ts';
import mentharBoobyTrap from './menthar-booby-trap.ts';
import metaphasicShields from './metaphasic-shields.ts';
import mickeyD from './mickey-d.ts';
import microbioticColony from './microbiotic-colony.ts';
import microvirus from './microvirus.ts';
import motsAdvice from './mots-advice.ts';
import nagilum from './nagilum.ts';
import nanites from './nanites.ts';
import nausicaans from './nausicaans.ts';
import nearWarpTransport from './near-warp-transport.ts';
import neuralServoDevice from './neural-servo-device.ts';
import neutralOutpost from './neutral-outpost.ts';
import nitriumMetalParasites from './nitrium-metal-parasites.ts';
import nullSpace from './null-space.ts';
import nutationalShields from './nutational-shields.ts';
import ophidianCane from './ophidian-cane.ts';
import outpostRaid from './outpost-raid.ts';
import palorToffAlienTrader from './palor-toff-alien-trader.ts';
import parallelRomance from './parallel-romance.ts';
import particleFountain from './particle-fountain.ts';
import particleScatteringField from './particle-scattering-field.ts';
import patternEnhancers from './pattern-enhancers.ts';
import paulRice from './paul-rice.ts';
import phasedMatter from './phased-matter.ts';
import phaserBurns from './phaser-burns.ts';
import plasmaFire from './plasma-fire.ts';
import portalGuard from './portal-guard.ts';
import admiralMccoy from './premium/admiral-mccoy.ts';
import admiralPicard from './premium/admiral-picard.ts';
import commanderData from './premium/commander-data.ts';
import commanderTroi from './premium/commander-troi.ts';
import dataLaughing from './premium/data-laughing.ts';
import giral from './premium/giral.ts';
import jarod from './premium/jarod.ts';
import mogh from './premium/mogh.ts';
import spock from './premium/spock.ts';
import punishmentZone from './punishment-zone.ts';
import q from './q.ts';
import qNet from './q-net.ts';
import q2 from './q2.ts';
import qualorIiRendezvous from './qualor-ii-rendezvous.ts';
import quantumSingularityLifeforms from './quantum-singularity-lifeforms.ts';
import quashConspiracy from './quash-conspiracy.ts';
import radioactiveGarbageScow from './radioactive-garbage-scow.ts';
import raiseTheStakes from './raise-the-stakes.ts';
import rascals from './rascals.ts';
import rebelEncounter from './rebel-encounter.ts';
import receptacleStones from './receptacle-stones.ts';
import redAlert from './red-alert.ts';
import remFatigueHallucinations from './rem-fatigue-hallucinations.ts';
import resQ from './res-q.ts';
import rescueCaptives from './rescue-captives.ts';
import ressikanFlute from './ressikan-flute.ts';
import reunion from './reunion.ts';
import revolvingDoor from './revolving-door.ts';
import rishonUxbridge from './rishon-uxbridge.ts';
import rogueBorgMercenaries from './rogue-borg-mercenaries.ts';
import romulanAmbush from './romulan-ambush.ts';
import romulanDisruptor from './romulan-disruptor.ts';
import romulanPadd from './romulan-padd.ts';
import royaleCasinoBlackjack from './royale-casino-blackjack.ts';
import samuelClemensPocketwatch from './samuel-clemens-pocketwatch.ts';
import sarjenka from './sarjenka.ts';
import scan from './scan.ts';
import securitySacrifice from './security-sacrifice.ts';
import seizeWesley from './seize-wesley.ts';
import seniorStaffMeeting from './senior-staff-meeting.ts';
import shakaWhenTheWallsFell from './shaka-when-the-walls-fell.ts';
import shipSeizure from './ship-seizure.ts';
import spacedock from './spacedock.ts';
import starfleetTypeIiPhaser from './starfleet-type-ii-phaser.ts';
import staticWarpBubble from './static-warp-bubble.ts';
import stefanDeseve from './stefan-deseve.ts';
import subspaceInterference from './subspace-interference.ts';
import subspaceSchism from './subspace-schism.ts';
import subspaceWarpRift from './subspace-warp-rift.ts';
import supernova from './supernova.ts';
import tachyonDetectionGrid from './tachyon-detection-grid.ts';
import tarellianPlagueShip from './tarellian-plague-ship.ts';
import targ from './targ.ts';
import tashaYarAlternate from './tasha-yar-alternate.ts';
import telepathicAlienKidnappers from './telepathic-alien-kidnappers.ts';
import temporalCausalityLoop from './temporal-causality-loop.ts';
import temporalNarcosis from './temporal-narcosis.ts';
import temporalRift from './temporal-rift.ts';
import tetryonField from './tetryon-field.ts';
import theCharybdis from './the-charybdis.ts';
import theDevil from './the-devil.ts';
import theGatherers from './the-gatherers.ts';
import theHigherTheFewer from './the-higher-the-fewer.ts';
import theJuggler from './the-juggler.ts';
import theMaskOfKorgano from './the-mask-of-korgano.ts';
import theTravelerTranscendence from './the-traveler-transcendence.ts';
import thermalDeflectors from './thermal-deflectors.ts';
import thineOwnSelf from './thine-own-self.ts';
import thoughtFire from './thought-fire.ts';
import thoughtMaker from './thought-maker.ts';
import timeTravelPod from './time-travel-pod.ts';
import toxUthat from './tox-uthat.ts';
import transwarpConduit from './transwarp-conduit.ts';
import treatyFederationKlingon from './treaty-federation-klingon.ts';
import treatyFederationRomulan from './treaty-federation-romulan.ts';
import treatyRomulanKlingon from './treaty-romulan-klingon.ts';
import tricorder from './tricorder.ts';
import tsiolkovskyInfection from './tsiolkovsky-infection.ts';
import twoDimensionalCreatures from './two-dimensional-creatures.ts';
import ussEnterpriseC from './uss-enterprise-c.ts';
import varonTDisruptor from './varon-t-disruptor.ts';
import vorgonRaiders from './vorgon-raiders.ts';
import vulcanMindmeld from './vulcan-mindmeld.ts';
import vulcanNervePinch from './vulcan-nerve-pinch.ts';
import vulcanStoneOfGol from './vulcan-stone-of-gol.ts';
import warpCoreBreach from './warp-core-breach.ts';
import warpedSpace from './warped-space.ts';
import wartimeConditions from './wartime-conditions.ts';
import whereNoOneHasGoneBefore from './where-no-one-has-gone-before.ts';
import windDancer from './wind-dancer.ts';
import wolf from './wolf.ts';
import wormhole from './wormhole.ts';
import worshiper from './worshiper.ts';
import yellowAlert from './yellow-alert.ts';
import zaldan from './zaldan.ts';

/** The intro game's cards with text (both standard decks), the premium cards, the persona article's showcase cards, and the Premiere treaties. */
export const CARDS: readonly CardDefinition[] = Object.freeze([
  ajur,
  alienAbduction,
  alienGroupie,
  alienLabyrinth,
  alienParasites,
  alienProbe,
  alternateUniverseDoor,
  amandaRogers,
  anaphasicOrganism,
  ancientComputer,
  antiMatterSpread,
  antiTimeAnomaly,
  archer,
  armusSkinOfEvil,
  asteroidSanctuary,
  atmosphericIonization,
  autoDestructSequence,
  barclayTransporterPhobia,
  barclaysProtomorphosisDisease,
  baryonBuildup,
  berlingoffRasmussen,
  betazoidGiftBox,
  birthOfJunior,
  boratus,
  borgShip,
  brainDrain,
  bynarsWeaponEnhancement,
  captainsLog,
  cardassianTrap,
  chalnoth,
  coalescentOrganism,
  compromisedMission,
  conundrum,
  cosmicStringFragment,
  countermanda,
  crosis,
  cryosatellite,
  crystallineEntity,
  cytherians,
  datasHead,
  dathon,
  deadInBed,
  destroyRadioactiveGarbageScow,
  devidianDoor,
  devidianForagers,
  diplomaticConference,
  disruptorOverload,
  distortionField,
  distortionOfSpaceTimeContinuum,
  dtan,
  echoPapa607KillerDrone,
  edoProbe,
  edoVessel,
  elAdrelCreature,
  emergencyTransporterArmbands,
  empathicEcho,
  energyVortex,
  engageShuttleOperations,
  engineeringKit,
  engineeringPadd,
  escapePod,
  espionageFederationOnKlingon,
  espionageKlingonOnFederation,
  espionageRomulanOnFederation,
  espionageRomulanOnKlingon,
  exocomp,
  eyesInTheDark,
  federationPadd,
  femalesLoveInterest,
  ferengiAttack,
  fgc47Research,
  fireSculptor,
  firestorm,
  frameOfMind,
  fullPlanetScan,
  gapsInNormalSpace,
  genetronicReplicator,
  goddessOfEmpathy,
  gomtuu,
  graviticMine,
  hail,
  hiddenEntrance,
  holoProjectors,
  hologramRuse,
  honorChallenge,
  horgahn,
  howardHeirloomCandle,
  hugh,
  humuhumunukunukuapuaa,
  hunterGangs,
  hyperAging,
  iconianComputerWeapon,
  iconianGateway,
  impassableDoor,
  incomingMessageAttackAuthorization,
  incomingMessageFederation,
  incomingMessageKlingon,
  incomingMessageRomulan,
  interphaseGenerator,
  interphasicPlasmaCreatures,
  interrogation,
  intruderForceField,
  investigateTimeContinuum,
  ipScanner,
  isabella,
  jaglomShrekInformationBroker,
  jamaharon,
  kevinUxbridge,
  kevinUxbridgeConvergence,
  kivasFajoCollector,
  klimDokachin,
  klingonDeathYell,
  klingonDisruptor,
  klingonPadd,
  klingonRightOfVengeance,
  kmtar,
  ktarianGame,
  kurlanNaiskos,
  laForgeManeuver,
  lakanta,
  latinumPayoff,
  lifeFormScan,
  longRangeScan,
  loreReturns,
  loresFingernail,
  lossOfOrbitalStability,
  lowerDecks,
  majorRakal,
  malesLoveInterest,
  malfunctioningDoor,
  mamanPicard,
  masakaTransformations,
  matriarchalSociety,
  medicalKit,
  medicalTricorder,
  mentharBoobyTrap,
  metaphasicShields,
  mickeyD,
  microbioticColony,
  microvirus,
  motsAdvice,
  nagilum,
  nanites,
  nausicaans,
  nearWarpTransport,
  neuralServoDevice,
  neutralOutpost,
  nitriumMetalParasites,
  nullSpace,
  nutationalShields,
  ophidianCane,
  outpostRaid,
  palorToffAlienTrader,
  parallelRomance,
  particleFountain,
  particleScatteringField,
  patternEnhancers,
  paulRice,
  phasedMatter,
  phaserBurns,
  plasmaFire,
  portalGuard,
  punishmentZone,
  q,
  qNet,
  q2,
  qualorIiRendezvous,
  quantumSingularityLifeforms,
  quashConspiracy,
  radioactiveGarbageScow,
  raiseTheStakes,
  rascals,
  rebelEncounter,
  receptacleStones,
  redAlert,
  remFatigueHallucinations,
  resQ,
  rescueCaptives,
  ressikanFlute,
  reunion,
  revolvingDoor,
  rishonUxbridge,
  rogueBorgMercenaries,
  romulanAmbush,
  romulanDisruptor,
  romulanPadd,
  royaleCasinoBlackjack,
  samuelClemensPocketwatch,
  sarjenka,
  scan,
  securitySacrifice,
  seizeWesley,
  seniorStaffMeeting,
  shakaWhenTheWallsFell,
  shipSeizure,
  spacedock,
  starfleetTypeIiPhaser,
  staticWarpBubble,
  stefanDeseve,
  subspaceInterference,
  subspaceSchism,
  subspaceWarpRift,
  supernova,
  tachyonDetectionGrid,
  tarellianPlagueShip,
  targ,
  tashaYarAlternate,
  telepathicAlienKidnappers,
  temporalCausalityLoop,
  temporalNarcosis,
  temporalRift,
  tetryonField,
  theCharybdis,
  theDevil,
  theGatherers,
  theHigherTheFewer,
  theJuggler,
  theMaskOfKorgano,
  theTravelerTranscendence,
  thermalDeflectors,
  thineOwnSelf,
  thoughtFire,
  thoughtMaker,
  timeTravelPod,
  toxUthat,
  transwarpConduit,
  treatyFederationKlingon,
  treatyFederationRomulan,
  treatyRomulanKlingon,
  tricorder,
  tsiolkovskyInfection,
  twoDimensionalCreatures,
  ussEnterpriseC,
  varonTDisruptor,
  vorgonRaiders,
  vulcanMindmeld,
  vulcanNervePinch,
  vulcanStoneOfGol,
  warpCoreBreach,
  warpedSpace,
  wartimeConditions,
  whereNoOneHasGoneBefore,
  windDancer,
  wolf,
  wormhole,
  worshiper,
  yellowAlert,
  // the nine premium cards of the Introductory Two-Player Game box
  admiralMccoy,
  admiralPicard,
  commanderData,
  commanderTroi,
  dataLaughing,
  giral,
  jarod,
  mogh,
  spock,
  zaldan,
  // the copy-effect incidents and Discommendation, for the persona article's positions
  ...SHOWCASE_DEFINITIONS,
]);

let standard: CardRegistry | null = null;

/** The registry of the catalogue, built once: the one the engine installs where it starts, and the default engine's. */
export function standardRegistry(): CardRegistry {
  return (standard ??= cardRegistry(CARDS));
}
