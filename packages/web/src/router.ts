/**
 * Client routes. Links the app makes use the hash (#/game/abc) so any static file server works;
 * the same routes are also read from the path (/game/abc, /join/abc?invite=x) so a server may
 * hand out path links too.
 */
export type Route =
  | { page: 'start'; seed?: number }
  | { page: 'game'; gameId: string }
  | { page: 'join'; gameId: string; invite: string }
  | { page: 'watch'; gameId: string }
  | { page: 'replay'; gameId: string | null }
  | { page: 'personas'; query: string | null }
  | { page: 'notFound'; path: string };

function splitQuery(s: string): [string, URLSearchParams] {
  const i = s.indexOf('?');
  return i < 0 ? [s, new URLSearchParams()] : [s.slice(0, i), new URLSearchParams(s.slice(i + 1))];
}

/** Parses a location (pathname, search, hash) into a route. */
export function parseRoute(loc: { pathname: string; search: string; hash: string }): Route {
  let path: string;
  let query: URLSearchParams;
  if (loc.hash.startsWith('#/')) {
    [path, query] = splitQuery(loc.hash.slice(1));
    // a query before the hash (/?invite=x#/join/abc) counts too
    for (const [k, v] of new URLSearchParams(loc.search)) if (!query.has(k)) query.set(k, v);
  } else {
    path = loc.pathname;
    query = new URLSearchParams(loc.search);
  }
  const parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  const [head, id, extra] = parts;
  if (!head || head === 'index.html') {
    // ?seed=N chooses the deal of a game against the computer (tests, bug reports)
    const seed = Number(query.get('seed'));
    return query.has('seed') && Number.isInteger(seed) && seed >= 0 ? { page: 'start', seed } : { page: 'start' };
  }
  if (head === 'game' && id) return { page: 'game', gameId: id };
  if (head === 'join' && id) {
    const invite = query.get('invite') ?? extra ?? '';
    return invite ? { page: 'join', gameId: id, invite } : { page: 'notFound', path };
  }
  if (head === 'watch' && id) return { page: 'watch', gameId: id };
  if (head === 'replay') return { page: 'replay', gameId: id ?? null };
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
      return `#/join/${encodeURIComponent(r.gameId)}?invite=${encodeURIComponent(r.invite)}`;
    case 'watch':
      return `#/watch/${encodeURIComponent(r.gameId)}`;
    case 'replay':
      return r.gameId ? `#/replay/${encodeURIComponent(r.gameId)}` : '#/replay';
    case 'personas':
      return r.query ? `#/personas/${encodeURIComponent(r.query)}` : '#/personas';
    case 'notFound':
      return '#/';
  }
}

/** An absolute link to share (invites, spectators). */
export function shareUrl(origin: string, r: Route): string {
  return `${origin}/${href(r)}`;
}
