import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // Argon2 hashing and a fresh migrated database per file make these slower than unit tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A PostgreSQL database per worker, so two files at once never share one (src/test/worker-database.ts).
    setupFiles: ['./src/test/worker-database.ts'],
    globalSetup: ['./src/test/worker-databases.ts'],
  },
});
