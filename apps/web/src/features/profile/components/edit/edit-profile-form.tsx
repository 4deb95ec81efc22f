import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { UserAnswer } from '@tandem/contract';
import { useSaveProfile } from '../../hooks/use-save-profile';
import type { SaveResult } from '../../hooks/use-save-profile';
import { useSaveState } from '../../hooks/use-save-state';
import { PersonalInfoSchema, editProfileResolver } from '../../lib/edit-profile-schema';
import type { EditProfileData } from '../../lib/edit-profile-schema';
import type { EditProfileForm as FormValues } from '../../lib/edit-profile-values';
import { EditProfileHeader } from './edit-profile-header';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { PersonalInfoSection } from './personal-info-section';
import { PhotoSection } from './photo-section';
import { SkillsSection } from './skills-section';

const FORM_ID = 'edit-profile-form';

interface EditProfileFormProps {
  user: UserAnswer;
  applicationId: number;
  initialValues: FormValues;
}

/**
 * /editprofile: one form for personal information, education and experience (Save Changes), beside the photo
 * and the skills, which save at once. A failed save keeps everything typed.
 */
export function EditProfileForm({ user, applicationId, initialValues }: EditProfileFormProps) {
  const form = useForm<FormValues, unknown, EditProfileData>({
    resolver: editProfileResolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { saveAll, savePersonalOnly } = useSaveProfile({ userId: user.id, applicationId });
  const saveState = useSaveState();
  const [savingPersonal, setSavingPersonal] = useState(false);

  /** New entries keep the ids the server gave them, so the next save changes rather than adds them. */
  const keepIds = (result: SaveResult) => {
    for (const [index, id] of result.createdEducations) form.setValue(`educations.${index}.entryId`, id);
    for (const [index, id] of result.createdExperiences) form.setValue(`experiences.${index}.entryId`, id);
  };

  const submit = form.handleSubmit((data) =>
    saveState.run(async () => {
      const result = await saveAll(data);
      keepIds(result);
      return result.ok;
    }),
  );

  const savePersonal = async () => {
    if (!(await form.trigger('personal', { shouldFocus: true }))) return;
    const parsed = PersonalInfoSchema.safeParse(form.getValues('personal'));
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
      <EditProfileHeader formId={FORM_ID} state={saveState.state} />
      <div className="mx-auto max-w-4xl space-y-6">
        <PhotoSection userId={user.id} name={user.name} picture={user.profile_picture} />
        <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
          <PersonalInfoSection
            email={user.email}
            onSavePersonal={() => void savePersonal()}
            isSaving={savingPersonal}
          />
          <EducationSection applicationId={applicationId} />
          <SkillsSection applicationId={applicationId} />
          <ExperienceSection applicationId={applicationId} />
        </form>
      </div>
    </FormProvider>
  );
}
