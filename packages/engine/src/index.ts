/**
 * The engine's public surface. Everything a server, bot, CLI or browser needs goes through
 * here: create a game, read the pending decision, apply an action, project a player's view,
 * record and replay.
 */
import './rules/setup.ts';
import './rules/turn.ts';
import './cards/premium-facts.ts';
import './rules/persona-play.ts';
import { standardRegistry } from './cards/catalogue.ts';
import { installCards } from './cards/registry.ts';
import { registerBlueprintCards } from './cards/blueprint-facts.ts';

// the plain Premiere and Alternate Universe personnel and ships, after the intro cards and the premiums
registerBlueprintCards();

// the rules read the registry of every card the engine knows (an engine value chooses its pool from it)
installCards(standardRegistry());

export { apply, check, advance } from './core/flow.ts';
export { IllegalActionError, EngineError } from './core/errors.ts';
export { cloneState } from './core/clone.ts';
export { stateHash } from './core/hash.ts';
export { checkInvariants } from './core/invariants.ts';
export { Game, newGame, replay, ReplayError, cardDataVersion, ENGINE_VERSION, RECORD_FORMAT, LEGACY_RECORD_FORMAT, HASH_EVERY } from './core/record.ts';
export type { GameRecord, NewGameOptions } from './core/record.ts';
export { UndoError } from './core/undo.ts';
export type { UndoLimit } from './core/undo.ts';
export { replayRecord, engineOfRecord, frozenEngine, replayableVersions, RESUMES_GAMES_OF } from './core/versions.ts';
export type { FrozenEngine, FrozenGame } from '../frozen/engine.d.ts';
export type * from './core/types.ts';
export { PLAYERS, opponent, seat } from './core/types.ts';
export { view } from './view/view.ts';
export { handleView, handlesFor } from './view/handles.ts';
export { readableText, seatName } from './view/text.ts';
export type * from './view/view.ts';
export { facts, allFacts, hasFacts, standardDeck, INTRO, parseCardFile, CardDataError } from './cards/facts.ts';
export type { CardFacts, Side } from './cards/facts.ts';
export { deckAffiliation, firstPlayer, seatsRefusal, setupOrder, standardDecks } from './rules/setup.ts';
export type { DeckList } from './rules/setup.ts';
export { concede } from './rules/endgame.ts';
export { explain } from './rules/explain.ts';
export { buildPosition, PositionSpec, PositionError } from './core/position.ts';
export { cardText, definedCards } from './cards/registry.ts';
export { premiumAdditions, registerShowcaseCards, PREMIUM_IDS } from './cards/premium-facts.ts';
export { legalSwaps, personaEntryVerdict } from './rules/persona-play.ts';
export { mulberry32, shuffleWith, seedKey, isSeedKey } from './core/rng.ts';
export type { GameSeed, RngState } from './core/rng.ts';
export { answeredFor, autoAnswer, isResponsePoint } from './rules/responses.ts';
export { after, before, beforeListenersOf, happened, listenersOf } from './core/happenings.ts';
export { about } from './core/before.ts';
export { createEngine } from './core/engine.ts';
export type { Engine, EngineFormat, EngineOptions } from './core/engine.ts';
export type { BeforeAnswer, BeforeListener, Happening, HappeningType, Listener, Prevented } from './core/happenings.ts';
export { allBlueprints, findBlueprint, blueprintFacts } from './cards/blueprints.ts';
export type { Blueprint, SetKey } from './cards/blueprints.ts';
export { parseDeckFile, cardFinder, normaliseCardName, describeCard, cardRef, SET_NAMES, MAX_LINE_COUNT } from './decks/deck-file.ts';
export type { CardFinder, DeckCard, DeckCardRef, DeckFileError, DeckFileErrorKind, DeckLine, ParsedDeckFile } from './decks/deck-file.ts';
export { validateDeck, cardImplementation, seedCopies } from './decks/validate.ts';
export type { DeckProblem, DeckReport, DeckRule, Implementation, NotImplementedCard } from './decks/validate.ts';
export { CONSTRUCTED, constructedFormat, DeckFormat, DeckRules, ALTERNATE_UNIVERSE_DOOR } from './formats/constructed.ts';
export type { ConstructedOptions } from './formats/constructed.ts';
export { FORMATS, INTRO_RULES, CONSTRUCTED_RULES, formatRules, isFormatKey, rulesOf } from './formats/rules.ts';
export type { AttemptRules, FormatKey, GameRules, SetupRules, StateFormat } from './formats/rules.ts';
export { deckListOf, deckCardsOf, unplayableReasons } from './decks/deck-list.ts';
export type { DeckListResult } from './decks/deck-list.ts';
export { randomDeck, buildableAffiliations } from './decks/random.ts';
export { PREMADE_DECKS } from './decks/premade.ts';
export type { PremadeDeck } from './decks/premade.ts';
export type { RandomDeckOptions } from './decks/random.ts';
export { trackEffects } from './core/effects.ts';
export { tookEffect } from './rules/took-effect.ts';
export { setCoverage, implementedDef } from './decks/set-coverage.ts';
export type { SetCoverage, CardCoverage } from './decks/set-coverage.ts';
export { deckComposition, describeWideClause, CARD_TYPE_ORDER } from './decks/composition.ts';
export type { DeckComposition, TypeCount, AffiliationCount, MissionCoverage, OptionCoverage, ClauseCoverage, CoverageVerdict, CardType } from './decks/composition.ts';
export { exportDeckFile, TYPE_HEADINGS } from './decks/export.ts';
export type { ExportOptions } from './decks/export.ts';
export { importDeckText, parseLackeyDek, isLackeyDek, MAX_IMPORT_BYTES } from './decks/import.ts';
export type { DeckImport, ImportError, ImportErrorKind, LackeyDek } from './decks/import.ts';
