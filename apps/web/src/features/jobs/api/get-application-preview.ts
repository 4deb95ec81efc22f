import type { ProfileCompletionAnswer, ResumeAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** What an application sends besides the note: how complete the profile is, and the résumé if there is one. */
export interface ApplicationPreview {
  completion: ProfileCompletionAnswer;
  resume: ResumeAnswer['resume'];
}

export async function getApplicationPreview(): Promise<ApplicationPreview> {
  const [completion, resume] = await Promise.all([
    api.get<ProfileCompletionAnswer>('/api/users/dashboard/profile-completion/'),
    api.get<ResumeAnswer>('/common/resume/upload/'),
  ]);
  return { completion, resume: resume.resume };
}

export const applicationPreviewQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.applicationPreview(), queryFn: getApplicationPreview, staleTime: 0 });

export const useApplicationPreview = (enabled: boolean) => useQuery({ ...applicationPreviewQueryOptions(), enabled });
