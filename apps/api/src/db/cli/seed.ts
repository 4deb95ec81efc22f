import { loadConfig } from '../../config.ts';
import { createDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { seedIfEmpty } from '../seed/seed.ts';

// Seeding fills an empty database only, so running it twice never duplicates the demo marketplace.
const config = loadConfig();
const db = createDatabase(config.database);
try {
  await migrate(db);
  const seeded = await seedIfEmpty(db);
  console.log(seeded ? `${config.database.dialect}: demo data seeded.` : `${config.database.dialect}: the database already has users; nothing seeded.`);
} finally {
  await db.destroy();
}
