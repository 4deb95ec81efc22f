import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen with the migrations that use it: change nothing here that an applied migration relies on.

export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An auto-incrementing integer key in either dialect. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) { // eslint-disable-line @typescript-eslint/no-explicit-any
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const notNullDefault =
  (value: string | number) =>
  (col: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    col.notNull().defaultTo(value);
