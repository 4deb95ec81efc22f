import { LIMITS, MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useToast } from '../../../../components/ui/toast';
import { useDeleteEducation } from '../../api/delete-education';
import { blankEducation } from '../../lib/edit-profile-values';
import type { EditProfileForm } from '../../lib/edit-profile-values';
import { PROFILE_TOASTS } from '../../lib/messages';
import { serverMessage } from '../../lib/save-errors';
import { EntryFieldset } from './entry-fieldset';
import { TextField } from './text-field';

/** Up to two education entries; the first stays; a saved entry is deleted on the server after a confirmation. */
export function EducationSection({ applicationId }: { applicationId: number }) {
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = useFormContext<EditProfileForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'educations' });
  const toast = useToast();
  const deletion = useDeleteEducation(applicationId);
  const [confirming, setConfirming] = useState<number | null>(null);

  const add = () => {
    if (fields.length >= LIMITS.educationMax) toast.error(MESSAGES.educationMax);
    else append(blankEducation());
  };

  const askRemove = (index: number) => {
    if (getValues(`educations.${index}.entryId`) === null) remove(index);
    else setConfirming(index);
  };

  const confirmRemove = () => {
    if (confirming === null) return;
    const index = confirming;
    const id = getValues(`educations.${index}.entryId`);
    if (id === null) return;
    deletion.mutate(id, {
      onSuccess: () => remove(index),
      onError: (error) => toast.error(PROFILE_TOASTS.educationDeleteFailed, serverMessage(error)),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section
      aria-labelledby="education-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="education-heading" className="text-lg font-semibold text-slate-900">
            Education
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Up to {LIMITS.educationMax} entries. Leave the end date empty while you study there.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={add}>
          Add education
        </Button>
      </div>
      <div className="space-y-4">
        {fields.map((field, index) => {
          const error = errors.educations?.[index];
          return (
            <EntryFieldset
              key={field.id}
              legend={`Education ${index + 1}`}
              onRemove={index > 0 ? () => askRemove(index) : undefined}
            >
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
            </EntryFieldset>
          );
        })}
      </div>
      {errors.educations?.root?.message && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {errors.educations.root.message}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this education?"
        description="It is removed from your profile at once."
        confirmLabel="Delete"
        onConfirm={confirmRemove}
        isPending={deletion.isPending}
      />
    </section>
  );
}
