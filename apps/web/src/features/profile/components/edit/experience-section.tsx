import { LIMITS, UI_MESSAGES } from '@tandem/contract';
import { useFormContext } from 'react-hook-form';
import { useDeleteExperience } from '../../api/delete-experience';
import { blankExperience } from '../../lib/edit-profile-values';
import type { EditProfileForm } from '../../lib/edit-profile-values';
import { EntryListSection } from './entry-list-section';
import { FormPlaceSelects } from './form-place-selects';
import { TextAreaField, TextField } from './text-field';

/** Up to three jobs; the Job Title is stored in the entry's duration (docs/product.md section 2). */
export function ExperienceSection({ applicationId }: { applicationId: number }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditProfileForm>();
  const deletion = useDeleteExperience(applicationId);

  return (
    <EntryListSection
      name="experiences"
      title="Work Experience"
      description={`Up to ${LIMITS.experienceMax} entries. Leave the end date empty for your current job.`}
      addLabel="Add experience"
      max={LIMITS.experienceMax}
      maxMessage={UI_MESSAGES.profile.experienceLimit}
      blank={blankExperience}
      deletion={deletion}
      deleteFailed={UI_MESSAGES.profile.failedToDeleteExperiences}
      legend={(index) => `Experience ${index + 1}`}
      confirmTitle="Delete this experience?"
    >
      {(index, key) => {
        const error = errors.experiences?.[index];
        return (
          <>
            <TextField
              label="Job Title"
              error={error?.duration?.message}
              {...register(`experiences.${index}.duration`)}
            />
            <TextField
              label="Company"
              error={error?.company?.message}
              {...register(`experiences.${index}.company`)}
            />
            <TextField label="Town or city" error={error?.city?.message} {...register(`experiences.${index}.city`)} />
            <FormPlaceSelects
              control={control}
              countryName={`experiences.${index}.country`}
              stateName={`experiences.${index}.state`}
              countryError={error?.country?.message}
              stateError={error?.state?.message}
            />
            <div className="flex items-center gap-2 self-end pb-2">
              <input
                id={`experience-${key}-remote`}
                type="checkbox"
                className="size-4 rounded border-slate-400 accent-brand-700"
                {...register(`experiences.${index}.is_remote`)}
              />
              <label htmlFor={`experience-${key}-remote`} className="text-sm font-medium text-slate-800">
                Remote
              </label>
            </div>
            <TextField
              label="Start date"
              type="date"
              error={error?.start_date?.message}
              {...register(`experiences.${index}.start_date`)}
            />
            <TextField
              label="End date"
              type="date"
              error={error?.end_date?.message}
              {...register(`experiences.${index}.end_date`)}
            />
            <TextAreaField
              label="Responsibilities"
              className="sm:col-span-2"
              error={error?.responsibilities?.message}
              {...register(`experiences.${index}.responsibilities`)}
            />
          </>
        );
      }}
    </EntryListSection>
  );
}
