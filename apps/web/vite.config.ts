/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DEFAULT_AUTH_SITE_KEY, DEFAULT_EVENTS_SITE_KEY } from '../../packages/contract/src/auth.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

// The site keys (spec §9) and API host are fixed at build time; branding comes from /config.js at run time.
export default defineConfig({
  plugins: [react()],
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
    sourcemap: false,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
