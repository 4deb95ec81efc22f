import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useToast } from '../../../../components/ui/toast';
import type { EditProfileForm } from '../../lib/edit-profile-values';
import { serverMessage } from '../../lib/save-errors';
import { EntryFieldset } from './entry-fieldset';
import { FormSection } from './form-section';

type EntryListName = 'educations' | 'experiences';

interface EntryListSectionProps<N extends EntryListName> {
  name: N;
  title: string;
  description: string;
  addLabel: string;
  /** The most entries allowed, and the toast when one more is asked for (docs/product.md section 5). */
  max: number;
  maxMessage: string;
  blank: () => EditProfileForm[N][number];
  /** Deletes a saved entry on the server. */
  deletion: Pick<UseMutationResult<unknown, unknown, number>, 'mutate' | 'isPending'>;
  deleteFailed: string;
  /** "Education 1", "Experience 2". */
  legend: (index: number) => string;
  confirmTitle: string;
  /** The fields of the entry at `index`; `key` is stable for the entry, for ids. */
  children: (index: number, key: string) => ReactNode;
}

/**
 * A list of education or experience entries on /editprofile: up to `max`; the first stays (docs/product.md section 5); a new
 * entry is removed at once, a saved one is deleted on the server after a confirmation.
 */
export function EntryListSection<N extends EntryListName>({
  name,
  title,
  description,
  addLabel,
  max,
  maxMessage,
  blank,
  deletion,
  deleteFailed,
  legend,
  confirmTitle,
  children,
}: EntryListSectionProps<N>) {
  const {
    control,
    getValues,
    formState: { errors },
  } = useFormContext<EditProfileForm>();
  // Widened on purpose: useFieldArray typed on the generic N cannot relate its items to the form's lists.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const { fields, append, remove } = useFieldArray({ control, name: name as EntryListName });
  const toast = useToast();
  const [confirming, setConfirming] = useState<number | null>(null);
  const entryId = (index: number): number | null => getValues(`${name}.${index}.entryId`);

  const add = () => {
    if (fields.length >= max) toast.error(maxMessage);
    else append(blank());
  };

  const askRemove = (index: number) => {
    if (entryId(index) === null) remove(index);
    else setConfirming(index);
  };

  const confirmRemove = () => {
    if (confirming === null) return;
    const index = confirming;
    const id = entryId(index);
    if (id === null) return;
    deletion.mutate(id, {
      onSuccess: () => remove(index),
      onError: (error) => toast.error(deleteFailed, serverMessage(error)),
      onSettled: () => setConfirming(null),
    });
  };

  const rootError = errors[name]?.root?.message;
  return (
    <FormSection
      title={title}
      description={description}
      action={
        <Button variant="outline" size="sm" onClick={add}>
          {addLabel}
        </Button>
      }
    >
      <div className="space-y-4">
        {fields.map((field, index) => (
          <EntryFieldset
            key={field.id}
            legend={legend(index)}
            onRemove={index > 0 ? () => askRemove(index) : undefined}
          >
            {children(index, field.id)}
          </EntryFieldset>
        ))}
      </div>
      {rootError && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {rootError}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirmTitle}
        description="It is removed from your profile at once."
        confirmLabel="Delete"
        onConfirm={confirmRemove}
        isPending={deletion.isPending}
      />
    </FormSection>
  );
}
