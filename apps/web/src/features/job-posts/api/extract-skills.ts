import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readSkillNames } from '../lib/extracted-skills';
import { jobPostKeys } from './keys';

/** POST /api/matching/extract-skills/ {text}: the catalogue's skills found in a job description. */
export const extractSkills = async (text: string): Promise<string[]> =>
  readSkillNames(await api.post<unknown>('/api/matching/extract-skills/', { text }));

/** Skills suggested from the description; quiet when the engine cannot answer (the form works without it). */
export const useExtractedSkills = (text: string) =>
  useQuery({
    queryKey: jobPostKeys.extracted(text),
    queryFn: () => extractSkills(text),
    enabled: text.trim().length >= 20,
    staleTime: Infinity,
    retry: false,
  });
