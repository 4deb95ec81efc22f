import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES } from '@tandem/contract';
import sharp from 'sharp';
import { unsupportedType } from '../http-errors.ts';
import { sniffImage } from './sniff.ts';

export type ImageFolder = 'avatars' | 'logos';

/** Public images live here and are served at /media/. Résumés live elsewhere and are never served statically. */
export const publicMediaDir = (uploadsDir: string) => join(uploadsDir, 'public');

const MAX_SIDE = 1024;
const IMAGE_TIME_LIMIT_SECONDS = 10;

/**
 * Stores a profile picture or logo: checked by content (JPEG, PNG or WebP), decoded and re-encoded by sharp so
 * that metadata (GPS, camera) is dropped and no crafted payload survives, saved under a name we make up.
 * Answers the public URL.
 */
export async function storeImage(uploadsDir: string, folder: ImageFolder, bytes: Buffer): Promise<string> {
  if (!sniffImage(bytes)) throw unsupportedType(MESSAGES.invalidImage);
  let output: Buffer;
  try {
    // sharp decodes on libuv's thread pool, never on the main thread; the pixel cap bounds its memory and the
    // timeout its time (docs/product.md section C15), both answered as an invalid image.
    output = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .timeout({ seconds: IMAGE_TIME_LIMIT_SECONDS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw unsupportedType(MESSAGES.invalidImage);
  }
  const directory = join(publicMediaDir(uploadsDir), folder);
  await mkdir(directory, { recursive: true });
  const name = `${randomUUID()}.jpg`;
  await writeFile(join(directory, name), output);
  return `/media/${folder}/${name}`;
}

/** Removes an image this server stored; anything else (an outside URL, a hand-edited value) is left alone. */
export async function removeStoredImage(uploadsDir: string, url: string | null): Promise<void> {
  const match = url?.match(/^\/media\/(avatars|logos)\/([0-9a-f-]{36}\.jpg)$/);
  if (!match) return;
  await unlink(join(publicMediaDir(uploadsDir), match[1] as string, match[2] as string)).catch(() => undefined);
}
