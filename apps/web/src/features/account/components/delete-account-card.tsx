import { PRIVACY_MESSAGES } from '@tandem/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/privacy';
import { generalError } from '../lib/server-errors';

/**
 * 'Delete account': says what goes and what stays, then asks for the password in a dialog (an account that signs in
 * with Google only types its e-mail address instead); on success the page signs out to the landing page.
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [withEmail, setWithEmail] = useState(false);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ field?: string; general?: string }>({});
  const remove = useDeleteAccount();
  const formId = useId();

  const close = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setValue('');
      setErrors({});
      setWithEmail(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      setErrors({ field: withEmail ? PRIVACY_MESSAGES.emailMismatch : PRIVACY_MESSAGES.passwordRequired });
      return;
    }
    remove.mutate(withEmail ? { email: value } : { password: value }, {
      onError: (error) => {
        if (error instanceof ApiError && error.hasFieldErrors) {
          const fields = error.fieldErrors;
          if (fields.email && !withEmail) setWithEmail(true);
          setErrors({ field: (fields.password ?? fields.email ?? []).join(' ') || undefined, general: fields.non_field_errors?.join(' ') });
        } else setErrors({ general: generalError(error, 'We could not delete the account. Please try again.') });
      },
    });
  };

  return (
    <Card aria-labelledby="delete-account-title">
      <CardTitle id="delete-account-title">Delete account</CardTitle>
      <div className="mt-1 max-w-2xl space-y-2 text-sm text-slate-700">
        <p>
          <strong>What goes, for good:</strong> your account and sign-in, your profile (details, education, experience,
          skills, links, photo and résumé), your applications and invitations, saved jobs, notifications and settings,
          and every device you are signed in on.
        </p>
        <p>
          <strong>What stays:</strong> messages you sent stay in the other side&apos;s conversation, shown as from
          &lsquo;Deleted user&rsquo;. Jobs you posted stay with your company; if you are its last member they close.
        </p>
        <p>Download your data first if you want a copy. Your e-mail address can sign up again later.</p>
      </div>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Modal
        open={open}
        onOpenChange={close}
        size="sm"
        title="Delete your account?"
        description="This cannot be undone. Your messages stay with the other side as from 'Deleted user'."
        footer={
          <>
            <Button variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="danger" isPending={remove.isPending} pendingText="Deleting…">
              Delete my account
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="space-y-4">
          <FormAlert>{errors.general}</FormAlert>
          {withEmail ? (
            <Field label="Type your e-mail address to confirm" error={errors.field}>
              {(control) => <Input {...control} type="email" autoComplete="email" value={value} onChange={(event) => setValue(event.target.value)} />}
            </Field>
          ) : (
            <Field label="Your password" error={errors.field}>
              {(control) => <PasswordInput {...control} autoComplete="current-password" value={value} onChange={(event) => setValue(event.target.value)} />}
            </Field>
          )}
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline underline-offset-2"
            onClick={() => {
              setWithEmail(!withEmail);
              setValue('');
              setErrors({});
            }}
          >
            {withEmail ? 'Confirm with your password instead' : 'No password (you sign in with Google)? Confirm with your e-mail address'}
          </button>
        </form>
      </Modal>
    </Card>
  );
}
