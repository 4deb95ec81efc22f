import { companyNameKey, JOBS_MESSAGES, TEAM_MESSAGES, websiteDomain, type CompanyPatchInput, type CompanyWriteInput } from '@tandem/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { CompaniesTable, Company, User } from '../../../db/schema.ts';
import { badRequest, fieldError, notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { flag } from '../../../lib/sql-text.ts';
import { companyCreatedBy, companyNameTaken, findCompany, insertCompanyAndLink, listCompanies, updateCompany } from './repository.ts';

/** One company, or the 404 an unknown id gets. */
export async function loadCompany(db: Db, id: number) {
  const company = await findCompany(db, id);
  if (!company) throw notFound();
  return company;
}

/** A page of companies, searched by name (the presenter decides which fields the reader sees). */
export const companiesPage = (db: Db, search: string | undefined, window: PageWindow) => listCompanies(db, { search }, window);

type WriteValues = z.output<typeof CompanyWriteInput>;
type PatchValues = z.output<typeof CompanyPatchInput>;

const companyExists = () => badRequest({ non_field_errors: [JOBS_MESSAGES.companyExists] });

/**
 * One company per organisation user. The kind of organisation follows the creator's role (docs/product.md section 6),
 * never the client: smallbiz_owner → is_small_business, nonprofit → is_nonprofit. The creator is linked to it.
 */
export async function createCompany(db: Db, user: User, input: WriteValues, logo: string | null, confirmDuplicate = false): Promise<Company> {
  if (user.company_id !== null || (await companyCreatedBy(db, user.id))) throw companyExists();
  // A colleague's company already here is joined by invitation, not made twice: asked first (docs/product.md section C18).
  if (!confirmDuplicate && (await companyNameTaken(db, input.name))) throw fieldError('name', TEAM_MESSAGES.duplicateName);
  const company = await insertCompanyAndLink(db, user.id, {
    name: input.name,
    address: input.address,
    email: input.email ?? '',
    phone_number: input.phone_number ?? '',
    website: input.website ?? '',
    logo,
    is_small_business: flag(user.role === 'smallbiz_owner'),
    is_nonprofit: flag(user.role === 'nonprofit'),
  });
  if (!company) throw companyExists();
  return company;
}

/** PATCH changes the fields sent; PUT replaces them all (a contact field left out becomes empty). */
export async function changeCompany(db: Db, company: Company, input: PatchValues | WriteValues, options: { replace: boolean; logo?: string }): Promise<Company> {
  const values: Updateable<CompaniesTable> = {};
  if (input.name !== undefined) {
    // A typo in the name can be mended; taking another organisation's name would pass for them, so it is refused.
    // Only a new name is checked: the form sends the name with every save, and a company may already share its name
    // with another (added after 'No, add my organisation').
    const renamed = companyNameKey(input.name) !== companyNameKey(company.name);
    if (renamed && (await companyNameTaken(db, input.name))) throw fieldError('name', TEAM_MESSAGES.nameOfAnother);
    values.name = input.name;
  }
  if (input.address !== undefined) values.address = input.address;
  if (input.email !== undefined || options.replace) values.email = input.email ?? '';
  if (input.phone_number !== undefined || options.replace) values.phone_number = input.phone_number ?? '';
  if (input.website !== undefined || options.replace) values.website = input.website ?? '';
  if (options.logo !== undefined) values.logo = options.logo;
  // Verification proved the website's domain (docs/product.md section C20): a website at another domain loses it.
  if (values.website !== undefined && company.verified_domain !== null && websiteDomain(values.website) !== company.verified_domain) {
    values.verified_domain = null;
    values.verified_at = null;
  }
  if (Object.keys(values).length === 0) return company;
  return updateCompany(db, company.id, values);
}
