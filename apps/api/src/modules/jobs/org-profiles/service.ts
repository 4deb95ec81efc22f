import { JOBS_MESSAGES } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import type { PresentedProfile, ProfileColumnValues, ProfileKind, ProfileValues } from './kinds.ts';

/**
 * The columns a write sets. Creating or replacing (PUT) gives every field, '' for text not sent and true for
 * seeking_volunteers (docs/product.md section 3); PATCH sets only what was sent.
 */
function columnsOf(kind: ProfileKind, values: ProfileValues, whole: boolean): ProfileColumnValues {
  const columns: ProfileColumnValues = {};
  for (const field of kind.textFields) {
    const value = values[field];
    if (typeof value === 'string') columns[field] = value;
    else if (whole) columns[field] = '';
  }
  if (values.seeking_volunteers !== undefined) columns.seeking_volunteers = values.seeking_volunteers ? 1 : 0;
  else if (whole) columns.seeking_volunteers = 1;
  return columns;
}

/** A profile for your own company: company defaults to yours, and naming another is refused. */
export async function createProfile(db: Db, kind: ProfileKind, user: User, values: ProfileValues): Promise<PresentedProfile> {
  if (user.company_id === null) throw badRequest({ company: [JOBS_MESSAGES.addCompanyFirst] });
  if (values.company !== undefined && values.company !== user.company_id) throw badRequest({ company: [JOBS_MESSAGES.onlyOwnCompany] });
  const profile = await kind.insert(db, user.company_id, columnsOf(kind, values, true));
  if (!profile) throw badRequest({ company: [kind.existsMessage] });
  return profile;
}

export async function loadProfile(db: Db, kind: ProfileKind, companyId: number): Promise<PresentedProfile> {
  const profile = await kind.find(db, companyId);
  if (!profile) throw notFound();
  return profile;
}

/** PUT (whole) or PATCH (some fields) of your own company's profile; the company itself never changes. */
export async function changeProfile(db: Db, kind: ProfileKind, companyId: number, values: ProfileValues, whole: boolean): Promise<PresentedProfile> {
  const current = await loadProfile(db, kind, companyId);
  if (values.company !== undefined && values.company !== companyId) throw badRequest({ company: [JOBS_MESSAGES.onlyOwnCompany] });
  const columns = columnsOf(kind, values, whole);
  if (Object.keys(columns).length === 0) return current;
  return kind.update(db, companyId, columns);
}
