import { REPORT_REASON_LABELS, REPORT_REASONS, TRUST_LIMITS, TRUST_MESSAGES, UI_MESSAGES, type ReportReason, type ReportTargetType } from '@tandem/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';
import { useUser } from '../../auth';
import { useFileReport } from '../api/reports';

const reportRules = deferredSchema(lazyModule(() => import('../lib/report-validation')), (loaded) => loaded.ReportInput);

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));
const WHAT: Record<ReportTargetType, string> = { job: 'job', company: 'organisation', message: 'message', user: 'person' };

/** The first message of a refused report: a field's, or the answer's detail. */
function refusal(error: unknown): string {
  if (isApiError(error)) {
    const first = error.detail ?? Object.values(error.fieldErrors)[0]?.[0];
    if (first) return first;
  }
  return 'We could not send your report. Please try again.';
}

function ReportForm({ targetType, targetId, onDone }: { targetType: ReportTargetType; targetId: number; onDone: () => void }) {
  const file = useFileReport();
  const toast = useToast();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const formId = useId();
  useEffect(() => reportRules.preload(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await reportRules.safeParse({ target_type: targetType, target_id: targetId, reason, details });
    if (!parsed) {
      setErrors({ form: UI_MESSAGES.common.rulesNotLoaded });
      return;
    }
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ reason: fields.reason?.[0], details: fields.details?.[0] });
      return;
    }
    setErrors({});
    try {
      await file.mutateAsync(parsed.data);
      toast.success(TRUST_MESSAGES.reported);
      onDone();
    } catch (error) {
      setErrors({ form: refusal(error) });
    }
  };

  return (
    <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormAlert>{errors.form}</FormAlert>
      <Field label="Why are you reporting it?" error={errors.reason} required>
        {(control) => <Select {...control} placeholder="Choose a reason" options={REASON_OPTIONS} value={reason} onChange={(event) => setReason(event.target.value as ReportReason)} />}
      </Field>
      <Field label="Details (optional)" error={errors.details} hint="What should the operator look at?">
        {(control) => <Textarea {...control} rows={3} maxLength={TRUST_LIMITS.details} value={details} onChange={(event) => setDetails(event.target.value)} />}
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={file.isPending} pendingText="Sending…">
          Send report
        </Button>
      </div>
    </form>
  );
}

/** 'Report' and its small dialog (docs/product.md section C20): a reason, optional details, once per target. */
interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  className?: string;
}

export function ReportButton({ targetType, targetId, className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const what = WHAT[targetType];
  return (
    <>
      <Button type="button" variant="ghost" size="sm" className={className} aria-haspopup="dialog" aria-label={`Report this ${what}`} onClick={() => setOpen(true)}>
        Report
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={`Report this ${what}`} description="A Tandem operator reviews every report. You will hear the outcome in your notifications." size="sm">
        {open && <ReportForm targetType={targetType} targetId={targetId} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

/**
 * The same on a page anyone may open (a public job or organisation): shown only to people signed in, whom the
 * server takes reports from; operators act in /admin instead.
 */
export function ReportButtonIfSignedIn(props: ReportButtonProps) {
  const user = useUser();
  if (!user.data || user.data.role === 'admin') return null;
  return <ReportButton {...props} />;
}
