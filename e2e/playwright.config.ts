import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium, never a downloaded browser; flags keep it off the network this machine does not have. */
const chromium = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a test that passes on its second try passed by luck (issue 29). `.ci/run` exports
  // CI=true, which gave one retry here before.
  retries: 0,
  reporter: [['list']],
  // A test's limit is a guard against a hang, not a speed target (those are benchmarks): a journey that checks
  // screens with axe and screenshots took 32.6 s on CI's machine (response-record.spec) against 30 s here before.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: chromium }],
  // The real server over a fresh embedded database with demo data, serving the built web app.
  webServer: {
    command: `node serve.mjs`,
    url: `http://127.0.0.1:${PORT}/api/rest/rest-check/`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
