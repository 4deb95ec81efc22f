// The two-instance deployment with the demo data, kept up for the browser tests run against it
// (e2e/playwright.cluster.config.ts): started by Playwright, stopped (and its database dropped) when Playwright ends.
import { startDeployment } from './deployment.ts';

const port = Number(process.env.CLUSTER_E2E_PORT ?? 3410);
const deployment = await startDeployment({ proxy: port, a: port + 1, b: port + 2 }, { seedDemo: true });
console.log(`two instances behind ${deployment.proxy}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void deployment.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
