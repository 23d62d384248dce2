/**
 * @stccg/server: the game server. startServer() runs it in this process; serveCommand() is the
 * `stccg serve` command; the protocol (zod schemas and message types) is shared with clients.
 */
export { startServer, DEFAULT_LIMITS } from './server.ts';
export type { ServerOptions, RunningServer, Limits } from './server.ts';
export { serveCommand } from './serve-command.ts';
export { openStore } from './store.ts';
export type { GameStore, StoredGame, LogEntry, SeatRecord, GameStatus } from './store.ts';
export * from './protocol.ts';
export { TUTORIAL_SEED, TUTORIAL_SEED_KEY } from './tutorial.ts';
