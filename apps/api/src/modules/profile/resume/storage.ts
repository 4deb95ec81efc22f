import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROFILE_LIMITS } from '@tandem/contract';

/** Résumés live outside the public media folder: only the download route serves them, to those allowed. */
export const privateResumeDir = (uploadsDir: string) => join(uploadsDir, 'private', 'resumes');

const STORAGE_KEY = /^[0-9a-f-]{36}\.pdf$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Markup and characters no file system or header quoting takes: a name is text, never HTML or a path. */
const MARKUP_CHARACTERS = /[<>"`:*?|]/g;

/**
 * The name shown for an uploaded file: its last path segment only (either slash), without control or
 * direction-changing characters, markup (`<`, `>`) or characters file systems refuse, at most 200 characters with the extension kept. The file on disk is named by
 * the server, never by this.
 */
export function displayFilename(given: string | undefined): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_CHARACTERS, '').replace(MARKUP_CHARACTERS, '').trim().replace(/^\.+/, '');
  if (!clean) return 'resume.pdf';
  const max = PROFILE_LIMITS.resumeFilenameMax;
  if (clean.length <= max) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, max - extension.length) + extension;
}

/** Writes the bytes under a new name the server makes up; answers that name (the storage key). */
export async function storeResumeFile(uploadsDir: string, bytes: Buffer): Promise<string> {
  const directory = privateResumeDir(uploadsDir);
  await mkdir(directory, { recursive: true });
  const key = `${randomUUID()}.pdf`;
  await writeFile(join(directory, key), bytes, { mode: 0o600 });
  return key;
}

/** The stored file's path, for a key this server made; anything else (a hand-edited row) is refused. */
function resumePath(uploadsDir: string, key: string): string | undefined {
  return STORAGE_KEY.test(key) ? join(privateResumeDir(uploadsDir), key) : undefined;
}

export async function readResumeFile(uploadsDir: string, key: string): Promise<Buffer | undefined> {
  const path = resumePath(uploadsDir, key);
  return path ? readFile(path).catch(() => undefined) : undefined;
}

export async function removeResumeFile(uploadsDir: string, key: string | undefined): Promise<void> {
  const path = key === undefined ? undefined : resumePath(uploadsDir, key);
  if (path) await unlink(path).catch(() => undefined);
}
