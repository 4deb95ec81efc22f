import { syncSkillCatalogue } from './catalogue-sync.ts';
import { migrateToLatest, type Db } from './database.ts';

/** Schema migrations, then the reference data that belongs with them (the skill catalogue). */
export async function migrate(db: Db, options: { schema?: string } = {}): Promise<{ applied: string[]; skillsAdded: number }> {
  const applied = await migrateToLatest(db, options.schema);
  const { added } = await syncSkillCatalogue(db);
  return { applied, skillsAdded: added };
}
