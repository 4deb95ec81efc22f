import { LIMITS, UI_MESSAGES } from '@tandem/contract';
import { useFormContext } from 'react-hook-form';
import { useDeleteEducation } from '../../api/delete-education';
import { blankEducation } from '../../lib/edit-profile-values';
import type { EditProfileForm } from '../../lib/edit-profile-values';
import { EntryListSection } from './entry-list-section';
import { TextField } from './text-field';

/** Up to two education entries; the first stays; a saved entry is deleted on the server after a confirmation. */
export function EducationSection({ applicationId }: { applicationId: number }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<EditProfileForm>();
  const deletion = useDeleteEducation(applicationId);

  return (
    <EntryListSection
      name="educations"
      title="Education"
      description={`Up to ${LIMITS.educationMax} entries. Leave the end date empty while you study there.`}
      addLabel="Add education"
      max={LIMITS.educationMax}
      maxMessage={UI_MESSAGES.profile.educationLimit}
      blank={blankEducation}
      deletion={deletion}
      deleteFailed={UI_MESSAGES.profile.failedToDeleteEducation}
      legend={(index) => `Education ${index + 1}`}
      confirmTitle="Delete this education?"
    >
      {(index) => {
        const error = errors.educations?.[index];
        return (
          <>
            <TextField
              label="Institution"
              error={error?.institution?.message}
              {...register(`educations.${index}.institution`)}
            />
            <TextField
              label="Degree"
              error={error?.degree?.message}
              {...register(`educations.${index}.degree`)}
            />
            <TextField
              label="Field of study"
              className="sm:col-span-2"
              error={error?.field_of_study?.message}
              {...register(`educations.${index}.field_of_study`)}
            />
            <TextField
              label="Start date"
              type="date"
              error={error?.start_date?.message}
              {...register(`educations.${index}.start_date`)}
            />
            <TextField
              label="End date"
              type="date"
              error={error?.end_date?.message}
              {...register(`educations.${index}.end_date`)}
            />
          </>
        );
      }}
    </EntryListSection>
  );
}
