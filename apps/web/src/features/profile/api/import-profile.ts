import type { ImportDraft } from '@tandem/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/profile/import/ with the field `file`: a draft to review, nothing saved. */
export function importProfile(file: File): Promise<ImportDraft> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ImportDraft>('/api/profile/import/', form);
}

export const useImportProfile = () => useMutation({ mutationFn: importProfile });
