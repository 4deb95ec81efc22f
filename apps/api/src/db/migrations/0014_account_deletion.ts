import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and see the database untyped */

// An account can be deleted (docs/product.md section C13) while what it did for others stays: a job posted by an
// organisation user stays with the company, and a move of an application stays in the candidate's history. So
// `job_profiles.created_by` and `job_application_events.changed_by` become nullable and are set null when their
// user goes, instead of taking the job (and every application to it) or the move with them.
const COLUMNS = [
  { table: 'job_profiles', column: 'created_by' },
  { table: 'job_application_events', column: 'changed_by' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const { table, column } of COLUMNS) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null`.execute(db);
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_${column}_fkey`)}`.execute(db);
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_${column}_fkey`)} foreign key (${sql.ref(column)}) references users (id) on delete set null`.execute(db);
    }
    return;
  }
  for (const { table, column } of COLUMNS) {
    await rebuildSqliteTable(db, table, (create) =>
      replaceOnce(create, `"${column}" integer not null references "users" ("id") on delete cascade`, `"${column}" integer references "users" ("id") on delete set null`),
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Rows whose user went cannot point at anyone again: the way back drops them, as the old cascade would have.
  for (const { table, column } of COLUMNS) {
    await sql`delete from ${sql.table(table)} where ${sql.ref(column)} is null`.execute(db);
  }
  if (isPostgres(db)) {
    for (const { table, column } of COLUMNS) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_${column}_fkey`)}`.execute(db);
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_${column}_fkey`)} foreign key (${sql.ref(column)}) references users (id) on delete cascade`.execute(db);
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set not null`.execute(db);
    }
    return;
  }
  for (const { table, column } of COLUMNS) {
    await rebuildSqliteTable(db, table, (create) =>
      replaceOnce(create, `"${column}" integer references "users" ("id") on delete set null`, `"${column}" integer not null references "users" ("id") on delete cascade`),
    );
  }
}

function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`0014: expected exactly one ${from}`);
  return text.replace(from, to);
}

/**
 * SQLite cannot change a column's constraints in place: the table is made anew from its own CREATE statement
 * (so columns added by any migration are kept), its rows copied, the old one dropped and the new one renamed,
 * with foreign keys off meanwhile so the drop cascades nowhere (SQLite's documented 12-step procedure). Migrations
 * on SQLite run outside a transaction (Kysely's SQLite adapter has no transactional DDL), so the pragma applies.
 */
async function rebuildSqliteTable(db: Kysely<any>, table: string, change: (create: string) => string): Promise<void> {
  const { rows: objects } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = objects.find((row) => row.type === 'table')?.sql;
  if (!create) throw new Error(`0014: table ${table} not found`);
  const rebuilt = `${table}_0014`;
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
      if (broken.length > 0) throw new Error(`0014: ${broken.length} broken foreign keys in ${table}`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
