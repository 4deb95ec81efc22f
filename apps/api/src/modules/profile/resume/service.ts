import { PROFILE_MESSAGES } from '@tandem/contract';
import type { Db, Dialect } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import type { FileParser } from '../../../file-parsing/index.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { nowIso } from '../../../lib/time.ts';
import { readPdf } from '../../../lib/uploads/pdf.ts';
import { canReadCandidate } from '../shared/policy.ts';
import { recordProfileChange } from '../shared/repository.ts';
import {
  deleteResume,
  findResume,
  findResumeKey,
  lockCandidate,
  upsertResume,
  type ResumeRow,
} from './repository.ts';
import { displayFilename, readResumeFile, removeResumeFile, storeResumeFile } from './storage.ts';

/** What an upload needs of the app: the database, and the parse pool that reads the PDF's text. */
interface UploadDeps {
  db: Db;
  dialect: Dialect;
  fileParser: FileParser;
}

export const readOwnResume = (db: Db, userId: number) => findResume(db, userId);

/**
 * Stores an uploaded résumé (a PDF by content), replacing the candidate's one before it; answers the row and
 * whether it replaced one. The new file is written under a fresh name before the row points at it, and the
 * replaced file is removed only once the row names the new one. Should the write fail, the new file is removed.
 */
export async function uploadResume(
  { db, dialect, fileParser }: UploadDeps,
  uploadsDir: string,
  userId: number,
  upload: { bytes: Buffer; filename: string },
): Promise<{ replaced: boolean; row: ResumeRow }> {
  const { bytes, filename } = upload;
  const text = await readPdf(fileParser, bytes, 'resume', PROFILE_MESSAGES.invalidPdf);
  const key = await storeResumeFile(uploadsDir, bytes);
  let saved: { previous: string | undefined; row: ResumeRow };
  try {
    saved = await db.transaction().execute(async (trx) => {
      // One upload at a time per candidate, so a replaced file is always the one removed.
      await lockCandidate(trx, dialect, userId);
      const before = await findResumeKey(trx, userId);
      const row = await upsertResume(trx, userId, {
        filename: displayFilename(filename),
        storage_key: key,
        size: bytes.length,
        text,
        created_at: nowIso(),
      });
      return { previous: before?.storage_key, row };
    });
  } catch (error) {
    await removeResumeFile(uploadsDir, key);
    throw error;
  }
  // From here the row names the new file: it stays whatever follows.
  await recordProfileChange(db, userId);
  await removeResumeFile(uploadsDir, saved.previous);
  return { replaced: Boolean(saved.previous), row: saved.row };
}

/** Deletes the candidate's résumé and its file; nothing to do (and no profile change) when there was none. */
export async function removeOwnResume(db: Db, uploadsDir: string, userId: number): Promise<void> {
  const removed = await deleteResume(db, userId);
  if (removed) {
    await recordProfileChange(db, userId);
    await removeResumeFile(uploadsDir, removed.storage_key);
  }
}

/**
 * A candidate's résumé file for a viewer allowed to read it (the candidate, and organisations they applied to),
 * else a 404: one the viewer may not read looks the same as none.
 */
export async function readableResumeFile(
  db: Db,
  uploadsDir: string,
  viewer: User,
  candidateId: number,
): Promise<{ filename: string; bytes: Buffer }> {
  if (!(await canReadCandidate(db, viewer, candidateId))) throw notFound();
  const row = await findResume(db, candidateId);
  const bytes = row && (await readResumeFile(uploadsDir, row.storage_key));
  if (!row || !bytes) throw notFound();
  return { filename: row.filename, bytes };
}
