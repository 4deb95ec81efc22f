import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // Argon2 hashing and a fresh migrated database per file make these slower than unit tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
