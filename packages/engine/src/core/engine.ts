/**
 * Engines as values (issue 23, item 6): createEngine({ format, cards, definitions }) makes an engine
 * whose card pool is the given cards and whose card behaviours are the given definitions (default:
 * the catalogue's), so two engines with different pools, or different behaviours for a card, live
 * side by side in one process. An engine refuses a deck with a card outside its pool, with a
 * sentence naming the card, and makes, plays and replays games only of its pool. The rules read
 * the installed registry (cards/registry.ts); each of an engine's calls installs the engine's own
 * first when another is installed, so engines may be used in turn.
 */
import { gameDecks, newGame as bareNewGame, Game, replay as bareReplay } from './record.ts';
import { apply as bareApply } from './flow.ts';
import type { Action } from './types.ts';
import { cardRegistry, installCards, installedCards } from '../cards/registry.ts';
import type { CardDefinition, CardRegistry } from '../cards/registry.ts';
import { standardRegistry } from '../cards/catalogue.ts';
import type { GameRecord, NewGameOptions } from './record.ts';
import type { GameState, PlayerId } from './types.ts';
import { facts, hasFacts } from '../cards/facts.ts';
import { PREMIUM_IDS } from '../cards/premium-facts.ts';
import type { DeckList } from '../rules/setup.ts';
import { formatRules } from '../formats/rules.ts';
import type { FormatKey, GameRules } from '../formats/rules.ts';
import { allBlueprints } from '../cards/blueprints.ts';
import { defOfBlueprint } from '../cards/blueprint-ids.ts';
import { validateDeck } from '../decks/validate.ts';
import { deckCardsOf, unplayableReasons } from '../decks/deck-list.ts';

export type EngineFormat = FormatKey;

export interface EngineOptions {
  format: EngineFormat;
  /** The card pool (card ids); default: the format's (the intro game: both standard decks and the premium cards; constructed: every card of its sets the engine plays). */
  cards?: readonly string[];
  /** The card behaviours (declarations, cards/registry.ts); default: the catalogue's (cards/catalogue.ts). */
  definitions?: readonly CardDefinition[];
}

export interface Engine {
  readonly format: EngineFormat;
  readonly cards: ReadonlySet<string>;
  /** The card behaviours this engine's games are played with. */
  readonly registry: CardRegistry;
  /** Why these decks cannot be played by this engine (a card outside its pool, one the engine does not know), or null. */
  deckRefusal(decks: Record<PlayerId, DeckList>): string | null;
  /** A new game of this engine's pool; throws RangeError with deckRefusal's sentence otherwise. */
  newGame(o: NewGameOptions): GameState;
  /** A game with its record, as Game.create, of this engine's pool. */
  createGame(o: NewGameOptions): Game;
  /** Replays a record of this engine's pool, hashes checked (replay). */
  replay(record: GameRecord, opts?: { log?: boolean }): GameState;
  /** Plays an action on a game of this engine (apply). */
  apply(s: GameState, action: Action, player?: PlayerId): void;
}

/** The intro format's pool: every card of both standard decks, and the premium cards. */
function introPool(): string[] {
  const out = new Set<string>(PREMIUM_IDS);
  for (const d of Object.values(gameDecks(false))) for (const c of [...d.missions, ...d.seed, ...d.draw]) out.add(c);
  return [...out];
}

/** A deck format's pool: every card of its sets that the engine plays (engine ids). */
function setsPool(rules: GameRules): string[] {
  const out = new Set<string>();
  for (const set of rules.decks?.sets ?? []) {
    for (const b of allBlueprints(set)) {
      const def = defOfBlueprint(b.blueprintId);
      if (def !== undefined && hasFacts(def)) out.add(def);
    }
  }
  return [...out];
}

export function createEngine(o: EngineOptions): Engine {
  const rules = formatRules(o.format);
  const pool = new Set(o.cards ?? (rules.decks ? setsPool(rules) : introPool()));
  for (const c of pool) if (!hasFacts(c)) throw new RangeError(`the card pool names ${JSON.stringify(c)}, which is no card this engine knows`);
  for (const d of o.definitions ?? []) if (!hasFacts(d.id)) throw new RangeError(`a card definition names ${JSON.stringify(d.id)}, which is no card this engine knows`);
  const registry = o.definitions ? cardRegistry(o.definitions) : standardRegistry();
  const use = () => {
    if (installedCards() !== registry) installCards(registry);
  };
  const deckRefusal = (decks: Record<PlayerId, DeckList>): string | null => {
    for (const [seat, d] of Object.entries(decks)) {
      for (const c of [...d.missions, ...d.seed, ...d.draw]) {
        if (!hasFacts(c)) return `${seat}'s deck names ${JSON.stringify(c)}, which is no card`;
        if (!pool.has(c)) return `${seat}'s deck holds ${facts(c).name}, which is not in this engine's card pool`;
      }
      if (rules.decks) {
        const reasons = unplayableReasons(validateDeck(deckCardsOf(d), rules.decks));
        if (reasons.length) return `${seat}'s deck is not a legal ${rules.key} deck: ${reasons.join('; ')}`;
      }
    }
    return null;
  };
  const decksOf = (g: NewGameOptions): Record<PlayerId, DeckList> => {
    if (g.decks) return g.decks;
    if (rules.decks) throw new RangeError(`a ${rules.key} game is made with the players' own decks: give two deck lists`);
    return gameDecks(g.withPremiums);
  };
  const withFormat = (g: NewGameOptions): NewGameOptions => ({ ...g, decks: decksOf(g), ...(rules.key === 'intro' ? {} : { format: rules.key }) });
  const check = (decks: Record<PlayerId, DeckList>) => {
    const why = deckRefusal(decks);
    if (why) throw new RangeError(why);
  };
  return {
    format: rules.key,
    cards: pool,
    registry,
    deckRefusal,
    newGame(g) {
      const made = withFormat(g);
      check(made.decks as Record<PlayerId, DeckList>);
      use();
      return bareNewGame(made);
    },
    createGame(g) {
      const made = withFormat(g);
      check(made.decks as Record<PlayerId, DeckList>);
      use();
      const game = Game.create(made);
      // its moves are played with this engine's cards, whichever engine was used in between
      const act = game.act.bind(game);
      game.act = (a, p) => {
        use();
        act(a, p);
      };
      return game;
    },
    replay(record, opts) {
      if (record && typeof record === 'object' && (record.options?.format ?? 'intro') !== rules.key) throw new RangeError(`the record is of the ${String(record.options?.format ?? 'intro')} format; this engine plays ${rules.key}`);
      if (record && typeof record === 'object' && record.decks) check(record.decks);
      use();
      return bareReplay(record, opts);
    },
    apply(s, action, player) {
      use();
      bareApply(s, action, player);
    },
  };
}
