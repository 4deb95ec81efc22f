import { isOrganisationRole, TEAM_MESSAGES, USER_MESSAGES, type UserAnswer, type UserPatchInput } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import type { User, UserUpdate } from '../../db/schema.ts';
import { badRequest, fieldError, forbidden } from '../../lib/http-errors.ts';
import { recordChange, sessionUserChanged } from '../../bus/index.ts';
import { volunteerHoursOf } from '../profile/index.ts';
import { presentUser } from './presenter.ts';
import { applicationIdsOf, companyToLink, updateUser, type WrittenUser } from './repository.ts';

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
 * An organisation user links the company they created, as its owner: nobody joins another organisation's company
 * by naming its id (they are invited by its owner: modules/team), nor swaps companies later. A company may have
 * many members; this is only its creator's own link.
 */
async function checkCompanyLink(db: Db, user: User, companyId: number | null): Promise<void> {
  if (companyId === user.company_id) return;
  if (!isOrganisationRole(user.role)) throw fieldError('company', 'Only organisation accounts have a company.');
  if (user.company_id !== null) throw fieldError('company', 'Your account is already linked to a company.');
  if (companyId === null) return;
  const company = await companyToLink(db, companyId);
  if (!company) throw fieldError('company', 'Company not found.');
  if (company.created_by !== user.id) throw forbidden(TEAM_MESSAGES.duplicateName);
}

/** Writes what changed and answers the user as the database now holds them, with their profile records' ids. */
async function changeUser(db: Db, user: User, changes: UserPatchInput & { profile_picture?: string }): Promise<WrittenUser> {
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
    // The creator is the company's owner (docs/product.md section C18); written with the link, read with the session.
    values.company_role = companyId === null ? null : 'owner';
    values.company_joined_at = companyId === null ? null : new Date().toISOString();
  }
  if (Object.keys(values).length === 0) return { user, applicationIds: await applicationIdsOf(db, user.id) };
  return updateUser(db, user.id, values);
}

/**
 * The matching indexes of every instance read a candidate again when what they keep of them changed: the address
 * (where they are, one of the things matching weighs) or who may see them (docs/product.md section C13). A change
 * of visibility is answered only once every instance has heard it (README: "at once on every instance"): an
 * acknowledged revocation of the user, published after the change, arrives after it on each instance's bus
 * connection (notifications come in commit order), so its acknowledgements mean every instance has the candidate
 * marked to read again before its next ranking.
 */
async function tellMatching(db: Db, before: User, after: User): Promise<void> {
  if (after.role !== 'candidate') return;
  if (after.address !== before.address || after.visibility !== before.visibility) await recordChange(db, 'candidate', after.id);
  if (after.visibility !== before.visibility) await sessionUserChanged(db, after.id);
}

/** PATCH and PUT: writes the changes and tells matching before the route answers (so a new visibility holds everywhere first). */
export async function editUser(db: Db, user: User, changes: UserPatchInput & { profile_picture?: string }): Promise<WrittenUser> {
  const written = await changeUser(db, user, changes);
  await tellMatching(db, user, written.user);
  return written;
}

/** The user record as the API answers it: with their profile records' ids (as just written, when given) and volunteer hours. */
export async function userAnswer(db: Db, user: User, applicationIds?: readonly number[]): Promise<UserAnswer> {
  const ids = applicationIds ?? (await applicationIdsOf(db, user.id));
  return presentUser(user, ids, await volunteerHoursOf(db, user.id));
}
