import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, PasswordResetConfirm } from '@tandem/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useConfirmPasswordReset } from '../api/recovery';
import { generalError, showServerErrors } from '../lib/server-errors';
import { InvalidLink } from './invalid-link';

type Values = z.input<typeof PasswordResetConfirm>;
type Data = z.output<typeof PasswordResetConfirm>;

/** The new password, under the signup rules; a used or expired link says so and offers a new one. */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Data>({ resolver: zodResolver(PasswordResetConfirm), defaultValues: { token, password: '' } });

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
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
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
