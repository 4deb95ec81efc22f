import { loadConfig } from '../../config.ts';
import { createDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';

const config = loadConfig();
const db = createDatabase(config.database);
try {
  const { applied, skillsAdded } = await migrate(db);
  console.log(`${config.database.dialect}: ${applied.length} migration(s) applied${applied.length ? ` (${applied.join(', ')})` : ''}; ${skillsAdded} catalogue skill(s) added.`);
} finally {
  await db.destroy();
}
