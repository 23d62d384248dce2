/**
 * Vite build of the browser client. `npm run build -w @stccg/web` writes packages/web/dist,
 * which the game server serves; the build ends by printing the gzipped size of the JavaScript.
 * `npm run dev -w @stccg/web` proxies /api and /ws to a game server on STCCG_SERVER (default :8080).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleSizePlugin } from './scripts/bundle-size.ts';

const server = process.env.STCCG_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  // 352 KB: the deck builder (issue 27) bundles the engine's deck file reader and deck check (the
  // start page checks a deck before it starts a game) and its own page: +11 KB over 310 KB; then the
  // last nine cards' rules (every card of the pool is in the engine the client replays with), the
  // shipped decks' text, rematch and ratings: 339.6 KB. The card pool is complete, so the engine
  // should not grow much more; the margin is for the pages still to come
  plugins: [react(), bundleSizePlugin(352 * 1024)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
