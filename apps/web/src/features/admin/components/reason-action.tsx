import { TRUST_LIMITS, UI_MESSAGES } from '@tandem/contract';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';

const reasonRules = deferredSchema(lazyModule(() => import('../lib/reason-validation')), (loaded) => loaded.AdminReasonInput);

interface ReasonActionProps {
  /** The button's words, e.g. 'Suspend'. */
  label: string;
  /** The dialog's title: for a suspension, the question that confirms it. */
  title: string;
  description: ReactNode;
  /** The dialog's own button, e.g. 'Suspend the organisation'. */
  confirmLabel: string;
  variant?: ButtonVariant;
  done: string;
  run: (reason: string) => Promise<unknown>;
}

/**
 * Every operator action (docs/product.md section C20) asks for its reason, kept in the audit log, in a dialog that
 * also confirms it: nothing happens until the operator gives a reason and presses the dialog's button.
 */
export function ReasonAction({ label, title, description, confirmLabel, variant = 'outline', done, run }: ReasonActionProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const toast = useToast();
  useEffect(() => {
    if (open) reasonRules.preload();
  }, [open]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await reasonRules.safeParse({ reason });
    if (!parsed) {
      setFailure(UI_MESSAGES.common.rulesNotLoaded);
      return;
    }
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setFailure(undefined);
    setPending(true);
    try {
      await run(parsed.data.reason);
      toast.success(done);
      setOpen(false);
      setReason('');
    } catch (caught) {
      setFailure((isApiError(caught) && (caught.detail ?? Object.values(caught.fieldErrors)[0]?.[0])) || 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button type="button" size="sm" variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={title} description={description} size="sm">
        {open && (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
            <FormAlert>{failure}</FormAlert>
            <Field label="Reason" error={error} required hint="Kept in the audit log with your name.">
              {(control) => <Textarea {...control} rows={3} maxLength={TRUST_LIMITS.reason} value={reason} onChange={(event) => setReason(event.target.value)} />}
            </Field>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant={variant === 'danger' ? 'danger' : 'primary'} isPending={pending} pendingText="Working…">
                {confirmLabel}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
