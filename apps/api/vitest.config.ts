import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // Files share a worker's loaded modules (fastify, kysely, the app) instead of importing them again each: every
    // file builds its own app and database, and nothing a test relies on lives in module state.
    isolate: false,
    // Each test app has its own SQLite file or PostgreSQL schema, so files run in parallel safely.
    // Much of the time is spent waiting (spawned CLI processes, PostgreSQL), so use at least two
    // workers even on a two-CPU machine, where Vitest's default would be one.
    fileParallelism: true,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // A project with its own maxWorkers needs its own group; the API tests run after the others.
    sequence: { groupOrder: 1 },
    // Tests that start processes (the CLI, the server) take longer on a loaded machine and set their own time-out
    // (PROCESS_TEST_TIMEOUT_MS, test/helpers/processes.ts).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
