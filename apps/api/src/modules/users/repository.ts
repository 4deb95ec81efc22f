import { USER_COLUMNS } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { NewUser, User, UserUpdate } from '../../db/schema.ts';
import { keepAtMost, perDatabase } from '../../lib/kept-in-memory.ts';
import { nowIso } from '../../lib/time.ts';
import { sessionUserChanged } from '../../bus/index.ts';

export const findUserById = (db: Db, id: number): Promise<User | undefined> =>
  db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string): Promise<User | undefined> =>
  db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const findUserByGoogleSub = (db: Db, sub: string): Promise<User | undefined> =>
  db.selectFrom('users').select(USER_COLUMNS).where('google_sub', '=', sub).executeTakeFirst();

/** Users whose profile record ids are kept at once; beyond it the oldest read goes first. */
const PROFILE_IDS_KEPT = 10_000;
const knownProfileIds = perDatabase(() => new Map<number, readonly number[]>());

/**
 * The ids of a user's profile records (the user answer's `applicationids`). A profile record, once made, is never
 * replaced or removed, so ids found are kept in memory; a user with none yet is asked again each time.
 */
export async function applicationIdsOf(db: Db, userId: number): Promise<readonly number[]> {
  const known = knownProfileIds(db);
  const kept = known.get(userId);
  if (kept) return kept;
  const rows = await db.selectFrom('applications').select('id').where('user_id', '=', userId).orderBy('id').execute();
  const ids = Object.freeze(rows.map((row) => row.id));
  if (ids.length > 0) keepAtMost(known, userId, ids, PROFILE_IDS_KEPT);
  return ids;
}

/** A new user, with the candidate's profile record in the same transaction (docs/product.md: applicationids). */
export async function insertUser(db: Db, values: Omit<NewUser, 'created_at' | 'updated_at'>): Promise<User> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const user = await trx.insertInto('users').values({ ...values, created_at: now, updated_at: now }).returning(USER_COLUMNS).executeTakeFirstOrThrow();
    if (user.role === 'candidate') {
      await trx.insertInto('applications').values({ user_id: user.id, created_at: now, updated_at: now }).execute();
    }
    return user;
  });
}

/** A user row as just written, with the ids of their profile records (the user answer's `applicationids`). */
export interface WrittenUser {
  user: User;
  applicationIds: readonly number[];
}

/**
 * Writes a user row and reads back, in the same statement, the row and their profile record's id (at most one:
 * `applications.user_id` is unique). On PostgreSQL that is one round trip where the answer took two.
 */
export async function updateUser(db: Db, id: number, values: UserUpdate): Promise<WrittenUser> {
  const { application_id: applicationId, ...user } = await db
    .updateTable('users')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .returning((eb) => eb.selectFrom('applications').select('applications.id').whereRef('applications.user_id', '=', 'users.id').as('application_id'))
    .executeTakeFirstOrThrow();
  await sessionUserChanged(db, user.id);
  return { user, applicationIds: applicationId === null ? [] : [applicationId] };
}

/** A company a user asks to link, with its creator (a read of the jobs module's table: linking writes only users). */
export const companyToLink = (db: Db, companyId: number): Promise<{ id: number; created_by: number | null } | undefined> =>
  db.selectFrom('companies').select(['id', 'created_by']).where('id', '=', companyId).executeTakeFirst();
