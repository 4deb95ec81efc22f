import { recordChange, sessionUserChanged } from '../../../bus/index.ts';
import { linkMember } from '../../company-members/index.ts';
import { COMPANY_COLUMNS } from '../../../db/columns.ts';
import type { Db } from '../../../db/database.ts';
import type { Company, CompaniesTable } from '../../../db/schema.ts';
import { sql, type Insertable, type Updateable } from 'kysely';
import { companyNameKey } from '@tandem/contract';
import { nowIso } from '../../../lib/time.ts';
import { containsText } from '../../../lib/sql-text.ts';
import type { PageWindow } from '../../../lib/pagination.ts';

/** A company with its reply record (docs/product.md section C12), kept in company_reply_records. */
export type CompanyWithRecord = Company & { response_rate: number | null; median_reply_days: number | null };

const QUALIFIED_COMPANY_COLUMNS = COMPANY_COLUMNS.map((column) => `companies.${column}` as const);

const withRecord = (db: Db) =>
  db
    .selectFrom('companies')
    .leftJoin('company_reply_records as r', 'r.company_id', 'companies.id')
    .select([...QUALIFIED_COMPANY_COLUMNS, 'r.response_rate', 'r.median_reply_days']);

export const findCompany = (db: Db, id: number): Promise<CompanyWithRecord | undefined> => withRecord(db).where('companies.id', '=', id).executeTakeFirst();

export const companyCreatedBy = (db: Db, userId: number): Promise<{ id: number } | undefined> =>
  db.selectFrom('companies').select('id').where('created_by', '=', userId).executeTakeFirst();

export interface CompanyFilters {
  search?: string | undefined;
}

function filtered(db: Db, filters: CompanyFilters) {
  let query = db.selectFrom('companies');
  if (filters.search) query = query.where(containsText('companies.name', filters.search));
  return query;
}

export async function listCompanies(db: Db, filters: CompanyFilters, window: PageWindow): Promise<{ count: number; rows: CompanyWithRecord[] }> {
  let page = withRecord(db);
  if (filters.search) page = page.where(containsText('companies.name', filters.search));
  const [counted, rows] = await Promise.all([
    filtered(db, filters).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    page.orderBy('companies.id').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { count: Number(counted.count), rows };
}

type NewCompany = Omit<Insertable<CompaniesTable>, 'created_at' | 'updated_at' | 'created_by'>;

/**
 * Inserts the company and links its creator, its first owner (docs/product.md section C18), in one transaction. The link is conditional (only a user without a
 * company), so two concurrent creations by one user cannot both succeed: the loser's insert is rolled back and
 * it answers undefined.
 */
export async function insertCompanyAndLink(db: Db, userId: number, values: NewCompany): Promise<Company | undefined> {
  const now = nowIso();
  return db
    .transaction()
    .execute(async (trx) => {
      const company = await trx
        .insertInto('companies')
        .values({ ...values, created_by: userId, created_at: now, updated_at: now })
        .returning(COMPANY_COLUMNS)
        .executeTakeFirstOrThrow();
      if (!(await linkMember(trx, userId, company.id, 'owner'))) throw new LinkLost();
      return company;
    })
    .then(async (company) => {
      // The user's company_id changed: a session kept in memory must not answer with the old one.
      await sessionUserChanged(db, userId);
      return company;
    })
    .catch((error: unknown) => {
      if (error instanceof LinkLost) return undefined;
      throw error;
    });
}

class LinkLost extends Error {}

/** Told on the bus too: job rows kept in memory carry the company's name and logo. */
export const updateCompany = (db: Db, id: number, values: Updateable<CompaniesTable>): Promise<Company> =>
  db.transaction().execute(async (trx) => {
    const company = await trx
      .updateTable('companies')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .returning(COMPANY_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordChange(trx, 'company', id);
    return company;
  });

/** Whether a company already has this name, case and spaces aside ('Acme  ltd' is 'ACME LTD'): docs/product.md section C18. */
export async function companyNameTaken(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where(sql<string>`replace(lower(name), ' ', '')`, '=', companyNameKey(name))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
