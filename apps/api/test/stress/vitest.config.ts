import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The longer runs (`npm run test:stress`): real server processes, load, kill -9, SIGTERM, online backup. */
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  test: {
    name: 'api-stress',
    include: ['test/stress/**/*.stress.ts'],
    environment: 'node',
    // One at a time: each file loads the machine on purpose, and timings mean something only alone.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
