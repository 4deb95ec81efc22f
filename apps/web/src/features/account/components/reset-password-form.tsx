import type { PasswordResetConfirm } from '@tandem/contract';
import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-client';
import { deferredResolver, usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { lazyModule } from '../../../lib/lazy-module';
import { useConfirmPasswordReset, useResetLinkCheck } from '../api/recovery';
import { generalError, showServerErrors } from '../lib/server-errors';
import { InvalidLink } from './invalid-link';

type Values = z.input<typeof PasswordResetConfirm>;
type Data = z.output<typeof PasswordResetConfirm>;

// The contract's schema and zod load after the first screen (lib/deferred-resolver.ts).
const validation = deferredResolver(
  lazyModule(() => import('../lib/recovery-validation')),
  (loaded) => loaded.resetConfirmResolver,
  MESSAGES.login.network,
);

/**
 * The new password, under the signup rules; a used or expired link says so and offers a new one, before the form
 * is shown when the check on opening finds it so (a network failure there leaves the form, which asks again).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const check = useResetLinkCheck(token, !confirm.isSuccess);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Data>({ resolver: validation.resolver, defaultValues: { token, password: '' } });
  usePreloadWhenIdle(validation);

  const onSubmit = async (values: Data) => {
    try {
      await confirm.mutateAsync(values);
    } catch (error) {
      if (!showServerErrors(error, ['password', 'token'], setError)) {
        setError('root.server', { message: generalError(error, 'We could not change the password. Please try again.') });
      }
    }
  };

  if (errors.token) return <InvalidLink again={{ to: '/forgot-password', label: 'Ask for a new link' }} />;
  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {ACCOUNT_MESSAGES.passwordReset}
        </p>
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Go to Log in
        </Link>
      </div>
    );
  }
  if (isApiError(check.error, 400)) return <InvalidLink again={{ to: '/forgot-password', label: 'Ask for a new link' }} />;
  if (check.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Checking your link…
      </p>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} className="space-y-4">
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Field label="New password" error={errors.password?.message} hint="At least 6 characters, with upper and lower case letters, a number and one of @$!%*?&.">
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" size="lg" className="w-full" isPending={isSubmitting} pendingText="Saving…">
        Set new password
      </Button>
    </form>
  );
}
