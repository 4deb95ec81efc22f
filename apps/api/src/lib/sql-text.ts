import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** `%text%` for LIKE with the user's % and _ (and the escape character itself) taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Case-insensitive "column contains text" on both databases: lower(col) LIKE lower(?) ESCAPE '\'. */
export const containsText = (column: string, text: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like lower(${containsPattern(text)}) escape '\\'`;

/** Case-insensitive equality on both databases. */
export const equalsText = (column: string, text: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) = lower(${text})`;

export const flag = (value: boolean): number => (value ? 1 : 0);
