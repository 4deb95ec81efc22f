import type { CompaniesTable, UsersTable } from './schema.ts';

/**
 * Every column of a table, named, for the queries every request runs. `select *` (and `returning *`) would
 * change its result when a migration adds a column, which breaks a statement kept prepared by name on
 * PostgreSQL in an instance that started before the migration (PG_NAMED_STATEMENTS); a named list keeps its
 * shape. The checks below fail to compile when a column is added to the table type but not here.
 */
export const USER_COLUMNS = [
  'id', 'name', 'title', 'email', 'password_hash', 'google_sub', 'phone_number', 'address', 'profile_picture',
  'role', 'company_id', 'email_verified', 'visibility', 'created_at', 'updated_at', 'company_role', 'company_joined_at',
  'role_before_admin', 'suspended_at',
] as const satisfies readonly (keyof UsersTable)[];

export const COMPANY_COLUMNS = [
  'id', 'name', 'email', 'phone_number', 'address', 'website', 'is_small_business', 'is_nonprofit', 'logo',
  'created_by', 'created_at', 'updated_at', 'suspended_at', 'verified_domain', 'verified_at',
] as const satisfies readonly (keyof CompaniesTable)[];

type Unlisted<Table, Listed extends readonly unknown[]> = Exclude<keyof Table, Listed[number]>;
const everyColumn = <T>(check: [T] extends [never] ? true : T) => check;
everyColumn<Unlisted<UsersTable, typeof USER_COLUMNS>>(true);
everyColumn<Unlisted<CompaniesTable, typeof COMPANY_COLUMNS>>(true);

/** The same columns qualified by their table, for joins. */
export const QUALIFIED_USER_COLUMNS = USER_COLUMNS.map((column) => `users.${column}` as const);
