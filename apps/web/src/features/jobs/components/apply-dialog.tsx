import { JOBS_LIMITS } from '@tandem/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../../auth';
import { useApplicationPreview } from '../api/get-application-preview';
import { useApplyToJob } from '../api/apply-to-job';
import { JOB_MESSAGES } from '../lib/messages';
import { thinProfileGaps } from '../lib/thin-profile';

interface ApplyDialogProps {
  job: { id: number; title: string; company_name: string | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Before applying: what the organisation will receive (profile, résumé), an optional cover note, and a warning when
 * the profile says too little. Nothing is sent until 'Send application'.
 */
export function ApplyDialog({ job, open, onOpenChange }: ApplyDialogProps) {
  const user = useUser();
  const preview = useApplicationPreview(open);
  const apply = useApplyToJob();
  const toast = useToast();
  const [note, setNote] = useState('');
  const counterId = useId();
  const gaps = preview.data ? thinProfileGaps(preview.data.completion) : [];
  const organisation = job.company_name || 'The organisation';

  // Awaited rather than mutate's callbacks: once applied, the Apply button (and this dialog with it) gives way to
  // 'Applied', and callbacks of an unmounted caller never run.
  const send = async () => {
    try {
      await apply.mutateAsync({ jobId: job.id, note: note.trim() });
    } catch (error) {
      const [message] = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
      toast.error(message ?? JOB_MESSAGES.applyFailed);
      return;
    }
    onOpenChange(false);
    setNote('');
    toast.success(JOB_MESSAGES.applied);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={JOB_MESSAGES.applyTitle(job.title)}
      description={`${organisation} will receive what is below.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={apply.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void send()} isPending={apply.isPending} pendingText="Sending…" disabled={preview.isPending}>
            Send application
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {preview.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            Gathering what your application will include…
          </p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {JOB_MESSAGES.previewFailed}
          </p>
        ) : (
          <>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-medium text-slate-900">Your profile</dt>
                <dd className="text-slate-800">
                  {user.data?.name}, {preview.data.completion.completion}% complete ·{' '}
                  <Link to="/profile" className="text-brand-700 underline">
                    See it
                  </Link>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Résumé</dt>
                <dd className="break-words text-slate-800">
                  {preview.data.resume ? preview.data.resume.filename : 'None: only your profile is sent'}
                </dd>
              </div>
            </dl>
            {gaps.length > 0 && (
              <div role="note" className="rounded-lg border border-amber-600/30 bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-medium">{JOB_MESSAGES.thinProfile}</p>
                <ul className="mt-1 list-disc pl-5">
                  {gaps.map((gap) => (
                    <li key={gap}>{gap}</li>
                  ))}
                </ul>
                <Link to="/editprofile" className="mt-2 inline-block font-medium text-amber-950 underline">
                  Complete your profile first
                </Link>
              </div>
            )}
          </>
        )}
        <Field label={JOB_MESSAGES.noteLabel} hint={JOB_MESSAGES.noteHint}>
          {(field) => (
            <Textarea
              {...field}
              aria-describedby={[field['aria-describedby'], counterId].filter(Boolean).join(' ')}
              value={note}
              maxLength={JOBS_LIMITS.applicationNoteMax}
              onChange={(event) => setNote(event.target.value)}
              rows={4}
            />
          )}
        </Field>
        <p id={counterId} className="-mt-2 text-right text-xs text-slate-600">
          {note.length} / {JOBS_LIMITS.applicationNoteMax}
        </p>
      </div>
    </Modal>
  );
}
