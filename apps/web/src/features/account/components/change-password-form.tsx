import { UI_MESSAGES } from '@tandem/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, FormAlert } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast';
import { usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';
import { apiFieldMessages, focusFirstMessage, issueMessages, withoutMessage, type FormMessages } from '../../../lib/plain-form';
import { useChangePassword } from '../api/settings';
import { generalError } from '../lib/server-errors';

const FIELDS = ['current_password', 'new_password'] as const;

// A plain form with the contract's rules loaded when the page is idle: zod and react-hook-form were about a fifth of
// /settings' first load for two fields checked on submit.
const rules = deferredSchema(lazyModule(() => import('../lib/change-password-validation')), (loaded) => loaded.ChangePasswordInput);

export function ChangePasswordForm() {
  const change = useChangePassword();
  const toast = useToast();
  const [messages, setMessages] = useState<FormMessages>({});
  const [pending, setPending] = useState(false);
  usePreloadWhenIdle(rules);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const show = (found: FormMessages) => {
      setMessages(found);
      focusFirstMessage(form, found);
    };
    setPending(true);
    try {
      const parsed = await rules.safeParse({ current_password: String(data.get('current_password') ?? ''), new_password: String(data.get('new_password') ?? '') });
      if (!parsed) return show({ form: UI_MESSAGES.common.rulesNotLoaded });
      if (!parsed.success) return show(issueMessages(parsed.error.issues));
      try {
        const answer = await change.mutateAsync(parsed.data);
        form.reset();
        setMessages({});
        toast.success(answer.detail);
      } catch (error) {
        show(apiFieldMessages(error, FIELDS) ?? { form: generalError(error, 'We could not change the password. Please try again.') });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Card aria-labelledby="password-title">
      <CardTitle id="password-title">Password</CardTitle>
      <p className="mt-1 text-sm text-slate-600">Changing it signs out every other device.</p>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onChange={(event) => {
          const edited: EventTarget = event.target;
          if (edited instanceof HTMLInputElement) setMessages((current) => withoutMessage(current, edited.name));
        }}
        className="mt-4 max-w-md space-y-4"
      >
        <FormAlert>{messages.form}</FormAlert>
        <Field label="Current password" error={messages.current_password}>
          {(control) => <PasswordInput {...control} name="current_password" autoComplete="current-password" />}
        </Field>
        <Field label="New password" error={messages.new_password}>
          {(control) => <PasswordInput {...control} name="new_password" autoComplete="new-password" />}
        </Field>
        <Button type="submit" isPending={pending} pendingText="Saving…">
          Change password
        </Button>
      </form>
    </Card>
  );
}
