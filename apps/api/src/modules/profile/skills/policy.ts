import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { findOwnSkill } from './repository.ts';

/**
 * Who may change a skill entry: its candidate only. The entry with this id on the candidate's own profile, or a
 * 404 (another's looks the same as none).
 */
export async function ownSkill(db: Db, userId: number, id: number) {
  const row = await findOwnSkill(db, userId, id);
  if (!row) throw notFound();
  return row;
}

