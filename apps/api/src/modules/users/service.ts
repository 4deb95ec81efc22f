import { isOrganisationRole, USER_MESSAGES, type UserPatchInput } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import type { User, UserUpdate } from '../../db/schema.ts';
import { badRequest, fieldError, forbidden } from '../../lib/http-errors.ts';
import { applicationIdsOf, updateUser, type WrittenUser } from './repository.ts';

const CANNOT_CHANGE = 'This field cannot be changed.';

/**
 * Refuses a change to a read-only field but lets an unchanged copy through: the profile form sends the whole
 * record back, email included, and that must not fail.
 */
export function refuseReadOnlyChanges(user: User, body: Record<string, unknown>): void {
  const errors: Record<string, string[]> = {};
  if ('email' in body && String(body.email ?? '').trim().toLowerCase() !== user.email) errors.email = [CANNOT_CHANGE];
  if ('role' in body && body.role !== user.role) errors.role = [CANNOT_CHANGE];
  if ('id' in body && Number(body.id) !== user.id) errors.id = [CANNOT_CHANGE];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/**
 * An organisation user links the company they created, once: a user may not join another organisation's
 * company by naming its id, nor swap companies later.
 */
async function checkCompanyLink(db: Db, user: User, companyId: number | null): Promise<void> {
  if (companyId === user.company_id) return;
  if (!isOrganisationRole(user.role)) throw fieldError('company', 'Only organisation accounts have a company.');
  if (user.company_id !== null) throw fieldError('company', 'Your account is already linked to a company.');
  if (companyId === null) return;
  const company = await db.selectFrom('companies').select(['id', 'created_by']).where('id', '=', companyId).executeTakeFirst();
  if (!company) throw fieldError('company', 'Company not found.');
  if (company.created_by !== user.id) throw forbidden();
}

/** Writes what changed and answers the user as the database now holds them, with their profile records' ids. */
export async function changeUser(db: Db, user: User, changes: UserPatchInput & { profile_picture?: string }): Promise<WrittenUser> {
  const values: UserUpdate = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.phone_number !== undefined) values.phone_number = changes.phone_number;
  if (changes.address !== undefined) values.address = changes.address;
  if (changes.profile_picture !== undefined) values.profile_picture = changes.profile_picture;
  if (changes.visibility !== undefined && changes.visibility !== user.visibility) {
    if (user.role !== 'candidate') throw fieldError('visibility', USER_MESSAGES.visibilityCandidatesOnly);
    values.visibility = changes.visibility;
  }
  if (changes.company !== undefined) {
    const companyId = changes.company === null ? null : Number(changes.company);
    await checkCompanyLink(db, user, companyId);
    values.company_id = companyId;
  }
  if (Object.keys(values).length === 0) return { user, applicationIds: await applicationIdsOf(db, user.id) };
  return updateUser(db, user.id, values);
}

