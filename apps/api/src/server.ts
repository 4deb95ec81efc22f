import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { createLogDestination } from './lib/log-destination.ts';
import { killAfter } from './lib/shutdown-watchdog.ts';

/** How long a shutdown may take (a deployment's stop timeout is at least this); the last part is kept for the exit. */
const GRACE_MS = 10_000;
const HARD_EXIT_MARGIN_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // The app's logger exists once the app is built; an idle connection lost before then is not logged.
  const logger: { current?: FastifyBaseLogger } = {};
  const db = createDatabase(config.database, {
    onConnectionError: (err) => logger.current?.warn({ err }, 'database: an idle connection was lost; the next query opens another'),
  });
  await migrate(db);
  const seeded = config.SEED_DEMO_DATA ? await seedIfEmpty(db) : false;

  const logs = createLogDestination(1, config.LOG_BUFFER_KB * 1024);
  const app = await buildApp({ config, db, logStream: logs.stream });
  logger.current = app.log;
  app.addHook('onClose', async () => db.destroy());
  if (seeded) app.log.info('empty database: demo data seeded');

  // SIGTERM and SIGINT stop accepting connections, let in-flight requests finish, close the database and write
  // what the log still holds, all within GRACE_MS (docs/product.md section C15): past it the process exits anyway, saying
  // so in the log if the log can take it, and a watchdog thread kills it if even that cannot run.
  closeWithGrace(
    {
      delay: GRACE_MS - HARD_EXIT_MARGIN_MS,
      logger: false,
      onTimeout: () => {
        app.log.error(`shutdown took longer than its ${GRACE_MS / 1000} s grace; exiting now`);
        void logs.flush(HARD_EXIT_MARGIN_MS / 2).finally(() => process.exit(1));
      },
    },
    async ({ signal, err }) => {
      killAfter(GRACE_MS);
      const started = Date.now();
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      const dropped = logs.dropped();
      if (dropped > 0) app.log.warn({ dropped }, `${dropped} log lines were dropped: the log reader was too slow`);
      // Whatever the log's reader does, the process ends within the grace.
      await logs.flush(Math.max(0, GRACE_MS - HARD_EXIT_MARGIN_MS - (Date.now() - started)));
    },
  );

  // Live streams reconnect together (after a deploy, or a lost bus connection closes them all): Node's default
  // queue of 511 unaccepted connections overflowed at 10,000 streams and each dropped one waited for its SYN to
  // be sent again, a second and more later. The kernel caps this at net.core.somaxconn.
  await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
  app.log.info(`Tandem is running at http://${config.HOST === '127.0.0.1' ? 'localhost' : config.HOST}:${config.PORT} (${config.database.dialect})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Tandem could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
