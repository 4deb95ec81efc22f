import type { ResumeAnswer } from '@tandem/contract';
import type { ResumeRow } from './repository.ts';

const fileUrl = (userId: number) => `/common/resume/${userId}/file/`;

// Rows shaped for the API: the storage key and the extracted text never leave the server.
export const presentResume = (row: ResumeRow | undefined): ResumeAnswer => ({
  resume: row
    ? { filename: row.filename, size: row.size, uploaded_at: row.created_at, url: fileUrl(row.user_id) }
    : null,
});
