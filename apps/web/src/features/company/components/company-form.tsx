import { UI_MESSAGES } from '@tandem/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, RequiredNote } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { deferredResolver, usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { lazyModule } from '../../../lib/lazy-module';
import type { NewCompany } from '../api/create-company';
import { placeServerErrors } from '../lib/server-errors';

export interface CompanyFormValues {
  name: string;
  email: string;
  phone_number: string;
  address: string;
  website: string;
}

// zod and the company schemas load after the first screen (lib/deferred-resolver.ts), when the page is idle or a
// field gets focus; a submit before then waits for them.
const rules = lazyModule(() => import('../lib/company-validation'));
const fullValidation = deferredResolver(rules, (loaded) => loaded.companyResolver, UI_MESSAGES.common.rulesNotLoaded);
const shortValidation = deferredResolver(rules, (loaded) => loaded.companyShortResolver, UI_MESSAGES.common.rulesNotLoaded);

const EMPTY: CompanyFormValues = { name: '', email: '', phone_number: '', address: '', website: '' };
const FIELDS = ['name', 'email', 'phone_number', 'address', 'website'] as const;

/** Save needs a name and an address (docs/product.md section 2), whatever else is filled in. */
export const canSaveCompany = (values: Pick<CompanyFormValues, 'name' | 'address'>): boolean =>
  values.name.trim() !== '' && values.address.trim() !== '';

export interface CompanyFormProps {
  /** The recruiter's add-company-in-profile form: only name and address (docs/product.md section 5). */
  short?: boolean;
  /** Saves the company; a thrown ApiError's field messages appear under their fields. */
  onSave: (company: NewCompany) => Promise<unknown>;
  /** Shown when saving fails without a message for a field. */
  failureMessage: (serverWords: string) => string;
  submitLabel?: string;
  /** Called by Cancel after the form is cleared; `wasEmpty` when there was nothing to clear (Cancel did nothing visible). */
  onCancel?: (wasEmpty: boolean) => void;
}

/** The company form of /addcompany (full) and of the recruiter's profile (short). Cancel clears it. */
export function CompanyForm({ short = false, onSave, failureMessage, submitLabel = 'Save', onCancel }: CompanyFormProps) {
  const validation = short ? shortValidation : fullValidation;
  usePreloadWhenIdle(validation);
  const {
    register,
    handleSubmit,
    control,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFormValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const [name, address] = useWatch({ control, name: ['name', 'address'] });

  const onSubmit = async (values: CompanyFormValues) => {
    try {
      await onSave(values);
    } catch (error) {
      const { placed, rest } = placeServerErrors<CompanyFormValues>(error, FIELDS, setError);
      if (placed === 0 || rest) setError('root.server', { type: 'server', message: failureMessage(rest) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} className="space-y-4">
      <RequiredNote />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Field label="Company Name" required error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} autoComplete="organization" required />}
      </Field>
      {!short && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Contact Email" required error={errors.email?.message}>
            {(field) => (
              <Input {...field} {...register('email')} type="email" inputMode="email" autoComplete="email" required />
            )}
          </Field>
          <Field label="Contact Number" required error={errors.phone_number?.message}>
            {(field) => <Input {...field} {...register('phone_number')} type="tel" autoComplete="tel" required />}
          </Field>
        </div>
      )}
      <Field label="Address" required error={errors.address?.message}>
        {(field) => <Input {...field} {...register('address')} autoComplete="street-address" required />}
      </Field>
      {!short && (
        <Field label="Website" error={errors.website?.message} hint="For example example.org: https:// is added when left out">
          {(field) => (
            <Input {...field} {...register('website')} type="text" inputMode="url" placeholder="example.org" autoComplete="url" />
          )}
        </Field>
      )}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button
          variant="outline"
          onClick={() => {
            const wasEmpty = FIELDS.every((field) => getValues(field).trim() === '');
            reset(EMPTY);
            onCancel?.(wasEmpty);
          }}
          disabled={isSubmitting}
        >
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!canSaveCompany({ name: name ?? '', address: address ?? '' })}
          isPending={isSubmitting}
          pendingText="Saving…"
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
