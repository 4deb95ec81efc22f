import { REPORT_REASON_LABELS, REPORT_REASONS, ReportInput, TRUST_LIMITS, TRUST_MESSAGES, type ReportReason, type ReportTargetType } from '@tandem/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { useFileReport } from '../api/reports';
import { REPORT_TARGET_WORDS as WHAT } from '../lib/report-words';

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReportInput.safeParse({ target_type: targetType, target_id: targetId, reason, details });
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

/** The report dialog: a reason, optional details, sent once per target. Loaded after the screen (report-button.tsx). */
export function ReportDialog({ targetType, targetId, open, onOpenChange }: { targetType: ReportTargetType; targetId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const what = WHAT[targetType];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Report this ${what}`} description="A Tandem operator reviews every report. You will hear the outcome in your notifications." size="sm">
      {open && <ReportForm targetType={targetType} targetId={targetId} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
