import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace: each project keeps its own environment.
export default defineConfig({
  test: {
    // Two files at once even on the project's 2-core machines (Vitest's default, cores − 1, is one there): most of
    // an API file's time is spent waiting on Argon2, PostgreSQL and sockets, and two at once ran the unit phase in
    // 922 s instead of 1,415 s on one machine. Each worker has a PostgreSQL database of its own (apps/api/src/test/
    // worker-database.ts; docs/decisions.md, "Tests at once").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/*', 'apps/api', 'apps/web'],
  },
});
