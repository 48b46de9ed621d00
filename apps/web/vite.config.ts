/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { DEFAULT_AUTH_SITE_KEY, DEFAULT_EVENTS_SITE_KEY } from '../../packages/contract/src/defaults.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

// The site keys (spec §9) and API host are fixed at build time; branding comes from /config.js at run time.
export default defineConfig({
  // JavaScript budgets: the first screen's JavaScript stays under 90 kB gzip; no screen drags in another's chunk.
  plugins: [react(), bundleBudget({ loginRouteMaxBytes: 90_000, otherRouteMaxBytes: 150_000 })],
  define: {
    __AUTH_SITE_KEY__: JSON.stringify(process.env.AUTH_SITE_KEY || DEFAULT_AUTH_SITE_KEY),
    __EVENTS_SITE_KEY__: JSON.stringify(process.env.EVENTS_SITE_KEY || DEFAULT_EVENTS_SITE_KEY),
    __API_HOST__: JSON.stringify((process.env.API_HOST || '').replace(/\/+$/, '')),
    __FETCH_TIMEOUT_MS__: JSON.stringify(Number(process.env.FETCH_TIMEOUT_MS || 1800)),
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/config.js': apiTarget },
  },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom per worker rather than per file (five times faster): the setup file unmounts every render and clears
    // storage and cookies after each test, and each test makes its own query client.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
