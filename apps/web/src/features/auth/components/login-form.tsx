import type { LoginInput } from '@tandem/contract';
import { MESSAGES } from '@tandem/contract';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { deferredResolver, usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { lazyModule } from '../../../lib/lazy-module';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { loginErrorMessage, toAuthUser } from '../lib/auth-errors';

type LoginValues = z.input<typeof LoginInput>;
type LoginData = z.output<typeof LoginInput>;

// zod and the contract's login schema are a sixth of /login's first load, and nothing is validated before the
// first submit (lib/deferred-resolver.ts). Offline before the schema arrived, the form says what a login the network
// did not carry says.
const validation = deferredResolver(
  lazyModule(() => import('../lib/login-validation')),
  (loaded) => loaded.loginResolver,
  MESSAGES.login.network,
);

/** A field-level message, unless it is the form-level "Please fill in all fields". */
const fieldMessage = (message: string | undefined) =>
  message === MESSAGES.fillAllFields ? undefined : message;

export function LoginForm() {
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, touchedFields, isSubmitting },
  } = useForm<LoginValues, unknown, LoginData>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  usePreloadWhenIdle(validation);

  const onSubmit = async (values: LoginData) => {
    try {
      const result = toAuthUser(await login.mutateAsync(values));
      if ('error' in result) setError('root.server', { message: result.error });
      else await completeSignIn(result.user);
    } catch (error) {
      setError('root.server', { message: loginErrorMessage(error) });
    }
  };

  // docs/product.md section 5: one message for empty fields; an empty field gets a red border once touched.
  const missing =
    errors.email?.message === MESSAGES.fillAllFields || errors.password?.message === MESSAGES.fillAllFields;
  const emailInvalid = Boolean(errors.email) || (Boolean(touchedFields.email) && !email?.trim());
  const passwordInvalid = Boolean(errors.password) || (Boolean(touchedFields.password) && !password);
  const pending = isSubmitting || login.isPending;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} className="space-y-4">
      <FormAlert>{missing ? MESSAGES.fillAllFields : errors.root?.server?.message}</FormAlert>
      <Field label="Email" error={fieldMessage(errors.email?.message)} invalid={emailInvalid}>
        {(control) => (
          <Input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </Field>
      <Field label="Password" error={fieldMessage(errors.password?.message)} invalid={passwordInvalid}>
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" isPending={pending} pendingText="Logging in…">
        Log in
      </Button>
    </form>
  );
}
