import { PROFILE_MESSAGES, type ApplicationInput } from '@tandem/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, fieldError, notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { nowIso } from '../../../lib/time.ts';
import { readableApplicationIds } from '../shared/policy.ts';
import { findOwnApplication, recordProfileChange } from '../shared/repository.ts';
import {
  findReadableApplication,
  insertApplication,
  listApplications,
  updateApplication,
} from './repository.ts';

type Input = z.output<typeof ApplicationInput>;

/** The fields a candidate edits, as given (a field left out stays as it is, as for any optional DRF field). */
function changes(body: Input, userId: number) {
  const { user, ...fields } = body;
  if (user !== undefined && user !== userId) throw fieldError('user', PROFILE_MESSAGES.cannotChange);
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Omit<
    Input,
    'user'
  >;
}

export const listReadableApplications = (
  db: Db,
  viewer: User,
  userId: number | undefined,
  window: PageWindow,
) => listApplications(db, readableApplicationIds(db, viewer), userId, window);

export async function readApplication(db: Db, viewer: User, id: number) {
  const row = await findReadableApplication(db, id, readableApplicationIds(db, viewer));
  if (!row) throw notFound();
  return row;
}

/** Signup makes every candidate's profile, so creating one answers 400 when it exists (or a racing create made it). */
export async function createApplication(db: Db, userId: number, body: Input) {
  const exists = () => badRequest({ non_field_errors: [PROFILE_MESSAGES.profileExists] });
  if (await findOwnApplication(db, userId)) throw exists();
  const now = nowIso();
  try {
    const row = await insertApplication(db, {
      ...changes(body, userId),
      user_id: userId,
      created_at: now,
      updated_at: now,
    });
    await recordProfileChange(db, userId);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/** A candidate changes their own profile only: any other id is a 404. */
export async function changeApplication(db: Db, userId: number, id: number, body: Input) {
  const own = await findOwnApplication(db, userId);
  if (!own || own.id !== id) throw notFound();
  const row = await updateApplication(db, own.id, { ...changes(body, userId), updated_at: nowIso() });
  await recordProfileChange(db, userId);
  return row;
}
