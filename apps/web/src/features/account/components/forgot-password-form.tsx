import type { PasswordResetRequest } from '@tandem/contract';
import { MESSAGES } from '@tandem/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { deferredResolver, usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { lazyModule } from '../../../lib/lazy-module';
import { useRequestPasswordReset } from '../api/recovery';
import { generalError, showServerErrors } from '../lib/server-errors';

type Values = z.input<typeof PasswordResetRequest>;
type Data = z.output<typeof PasswordResetRequest>;

// The contract's schema and zod load after the first screen (lib/deferred-resolver.ts).
const validation = deferredResolver(
  lazyModule(() => import('../lib/recovery-validation')),
  (loaded) => loaded.resetRequestResolver,
  MESSAGES.login.network,
);

/** Asks for a reset link; the answer is the same whether or not the account exists, so it is shown as is. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Data>({ resolver: validation.resolver, defaultValues: { email: '' } });
  usePreloadWhenIdle(validation);

  const onSubmit = async (values: Data) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (!showServerErrors(error, ['email'], setError)) {
        setError('root.server', { message: generalError(error, 'We could not send the link. Please try again.') });
      }
    }
  };

  if (request.isSuccess) {
    return (
      <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        {request.data.detail} The link works for one hour.
      </div>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} className="space-y-4">
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      <Button type="submit" size="lg" className="w-full" isPending={isSubmitting} pendingText="Sending…">
        Send me a link
      </Button>
    </form>
  );
}
