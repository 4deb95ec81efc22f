import { MESSAGES, UI_MESSAGES } from '@tandem/contract';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { formatDate } from '../../../../lib/dates';
import { useDeleteResume } from '../../api/delete-resume';
import { useResume } from '../../api/get-resume';
import { useUploadResume } from '../../api/upload-resume';
import { formatFileSize, isPdfFile } from '../../lib/files';
import { serverMessage } from '../../lib/save-errors';

/** Resume: upload a PDF (one per candidate), see its filename, download or delete it. */
export function ResumeTab() {
  const resume = useResume();
  const upload = useUploadResume();
  const remove = useDeleteResume();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isPdfFile(file)) {
      toast.error(MESSAGES.invalidPdf);
      return;
    }
    upload.mutate(file, {
      onError: (error) => toast.error(UI_MESSAGES.profile.failedToUploadResume, serverMessage(error)),
    });
  };

  if (resume.isPending) {
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner label="Loading your résumé" size="lg" />
      </div>
    );
  }
  if (resume.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm font-medium text-danger-700">
        {UI_MESSAGES.common.errorPrefix}{resume.error.message}
      </p>
    );
  }

  const current = resume.data.resume;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="resume-input"
        onChange={choose}
      />
      {current ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm text-slate-700">Your résumé</p>
            <a
              href={current.url}
              className="block truncate font-semibold text-brand-700 underline-offset-2 hover:underline"
              download={current.filename}
            >
              {current.filename}
            </a>
            <p className="text-sm text-slate-700">
              {formatFileSize(current.size)} · uploaded {formatDate(current.uploaded_at)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => input.current?.click()}
              isPending={upload.isPending}
              pendingText="Uploading…"
            >
              Replace
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)} disabled={upload.isPending}>
              Delete résumé
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <p className="text-slate-700">
            No résumé uploaded yet. Employers you apply to can read it; PDF only.
          </p>
          <Button
            onClick={() => input.current?.click()}
            isPending={upload.isPending}
            pendingText="Uploading…"
          >
            Upload résumé
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your résumé?"
        description="Employers will no longer be able to read it."
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onError: (error) => toast.error(UI_MESSAGES.profile.failedToDeleteResume, serverMessage(error)),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}
