import type { Db } from '../../db/database.ts';
import type { NewUser, User, UserUpdate } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';
import { sessionUserWritten } from '../auth/session-store.ts';

export const findUserById = (db: Db, id: number): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const findUserByGoogleSub = (db: Db, sub: string): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();

export async function applicationIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('applications').select('id').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** A new user, with the candidate's profile record in the same transaction (SPEC.md: applicationids). */
export async function insertUser(db: Db, values: Omit<NewUser, 'created_at' | 'updated_at'>): Promise<User> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const user = await trx.insertInto('users').values({ ...values, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
    if (user.role === 'candidate') {
      await trx.insertInto('applications').values({ user_id: user.id, created_at: now, updated_at: now }).execute();
    }
    return user;
  });
}

export async function updateUser(db: Db, id: number, values: UserUpdate): Promise<User> {
  const user = await db
    .updateTable('users')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  sessionUserWritten(db, user);
  return user;
}
