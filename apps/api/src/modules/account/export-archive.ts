import type { AccountExport } from '@tandem/contract';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/database.ts';
import { readResumeFile } from '../profile/index.ts';

/**
 * The export as one zip (docs/product.md section C13): data.json, and the résumé the person uploaded under the
 * name they gave it. The PDF is stored as it is: it is compressed already, and deflating it again only costs time.
 */
export async function exportArchive(db: Db, uploadsDir: string, userId: number, data: AccountExport): Promise<Uint8Array> {
  const files: Zippable = { 'data.json': strToU8(JSON.stringify(data, null, 2)) };
  const resume = await db.selectFrom('resumes').select(['filename', 'storage_key']).where('user_id', '=', userId).executeTakeFirst();
  const bytes = resume && (await readResumeFile(uploadsDir, resume.storage_key));
  if (resume && bytes) files[`resume/${resume.filename}`] = [new Uint8Array(bytes), { level: 0 }];
  return zipSync(files, { level: 6 });
}
