import { MESSAGES, ORGANISATION_SIGNUP_OPTIONS } from '@tandem/contract';
import type { Role, SignupInput } from '@tandem/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { deferredResolver, usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { lazyModule } from '../../../lib/lazy-module';
import { useSignup } from '../api/signup';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { toAuthUser } from '../lib/auth-errors';
import { GoogleSignIn } from './google-sign-in';

type SignupValues = z.input<typeof SignupInput>;
type SignupData = z.output<typeof SignupInput>;
const FIELDS = ['name', 'email', 'password', 'role'] as const;

// The contract's schema and zod load after the first screen (lib/deferred-resolver.ts).
const validation = deferredResolver(
  lazyModule(() => import('../lib/signup-validation')),
  (loaded) => loaded.signupResolver,
  MESSAGES.login.network,
);

interface SignupFormProps {
  /** The role a candidate or recruiter signup always assigns; without it the form shows the role select. */
  role?: Role;
  submitLabel?: string;
}

/** Puts server field errors under their fields; returns false when nothing could be shown. */
function showServerErrors(error: unknown, setError: UseFormSetError<SignupValues>): boolean {
  if (!(error instanceof ApiError) || !error.hasFieldErrors) return false;
  const other: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages.join(' ');
    if ((FIELDS as readonly string[]).includes(field)) {
      setError(field as (typeof FIELDS)[number], { type: 'server', message }, { shouldFocus: true });
    } else other.push(message);
  }
  if (other.length > 0) setError('root.server', { type: 'server', message: other.join(' ') });
  return true;
}

export function SignupForm({ role, submitLabel = 'Sign up' }: SignupFormProps) {
  const signup = useSignup();
  const completeSignIn = useCompleteSignIn();
  const chooseRole = role === undefined;
  // Two labels share the nonprofit role, so the select tracks which option was picked, not only the value.
  const [roleOption, setRoleOption] = useState('');
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues, unknown, SignupData>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', password: '', role: role ?? ('' as Role) },
  });
  const chosenRole = useWatch({ control, name: 'role' }) as Role | '';
  usePreloadWhenIdle(validation);

  const onSubmit = async (values: SignupData) => {
    try {
      const result = toAuthUser(await signup.mutateAsync(values));
      if ('error' in result) setError('root.server', { message: result.error });
      else await completeSignIn(result.user, true);
    } catch (error) {
      if (!showServerErrors(error, setError)) setError('root.server', { message: MESSAGES.signupFailed });
    }
  };

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} className="space-y-4">
        <FormAlert>{errors.root?.server?.message}</FormAlert>
        <Field label="Username" required error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="name" />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(field) => (
            <Input {...field} {...register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field
          label="Password"
          required
          error={errors.password?.message}
          hint="6 to 30 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&."
        >
          {(field) => <PasswordInput {...field} {...register('password')} autoComplete="new-password" />}
        </Field>
        {chooseRole && (
          <Controller
            control={control}
            name="role"
            render={({ field: { onChange, onBlur, ref, name } }) => (
              <Field label="I am a" required error={errors.role?.message}>
                {(field) => (
                  <Select
                    {...field}
                    ref={ref}
                    name={name}
                    onBlur={onBlur}
                    value={roleOption}
                    placeholder="Select your role"
                    onChange={(event) => {
                      const index = event.target.value;
                      setRoleOption(index);
                      onChange(index === '' ? '' : ORGANISATION_SIGNUP_OPTIONS[Number(index)]?.value);
                    }}
                    options={ORGANISATION_SIGNUP_OPTIONS.map((option, index) => ({
                      value: String(index),
                      label: option.label,
                    }))}
                  />
                )}
              </Field>
            )}
          />
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          isPending={isSubmitting}
          pendingText="Creating account…"
        >
          {submitLabel}
        </Button>
      </form>
      <GoogleSignIn mode="signup" role={chosenRole || undefined} requireRole={chooseRole} />
    </div>
  );
}
