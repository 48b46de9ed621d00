import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each test app has its own SQLite file or PostgreSQL schema, so files run in parallel safely.
    fileParallelism: true,
    pool: 'forks',
    // scrypt at OWASP cost is ~200 ms per hash; the CLI tests spawn processes (~1 s each).
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
