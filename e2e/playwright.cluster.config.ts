import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { testDatabaseUrl, testRedisUrl } from '../apps/api/src/test/required-in-ci.ts';

// The conversations round trip and the bell again, against two instances behind nginx on one PostgreSQL
// database and Redis (cluster/serve.ts): every request may reach either instance, so a message or a notification
// written on one must reach a stream held by the other. Needs TEST_DATABASE_URL, TEST_REDIS_URL and nginx, like
// the two-instance API suite; without them there is nothing to run (`--pass-with-no-tests`).
const PORT = Number(process.env.CLUSTER_E2E_PORT ?? 3410);
// Under CI (CI=true) a missing service throws here instead, so the run fails rather than passing with no tests.
const ready = Boolean(testDatabaseUrl() && testRedisUrl());

export default defineConfig({
  ...base,
  testMatch: ready ? ['conversations.spec.ts', 'notifications.spec.ts'] : [],
  outputDir: './artifacts/cluster-results',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: ready
    ? {
        command: 'node --import tsx ../cluster/serve.ts',
        url: `http://127.0.0.1:${PORT}/api/rest/rest-check/`,
        env: { CLUSTER_E2E_PORT: String(PORT) },
        reuseExistingServer: false,
        timeout: 180_000,
        // SIGTERM, not Playwright's default kill: serve.ts then stops both instances and nginx (a daemon outside the
        // process group) and drops its database, so no run leaves a proxy on the port or a database behind.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        stdout: 'ignore',
        stderr: 'pipe',
      }
    : undefined,
});
