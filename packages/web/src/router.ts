/**
 * Client routes. Links the app makes use the hash (#/game/abc) so any static file server works;
 * the same routes are also read from the path (/game/abc, /watch/abc) so a server may hand out
 * path links too. An invite code is read only from the hash (#/join/abc?invite=CODE): nothing
 * after the '#' is ever sent to a server, while a path or a query before the '#' is (and ends up
 * in its logs). The join page clears the code from the address bar once it has read it.
 */
export type Route =
  | { page: 'start' }
  | { page: 'game'; gameId: string }
  /** `invite` is '' when the link had none (or it was cleared after being read). */
  | { page: 'join'; gameId: string; invite: string }
  | { page: 'watch'; gameId: string }
  | { page: 'replay'; gameId: string | null }
  | { page: 'personas'; query: string | null }
  /** The rules of the Introductory Two-Player Game, in short. */
  | { page: 'rules' }
  /** Accounts: sign in, sign up, and the signed-in account's page (password, sign out, delete). */
  | { page: 'signin' }
  | { page: 'signup' }
  | { page: 'account' }
  /** The lobby: open games to join, posting one, who is online, the lobby's chat. */
  | { page: 'lobby' }
  /** The deck builder: a new deck (deckId null) or a saved one. */
  | { page: 'decks'; deckId: string | null }
  /** A shared deck, read only (the server's share link is the path /decks/shared/:shareId). */
  | { page: 'sharedDeck'; shareId: string }
  | { page: 'notFound'; path: string };

function splitQuery(s: string): [string, URLSearchParams] {
  const i = s.indexOf('?');
  return i < 0 ? [s, new URLSearchParams()] : [s.slice(0, i), new URLSearchParams(s.slice(i + 1))];
}

/** Parses a location (pathname, search, hash) into a route. */
export function parseRoute(loc: { pathname: string; search: string; hash: string }): Route {
  let path: string;
  let query: URLSearchParams;
  const inHash = loc.hash.startsWith('#/');
  if (inHash) {
    [path, query] = splitQuery(loc.hash.slice(1));
  } else {
    path = loc.pathname;
    query = new URLSearchParams(loc.search);
  }
  const parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  const [head, id, extra] = parts;
  if (!head || head === 'index.html') return { page: 'start' };
  if (head === 'game' && id) return { page: 'game', gameId: id };
  if (head === 'join' && id) {
    // only from the hash: a code in the path or the query has been sent to the server
    const invite = inHash ? (query.get('invite') ?? extra ?? '') : '';
    return { page: 'join', gameId: id, invite };
  }
  if (head === 'watch' && id) return { page: 'watch', gameId: id };
  if (head === 'replay') return { page: 'replay', gameId: id ?? null };
  if (head === 'rules') return { page: 'rules' };
  if (head === 'lobby') return { page: 'lobby' };
  if (head === 'decks') {
    if (id === 'shared') return extra ? { page: 'sharedDeck', shareId: extra } : { page: 'notFound', path };
    return { page: 'decks', deckId: id ?? null };
  }
  if (head === 'signin' || head === 'signup' || head === 'account') return { page: head };
  if (head === 'personas') return { page: 'personas', query: id ?? query.get('q') };
  return { page: 'notFound', path };
}

/** The hash link of a route. */
export function href(r: Route): string {
  switch (r.page) {
    case 'start':
      return '#/';
    case 'game':
      return `#/game/${encodeURIComponent(r.gameId)}`;
    case 'join':
      return r.invite ? `#/join/${encodeURIComponent(r.gameId)}?invite=${encodeURIComponent(r.invite)}` : `#/join/${encodeURIComponent(r.gameId)}`;
    case 'watch':
      return `#/watch/${encodeURIComponent(r.gameId)}`;
    case 'replay':
      return r.gameId ? `#/replay/${encodeURIComponent(r.gameId)}` : '#/replay';
    case 'personas':
      return r.query ? `#/personas/${encodeURIComponent(r.query)}` : '#/personas';
    case 'rules':
      return '#/rules';
    case 'lobby':
      return '#/lobby';
    case 'decks':
      return r.deckId ? `#/decks/${encodeURIComponent(r.deckId)}` : '#/decks';
    case 'sharedDeck':
      return `#/decks/shared/${encodeURIComponent(r.shareId)}`;
    case 'signin':
    case 'signup':
    case 'account':
      return `#/${r.page}`;
    case 'notFound':
      return '#/';
  }
}

/** An absolute link to share (invites, spectators). */
export function shareUrl(origin: string, r: Route): string {
  return `${origin}/${href(r)}`;
}

/**
 * The route to show after the address changed from `prev` to `next`. A link's invite code is
 * cleared from the address bar as soon as the join page reads it; one hash change fires popstate
 * and then hashchange, and when the page cleared the code between the two, the second reading
 * (the same join page, no code) must not take away the code the page is using.
 */
export function followRoute(prev: Route, next: Route): Route {
  if (next.page === 'join' && !next.invite && prev.page === 'join' && prev.gameId === next.gameId && prev.invite) return prev;
  return next;
}
