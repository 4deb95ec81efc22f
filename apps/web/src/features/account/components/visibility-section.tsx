import { zodResolver } from '@hookform/resolvers/zod';
import {
  USER_MESSAGES,
  UserEditableFields,
  VISIBILITIES,
  VISIBILITY_EXPLANATIONS,
  VISIBILITY_LABELS,
  type Visibility,
} from '@tandem/contract';
import { useForm } from 'react-hook-form';
import { useBindSectionSave, type BindSectionSave } from '../../../lib/section-save';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { QueryCard } from '../../../components/ui/query-card';
import { FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { useUser } from '../../auth';
import { useSetVisibility, useVisibility } from '../api/visibility';
import { generalError, showServerErrors } from '../lib/server-errors';

const VisibilityForm = z.object({ visibility: UserEditableFields.shape.visibility });
type Values = z.infer<typeof VisibilityForm>;

function VisibilityEditor({ userId, saved, bindSave }: { userId: number; saved: Visibility; bindSave?: BindSectionSave }) {
  const save = useSetVisibility(userId);
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(VisibilityForm), defaultValues: { visibility: saved } });

  /** Saves the choice; `quiet` when a page's one Save runs it (the page says 'saved' once). */
  const persist = async ({ visibility }: Values, quiet: boolean): Promise<boolean> => {
    try {
      reset({ visibility: await save.mutateAsync(visibility) });
      if (!quiet) toast.success(USER_MESSAGES.visibilitySaved);
      return true;
    } catch (error) {
      if (!showServerErrors(error, ['visibility'], setError)) {
        setError('root.server', { message: generalError(error, USER_MESSAGES.visibilityFailed) });
      }
      toast.error(USER_MESSAGES.visibilityFailed);
      return false;
    }
  };
  const onSubmit = async (values: Values) => {
    await persist(values, false);
  };
  useBindSectionSave(bindSave, isDirty, () => persist(getValues(), true));

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="mt-4 space-y-4">
      <fieldset className="space-y-3" aria-describedby={errors.visibility ? 'visibility-error' : undefined}>
        <legend className="sr-only">Who can see you</legend>
        {VISIBILITIES.map((choice) => (
          <div key={choice} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-brand-700">
            <input
              id={`visibility-${choice}`}
              type="radio"
              value={choice}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              aria-describedby={`visibility-${choice}-explained`}
              {...register('visibility')}
            />
            <div>
              <label htmlFor={`visibility-${choice}`} className="block font-medium text-slate-900">
                {VISIBILITY_LABELS[choice]}
              </label>
              <p id={`visibility-${choice}-explained`} className="text-slate-600">
                {VISIBILITY_EXPLANATIONS[choice]}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {errors.visibility?.message && (
        <p id="visibility-error" className="text-sm font-medium text-danger-700">
          {errors.visibility.message}
        </p>
      )}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={!isDirty} isPending={isSubmitting} pendingText="Saving…">
        Save who can see you
      </Button>
    </form>
  );
}

function VisibilityCard({ userId, bindSave }: { userId: number; bindSave?: BindSectionSave }) {
  const visibility = useVisibility(userId);
  return (
    <QueryCard
      title="Who can see you"
      description="Whether organisations find you when they look for candidates for their jobs."
      query={visibility}
      skeleton="h-14 w-full"
      skeletonRows={3}
      failure="We could not load who can see you."
    >
      {(saved) => <VisibilityEditor userId={userId} saved={saved} bindSave={bindSave} />}
    </QueryCard>
  );
}

/**
 * 'Who can see you' (docs/product.md section C13): a candidate chooses which organisations find them in their
 * rankings. Shown on /settings and in the profile editor; nothing for organisation accounts.
 */
export function VisibilitySection({ bindSave }: { bindSave?: BindSectionSave }) {
  const user = useUser();
  if (user.data?.role !== 'candidate') return null;
  return <VisibilityCard userId={user.data.id} bindSave={bindSave} />;
}
