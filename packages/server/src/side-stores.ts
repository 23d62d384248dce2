/**
 * The stores a game store keeps beside the games, in its own database (SQLite or PostgreSQL): the
 * accounts (accounts-store.ts), the lobby and the chat (community-store.ts), the ratings
 * (ratings-store.ts) and the saved decks (decks-store.ts). Each has its own tables, made on first
 * use over the game store's SqlPort, and is made once.
 */
import { SqlAccounts } from './accounts-store.ts';
import type { AccountStore, SqlPort } from './accounts-store.ts';
import { SqlCommunity } from './community-store.ts';
import type { CommunityStore } from './community-store.ts';
import { SqlRatings } from './ratings-store.ts';
import type { RatingStore } from './ratings-store.ts';
import { SqlDecks } from './decks-store.ts';
import type { DeckStore } from './decks-store.ts';

export class SideStores {
  private accountStore: AccountStore | null = null;
  private communityStore: CommunityStore | null = null;
  private ratingStore: RatingStore | null = null;
  private deckStore: DeckStore | null = null;

  /** `port`: the game store's database as the side stores use it. */
  constructor(private readonly port: () => SqlPort) {}

  accounts(): AccountStore {
    return (this.accountStore ??= new SqlAccounts(this.port()));
  }

  community(): CommunityStore {
    return (this.communityStore ??= new SqlCommunity(this.port()));
  }

  ratings(): RatingStore {
    return (this.ratingStore ??= new SqlRatings(this.port()));
  }

  decks(): DeckStore {
    return (this.deckStore ??= new SqlDecks(this.port()));
  }
}
