import { defineConfig } from 'vitest/config';

// One run covers every workspace: each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default worker count (cores − 1) stays: on the project's 2-core machines, one file at a time. Two at
    // once ran the unit phase in 1,021 s instead of 1,459 s, but the API files share one PostgreSQL database (a
    // schema each), and Kysely's migrator lists every schema's tables while another file drops its own: "schema
    // ... does not exist" (docs/decisions.md, "Tests at once").
    projects: ['packages/*', 'apps/api', 'apps/web'],
  },
});
