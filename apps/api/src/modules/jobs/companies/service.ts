import { JOBS_MESSAGES, type CompanyPatchInput, type CompanyWriteInput } from '@tandem/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { CompaniesTable, Company, User } from '../../../db/schema.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import { flag } from '../../../lib/sql-text.ts';
import { companyCreatedBy, insertCompanyAndLink, updateCompany } from './repository.ts';

type WriteValues = z.output<typeof CompanyWriteInput>;
type PatchValues = z.output<typeof CompanyPatchInput>;

const companyExists = () => badRequest({ non_field_errors: [JOBS_MESSAGES.companyExists] });

/**
 * One company per organisation user. The kind of organisation follows the creator's role (docs/product.md section 6),
 * never the client: smallbiz_owner → is_small_business, nonprofit → is_nonprofit. The creator is linked to it.
 */
export async function createCompany(db: Db, user: User, input: WriteValues, logo: string | null): Promise<Company> {
  if (user.company_id !== null || (await companyCreatedBy(db, user.id))) throw companyExists();
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
  if (input.name !== undefined) values.name = input.name;
  if (input.address !== undefined) values.address = input.address;
  if (input.email !== undefined || options.replace) values.email = input.email ?? '';
  if (input.phone_number !== undefined || options.replace) values.phone_number = input.phone_number ?? '';
  if (input.website !== undefined || options.replace) values.website = input.website ?? '';
  if (options.logo !== undefined) values.logo = options.logo;
  if (Object.keys(values).length === 0) return company;
  return updateCompany(db, company.id, values);
}
