import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// Volunteering that reaches people (docs/product.md section C21), its gaps:
// - A conversation may be about a volunteer role instead of a job: `conversations.job_id` becomes nullable and
//   `opportunity_id` (the role; gone with it) is added, once per role and candidate as a job's is per job.
// - An interest's reply deadline is swept like an application's: the organisation is reminded once
//   (`volunteer_interests.reminded_at`), then a pending interest past it lapses to no_reply.
// - A volunteer signed up to a shift is reminded the day before, once (`shift_signups.reminded_at`).
const JOB_NOT_NULL = '"job_id" integer not null references "job_profiles" ("id") on delete cascade';
const JOB_NULLABLE = '"job_id" integer references "job_profiles" ("id") on delete cascade';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table conversations alter column job_id drop not null`.execute(db);
  } else {
    await rebuildSqliteTable(db, 'conversations', (create) => replaceOnce(create, JOB_NOT_NULL, JOB_NULLABLE));
  }
  await db.schema
    .alterTable('conversations')
    .addColumn('opportunity_id', 'integer', (col) => col.references('volunteer_opportunities.id').onDelete('cascade'))
    .execute();
  // Unique per role and candidate (rows about a job leave it null, and nulls never collide): opening is idempotent.
  await db.schema.createIndex('conversations_opportunity_candidate_key').unique().on('conversations').columns(['opportunity_id', 'candidate_id']).execute();

  await db.schema.alterTable('volunteer_interests').addColumn('reminded_at', 'text').execute();
  // The sweep's work: pending interests by deadline (partial, so answered ones take no room in it).
  await db.schema
    .createIndex('volunteer_interests_awaiting_reply_idx')
    .on('volunteer_interests')
    .column('reply_due_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema.alterTable('shift_signups').addColumn('reminded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shift_signups').dropColumn('reminded_at').execute();
  await db.schema.dropIndex('volunteer_interests_awaiting_reply_idx').ifExists().execute();
  await db.schema.alterTable('volunteer_interests').dropColumn('reminded_at').execute();
  await sql`update volunteer_interests set status = 'pending' where status = 'no_reply'`.execute(db);
  // Conversations about a role cannot be about no job: the way back drops them (their messages go with them).
  await sql`delete from conversations where job_id is null`.execute(db);
  await db.schema.dropIndex('conversations_opportunity_candidate_key').ifExists().execute();
  await db.schema.alterTable('conversations').dropColumn('opportunity_id').execute();
  if (isPostgres(db)) {
    await sql`alter table conversations alter column job_id set not null`.execute(db);
  } else {
    await rebuildSqliteTable(db, 'conversations', (create) => replaceOnce(create, JOB_NULLABLE, JOB_NOT_NULL));
  }
}

function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`0035: expected exactly one ${from}`);
  return text.replace(from, to);
}

/**
 * SQLite cannot change a column's constraints in place: the table is made anew from its own CREATE statement (so
 * columns added by any migration are kept), its rows copied, the old one dropped and the new one renamed, its
 * indexes made again, with foreign keys off meanwhile so the drop cascades nowhere (messages keep pointing at
 * their conversation's id). SQLite's documented 12-step procedure, as 0014 does it (copied: migrations are frozen).
 */
async function rebuildSqliteTable(db: Kysely<any>, table: string, change: (create: string) => string): Promise<void> {
  const { rows: objects } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = objects.find((row) => row.type === 'table')?.sql;
  if (!create) throw new Error(`0035: table ${table} not found`);
  const rebuilt = `${table}_0035`;
  const newCreate = change(create).replace(/^CREATE TABLE "[^"]+"/, `CREATE TABLE "${rebuilt}"`);
  const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  const list = columns.map((row) => `"${row.name}"`).join(', ');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(newCreate).execute(db);
      await sql.raw(`insert into "${rebuilt}" (${list}) select ${list} from "${table}"`).execute(db);
      await sql.raw(`drop table "${table}"`).execute(db);
      await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(db);
      for (const index of objects.filter((row) => row.type === 'index')) await sql.raw(index.sql as string).execute(db);
      const { rows: broken } = await sql`select * from pragma_foreign_key_check(${table})`.execute(db);
      if (broken.length > 0) throw new Error(`0035: ${broken.length} broken foreign keys in ${table}`);
      const { rows: brokenMessages } = await sql`select * from pragma_foreign_key_check('messages')`.execute(db);
      if (brokenMessages.length > 0) throw new Error(`0035: ${brokenMessages.length} messages lost their conversation`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
