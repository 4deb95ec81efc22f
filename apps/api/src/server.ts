import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  await migrate(db);
  const seeded = config.SEED_DEMO_DATA ? await seedIfEmpty(db) : false;

  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => db.destroy());
  if (seeded) app.log.info('empty database: demo data seeded');

  // SIGTERM and SIGINT stop accepting connections, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

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
