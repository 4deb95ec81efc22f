import type { Db } from '../../../db/database.ts';
import type { NonprofitProfilesTable, SmallbizProfilesTable } from '../../../db/schema.ts';
import type { Selectable, Updateable } from 'kysely';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { nowIso } from '../../../lib/time.ts';

export type ProfileTable = 'smallbiz_profiles' | 'nonprofit_profiles';
export type SmallbizProfile = Selectable<SmallbizProfilesTable>;
export type NonprofitProfile = Selectable<NonprofitProfilesTable>;
export type ProfileRow<T extends ProfileTable> = T extends 'smallbiz_profiles' ? SmallbizProfile : NonprofitProfile;
export type ProfileColumns<T extends ProfileTable> = Omit<
  Updateable<T extends 'smallbiz_profiles' ? SmallbizProfilesTable : NonprofitProfilesTable>,
  'company_id' | 'created_at' | 'updated_at'
>;

/**
 * The two profile tables share their shape where it matters here (company_id as key, timestamps), so one
 * repository serves both. Kysely cannot check a table chosen at run time, hence the narrow casts below.
 */
export function profileRepository<T extends ProfileTable>(table: T) {
  const name = table as 'smallbiz_profiles';
  return {
    find: async (db: Db, companyId: number): Promise<ProfileRow<T> | undefined> =>
      (await db.selectFrom(name).selectAll().where('company_id', '=', companyId).executeTakeFirst()) as ProfileRow<T> | undefined,

    /** Answers undefined when the company already has one (the key refuses a second). */
    insert: async (db: Db, companyId: number, columns: ProfileColumns<T>): Promise<ProfileRow<T> | undefined> => {
      const now = nowIso();
      try {
        return (await db
          .insertInto(name)
          .values({ ...(columns as ProfileColumns<'smallbiz_profiles'>), company_id: companyId, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow()) as ProfileRow<T>;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    update: async (db: Db, companyId: number, columns: ProfileColumns<T>): Promise<ProfileRow<T>> =>
      (await db
        .updateTable(name)
        .set({ ...(columns as ProfileColumns<'smallbiz_profiles'>), updated_at: nowIso() })
        .where('company_id', '=', companyId)
        .returningAll()
        .executeTakeFirstOrThrow()) as ProfileRow<T>,

    remove: async (db: Db, companyId: number): Promise<void> => {
      await db.deleteFrom(name).where('company_id', '=', companyId).execute();
    },
  };
}
