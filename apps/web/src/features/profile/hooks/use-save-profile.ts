import { UI_MESSAGES } from '@tandem/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useToast } from '../../../components/ui/toast';
import { lazyModule } from '../../../lib/lazy-module';
import { whenIdle } from '../../../lib/when-idle';
import type { EditProfileData, PersonalInfoData } from '../lib/edit-profile-schema';
import type { SaveResult } from '../lib/profile-saver';

export type { SaveResult } from '../lib/profile-saver';

// What a save sends, in which order, and the toasts of each part (lib/profile-saver.ts) loads when the page is
// idle: nothing is saved before something is typed. A save before then waits for it.
const saverCode = lazyModule(() => import('../lib/profile-saver'));
const preloadSaver = () => void saverCode.load().catch(() => {});

const nothingSaved = (): SaveResult => ({
  ok: false,
  createdEducations: new Map(),
  createdExperiences: new Map(),
});

/** /editprofile's saves (lib/profile-saver.ts); offline before its code arrived, a save says it failed and sends nothing. */
export function useSaveProfile({
  userId,
  applicationId,
}: {
  userId: number | undefined;
  applicationId: number | undefined;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => whenIdle(preloadSaver), []);

  const saver = useCallback(
    async (failed: string) => {
      try {
        return (await saverCode.load()).profileSaver({ queryClient, toast, userId, applicationId });
      } catch {
        toast.error(failed);
        return undefined;
      }
    },
    [queryClient, toast, userId, applicationId],
  );

  /** Header Save Changes: everything, with the page's own-state sections saved after the form. */
  const saveAll = useCallback(
    async (data: EditProfileData, sections: readonly (() => Promise<boolean>)[] = []): Promise<SaveResult> =>
      (await saver(UI_MESSAGES.profile.failedToSaveProfile))?.saveAll(data, sections) ?? nothingSaved(),
    [saver],
  );

  /** The personal section's own button. */
  const savePersonalOnly = useCallback(
    async (personal: PersonalInfoData): Promise<boolean> =>
      (await saver(UI_MESSAGES.profile.failedToUpdatePersonalInfo))?.savePersonalOnly(personal) ?? false,
    [saver],
  );

  return { saveAll, savePersonalOnly };
}
