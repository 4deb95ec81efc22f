import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordInput } from '@tandem/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, FormAlert } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast';
import { useChangePassword } from '../api/settings';
import { generalError, showServerErrors } from '../lib/server-errors';

type Values = z.input<typeof ChangePasswordInput>;
type Data = z.output<typeof ChangePasswordInput>;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Data>({
    resolver: zodResolver(ChangePasswordInput),
    defaultValues: { current_password: '', new_password: '' },
  });

  const onSubmit = async (values: Data) => {
    try {
      const answer = await change.mutateAsync(values);
      reset();
      toast.success(answer.detail);
    } catch (error) {
      if (!showServerErrors(error, ['current_password', 'new_password'], setError)) {
        setError('root.server', { message: generalError(error, 'We could not change the password. Please try again.') });
      }
    }
  };

  return (
    <Card aria-labelledby="password-title">
      <CardTitle id="password-title">Password</CardTitle>
      <p className="mt-1 text-sm text-slate-600">Changing it signs out every other device.</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 max-w-md space-y-4">
        <FormAlert>{errors.root?.server?.message}</FormAlert>
        <Field label="Current password" error={errors.current_password?.message}>
          {(control) => <PasswordInput {...control} {...register('current_password')} autoComplete="current-password" />}
        </Field>
        <Field label="New password" error={errors.new_password?.message}>
          {(control) => <PasswordInput {...control} {...register('new_password')} autoComplete="new-password" />}
        </Field>
        <Button type="submit" isPending={isSubmitting} pendingText="Saving…">
          Change password
        </Button>
      </form>
    </Card>
  );
}
