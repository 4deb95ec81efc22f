import { LIMITS, MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useToast } from '../../../../components/ui/toast';
import { useDeleteExperience } from '../../api/delete-experience';
import { blankExperience } from '../../lib/edit-profile-values';
import type { EditProfileForm } from '../../lib/edit-profile-values';
import { PROFILE_TOASTS } from '../../lib/messages';
import { serverMessage } from '../../lib/save-errors';
import { EntryFieldset } from './entry-fieldset';
import { PlaceSelects } from './place-selects';
import { TextAreaField, TextField } from './text-field';

/** Up to three jobs; the Job Title is stored in the entry's duration (SPEC.md section 2). */
export function ExperienceSection({ applicationId }: { applicationId: number }) {
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = useFormContext<EditProfileForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'experiences' });
  const toast = useToast();
  const deletion = useDeleteExperience(applicationId);
  const [confirming, setConfirming] = useState<number | null>(null);

  const add = () => {
    if (fields.length >= LIMITS.experienceMax) toast.error(MESSAGES.experienceMax);
    else append(blankExperience());
  };

  const askRemove = (index: number) => {
    if (getValues(`experiences.${index}.entryId`) === null) remove(index);
    else setConfirming(index);
  };

  const confirmRemove = () => {
    if (confirming === null) return;
    const index = confirming;
    const id = getValues(`experiences.${index}.entryId`);
    if (id === null) return;
    deletion.mutate(id, {
      onSuccess: () => remove(index),
      onError: (error) => toast.error(PROFILE_TOASTS.experienceDeleteFailed, serverMessage(error)),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section
      aria-labelledby="experience-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="experience-heading" className="text-lg font-semibold text-slate-900">
            Work Experience
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Up to {LIMITS.experienceMax} entries. Leave the end date empty for your current job.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={add}>
          Add experience
        </Button>
      </div>
      <div className="space-y-4">
        {fields.map((field, index) => {
          const error = errors.experiences?.[index];
          return (
            <EntryFieldset
              key={field.id}
              legend={`Experience ${index + 1}`}
              onRemove={index > 0 ? () => askRemove(index) : undefined}
            >
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
              <TextField
                label="City"
                error={error?.city?.message}
                {...register(`experiences.${index}.city`)}
              />
              <PlaceSelects
                control={control}
                countryName={`experiences.${index}.country`}
                stateName={`experiences.${index}.state`}
                countryError={error?.country?.message}
                stateError={error?.state?.message}
              />
              <div className="flex items-center gap-2 self-end pb-2">
                <input
                  id={`experience-${field.id}-remote`}
                  type="checkbox"
                  className="size-4 rounded border-slate-400 accent-brand-700"
                  {...register(`experiences.${index}.is_remote`)}
                />
                <label
                  htmlFor={`experience-${field.id}-remote`}
                  className="text-sm font-medium text-slate-800"
                >
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
            </EntryFieldset>
          );
        })}
      </div>
      {errors.experiences?.root?.message && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {errors.experiences.root.message}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this experience?"
        description="It is removed from your profile at once."
        confirmLabel="Delete"
        onConfirm={confirmRemove}
        isPending={deletion.isPending}
      />
    </section>
  );
}
