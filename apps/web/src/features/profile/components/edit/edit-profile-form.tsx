import { useCallback, useState } from 'react';
import type { BindSectionSave, SectionSave } from '../../../../lib/section-save';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { UserAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { LeaveGuardDialog } from '../../../../components/ui/leave-guard-dialog';
import { useToast } from '../../../../components/ui/toast';
import { useLeaveGuard } from '../../../../hooks/use-leave-guard';
import { deferredResolver, usePreloadWhenIdle } from '../../../../lib/deferred-resolver';
import { lazyModule } from '../../../../lib/lazy-module';
import { VisibilitySectionWhenIdle } from '../../../account';
import { useSaveProfile } from '../../hooks/use-save-profile';
import type { SaveResult } from '../../hooks/use-save-profile';
import { useSaveState } from '../../hooks/use-save-state';
import type { EditProfileData } from '../../lib/edit-profile-schema';
import type { EditProfileForm as FormValues } from '../../lib/edit-profile-values';
import { firstInvalidField } from '../../lib/first-invalid-field';
import { PROFILE_FORM_MESSAGES } from '../../lib/messages';
import { EditProfileHeader } from './edit-profile-header';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { ImportSection } from './import-section';
import { PersonalInfoSection } from './personal-info-section';
import { PhotoSection } from './photo-section';
import { PreferencesSection } from './preferences-section';
import { SkillsSection } from './skills-section';

const FORM_ID = 'edit-profile-form';

// zod and the profile's schemas (a seventh of the page's first load) load when the page is idle or a field gets
// focus (lib/deferred-resolver.ts); a save before then waits for them, and offline says so in a toast.
const rules = lazyModule(() => import('../../lib/edit-profile-schema'));
const validation = deferredResolver(rules, (loaded) => loaded.editProfileResolver, UI_MESSAGES.common.rulesNotLoaded);

interface EditProfileFormProps {
  user: UserAnswer;
  applicationId: number;
  initialValues: FormValues;
}

/**
 * /editprofile: one form for personal information, education and experience; Save Changes also saves the
 * preferences and who-can-see-you sections (which keep their own state), beside the photo
 * and the skills, which save at once. A failed save keeps everything typed.
 */
export function EditProfileForm({ user, applicationId, initialValues }: EditProfileFormProps) {
  usePreloadWhenIdle(validation);
  const form = useForm<FormValues, unknown, EditProfileData>({
    resolver: validation.resolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { saveAll, savePersonalOnly } = useSaveProfile({ userId: user.id, applicationId });
  const saveState = useSaveState();
  const toast = useToast();
  const [savingPersonal, setSavingPersonal] = useState(false);
  // Preferences and 'who can see you' keep their own state; Save Changes saves them too, and they count as edits.
  const [sections, setSections] = useState<Record<'preferences' | 'visibility', SectionSave | null>>({
    preferences: null,
    visibility: null,
  });
  const bindPreferences = useCallback<BindSectionSave>((part) => setSections((all) => ({ ...all, preferences: part })), []);
  const bindVisibility = useCallback<BindSectionSave>((part) => setSections((all) => ({ ...all, visibility: part })), []);
  const dirtySections = Object.values(sections).filter((part): part is SectionSave => Boolean(part?.dirty));
  // Right after signing up, /home offers the import with /editprofile?import=1: the import opens focused.
  const [searchParams] = useSearchParams();

  /** New entries keep the ids the server gave them, so the next save changes rather than adds them. */
  const keepIds = (result: SaveResult) => {
    for (const [index, id] of result.createdEducations) form.setValue(`educations.${index}.entryId`, id);
    for (const [index, id] of result.createdExperiences) form.setValue(`experiences.${index}.entryId`, id);
  };

  const submit = form.handleSubmit(
    (data) =>
      saveState.run(async () => {
        const result = await saveAll(
          data,
          dirtySections.map((part) => part.save),
        );
        keepIds(result);
        // What is saved is the new starting point: nothing is left to warn about when leaving.
        if (result.ok) form.reset(form.getValues());
        return result.ok;
      }),
    (errors) => {
      // The rules could not be downloaded (offline): nothing was checked, so no field is to blame.
      const unchecked = errors.root?.server?.message;
      if (unchecked) {
        toast.error(unchecked);
        return;
      }
      // One invalid field blocks the whole save: say where, and take the candidate there (after the error renders).
      requestAnimationFrame(() => {
        const invalid = firstInvalidField(document.getElementById(FORM_ID));
        toast.error(PROFILE_FORM_MESSAGES.notSaved(invalid?.section ?? 'the form'));
        invalid?.field.focus();
      });
    },
  );
  const blocker = useLeaveGuard((form.formState.isDirty || dirtySections.length > 0) && saveState.state !== 'saving');

  const savePersonal = async () => {
    if (!(await form.trigger('personal', { shouldFocus: true }))) return;
    // The check above has loaded the rules, unless they could not be downloaded (offline): then nothing was checked.
    const loaded = await rules.load().catch(() => undefined);
    if (!loaded) {
      toast.error(UI_MESSAGES.common.rulesNotLoaded);
      return;
    }
    const parsed = loaded.PersonalInfoSchema.safeParse(form.getValues('personal'));
    if (!parsed.success) return;
    setSavingPersonal(true);
    try {
      await savePersonalOnly(parsed.data);
    } finally {
      setSavingPersonal(false);
    }
  };

  return (
    <FormProvider {...form}>
      <LeaveGuardDialog blocker={blocker} />
      <EditProfileHeader formId={FORM_ID} state={saveState.state} />
      <div className="mx-auto max-w-4xl space-y-6">
        <ImportSection applicationId={applicationId} offered={searchParams.get('import') === '1'} />
        <PhotoSection userId={user.id} name={user.name} picture={user.profile_picture} />
        <form
          id={FORM_ID}
          noValidate
          onSubmit={(event) => void submit(event)}
          onFocus={validation.preload}
          className="space-y-6"
        >
          <PersonalInfoSection
            email={user.email}
            onSavePersonal={() => void savePersonal()}
            isSaving={savingPersonal}
          />
          <EducationSection applicationId={applicationId} />
          <SkillsSection applicationId={applicationId} />
          <ExperienceSection applicationId={applicationId} />
        </form>
        <PreferencesSection bindSave={bindPreferences} />
        <VisibilitySectionWhenIdle bindSave={bindVisibility} />
      </div>
    </FormProvider>
  );
}
