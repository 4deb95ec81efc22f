import { MESSAGES, UI_MESSAGES } from '@tandem/contract';
import type { EducationAnswer, ExperienceAnswer } from '@tandem/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { useToast } from '../../../components/ui/toast';
import { CSRF_COOKIE } from '../../../lib/api-client';
import { hasCookie } from '../../../lib/cookies';
import { resourceKeys } from '../../../lib/query-keys';
import { profileKeys } from '../api/keys';
import { updateApplication } from '../api/update-application';
import { updateUser } from '../api/update-user';
import { createEducation, updateEducation } from '../api/save-education';
import { createExperience, updateExperience } from '../api/save-experience';
import type { EditProfileData, PersonalInfoData } from './edit-profile-schema';
import { isSessionGone, serverMessage } from './save-errors';
import { applicationChanges, educationOperations, experienceOperations, userChanges } from './save-plan';
import type { EntryOperation } from './save-plan';

export interface SaveResult {
  ok: boolean;
  /** Ids the server gave new entries, by their index in the form, so a second save does not add them again. */
  createdEducations: Map<number, number>;
  createdExperiences: Map<number, number>;
}

export interface SaverContext {
  queryClient: QueryClient;
  toast: ReturnType<typeof useToast>;
  userId: number | undefined;
  applicationId: number | undefined;
}

class SessionGone extends Error {}

/**
 * Saves /editprofile: personal information (user record and profile record), then each new or changed entry.
 * Each part that fails gets its own toast from docs/product.md section 8; the form keeps what was typed either way.
 * Loaded after the first screen (hooks/use-save-profile.ts).
 */
export function profileSaver({ queryClient, toast, userId, applicationId }: SaverContext) {
  const runEntries = async <F, A extends { id: number }>(
    operations: EntryOperation<F>[],
    create: (fields: F & { application: number }) => Promise<A>,
    update: (id: number, fields: F) => Promise<A>,
    messages: { add: string; update: string },
    appId: number,
  ) => {
    const created = new Map<number, number>();
    let ok = true;
    for (const operation of operations) {
      try {
        if (operation.kind === 'create') {
          const answer = await create({ ...operation.fields, application: appId });
          created.set(operation.index, answer.id);
        } else {
          await update(operation.id, operation.fields);
        }
      } catch (error) {
        if (isSessionGone(error)) throw new SessionGone();
        ok = false;
        toast.error(operation.kind === 'create' ? messages.add : messages.update, serverMessage(error));
      }
    }
    return { ok, created };
  };

  const savePersonal = async (personal: PersonalInfoData, uid: number, appId: number): Promise<boolean> => {
    const userPatch = userChanges(personal, queryClient.getQueryData(resourceKeys.user(uid)));
    const applicationPatch = applicationChanges(
      personal,
      queryClient.getQueryData(profileKeys.application(appId)),
    );
    try {
      if (Object.keys(userPatch).length > 0) {
        queryClient.setQueryData(resourceKeys.user(uid), await updateUser(uid, userPatch));
      }
      if (Object.keys(applicationPatch).length > 0) {
        queryClient.setQueryData(
          profileKeys.application(appId),
          await updateApplication(appId, applicationPatch),
        );
      }
      return true;
    } catch (error) {
      if (isSessionGone(error)) throw new SessionGone();
      toast.error(UI_MESSAGES.profile.failedToUpdatePersonalInfo, serverMessage(error));
      return false;
    }
  };

  /** After any save, failed or not, the page reads the profile and the user record again. */
  const refetchProfile = (uid: number) => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    void queryClient.invalidateQueries({ queryKey: resourceKeys.user(uid) });
  };

  const authenticated = (): { uid: number; appId: number } | null => {
    if (userId === undefined || applicationId === undefined || !hasCookie(CSRF_COOKIE)) {
      toast.error(MESSAGES.missingAuth);
      return null;
    }
    return { uid: userId, appId: applicationId };
  };

  /**
   * Header Save Changes: everything, with the page's own-state sections (`sections`: preferences, who can see you)
   * saved after the form; 'Profile saved!' or 'Failed to save profile'.
   */
  const saveAll = async (
    data: EditProfileData,
    sections: readonly (() => Promise<boolean>)[] = [],
  ): Promise<SaveResult> => {
    const result: SaveResult = { ok: false, createdEducations: new Map(), createdExperiences: new Map() };
    const ids = authenticated();
    if (!ids) return result;
    try {
      const personalOk = await savePersonal(data.personal, ids.uid, ids.appId);
      const educations = await runEntries(
        educationOperations(
          data.educations,
          queryClient.getQueryData<EducationAnswer[]>(profileKeys.educations(ids.appId)) ?? [],
        ),
        createEducation,
        updateEducation,
        {
          add: UI_MESSAGES.profile.failedToAddEducation,
          update: UI_MESSAGES.profile.failedToUpdateEducation,
        },
        ids.appId,
      );
      const experiences = await runEntries(
        experienceOperations(
          data.experiences,
          queryClient.getQueryData<ExperienceAnswer[]>(profileKeys.experiences(ids.appId)) ?? [],
        ),
        createExperience,
        updateExperience,
        {
          add: UI_MESSAGES.profile.failedToAddExperiences,
          update: UI_MESSAGES.profile.failedToUpdateExperiences,
        },
        ids.appId,
      );
      result.createdEducations = educations.created;
      result.createdExperiences = experiences.created;
      let sectionsOk = true;
      for (const save of sections) if (!(await save())) sectionsOk = false;
      result.ok = personalOk && educations.ok && experiences.ok && sectionsOk;
    } catch (error) {
      if (!(error instanceof SessionGone)) throw error;
      toast.error(MESSAGES.missingAuth);
      return result;
    } finally {
      refetchProfile(ids.uid);
    }
    if (result.ok) toast.success(UI_MESSAGES.profile.profileSaved);
    else toast.error(UI_MESSAGES.profile.failedToSaveProfile);
    return result;
  };

  /** The section's own button: 'Personal info updated' or 'Failed to update personal info'. */
  const savePersonalOnly = async (personal: PersonalInfoData): Promise<boolean> => {
    const ids = authenticated();
    if (!ids) return false;
    try {
      const ok = await savePersonal(personal, ids.uid, ids.appId);
      if (ok) toast.success(UI_MESSAGES.profile.personalInfoUpdated);
      return ok;
    } catch (error) {
      if (!(error instanceof SessionGone)) throw error;
      toast.error(MESSAGES.missingAuth);
      return false;
    } finally {
      refetchProfile(ids.uid);
    }
  };

  return { saveAll, savePersonalOnly };
}
