import type { ImportDraft } from '@tandem/contract';
import { IMPORT_MESSAGES } from '@tandem/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-client';
import { lazyModule, useLazyModule } from '../../../../lib/lazy-module';
import { useImportProfile } from '../../api/import-profile';
import { FormSection } from './form-section';

// The review of what a file holds (and the code that puts the kept items into the form) loads when the page is idle
// or a file is chosen: most visits to /editprofile import nothing. Read file waits for it as it waits for the server.
const reviewCode = lazyModule(() => import('./import-review'));

/**
 * 'Import from a résumé or LinkedIn' on /editprofile: the file is read into a draft (nothing saved); every item is
 * shown beside what the profile holds, kept, edited or dropped one by one; the kept ones go into the form (and
 * skills through the ordinary skill call), and Save Changes saves them as any edit. `offered` opens it focused
 * (right after signing up).
 */
export function ImportSection({ applicationId, offered }: { applicationId: number; offered: boolean }) {
  const importing = useImportProfile();
  const [reviewModule, requestReview] = useLazyModule(reviewCode);
  // The draft of the last file read, numbered so that each read starts a new review.
  const [reading, setReading] = useState<{ draft: ImportDraft; count: number } | null>(null);
  const [error, setError] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  const errorId = useId();
  const sectionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (offered) sectionRef.current?.querySelector('input')?.focus();
  }, [offered]);

  const read = async () => {
    setError('');
    if (!file) {
      setError(IMPORT_MESSAGES.noFile);
      return;
    }
    requestReview();
    try {
      // The review's code comes beside the server's answer; without it (offline) the read fails as a lost request does.
      const [draft] = await Promise.all([importing.mutateAsync(file), reviewCode.load()]);
      setReading((last) => ({ draft, count: (last?.count ?? 0) + 1 }));
    } catch (caught) {
      if (isApiError(caught)) setError(caught.detail ?? caught.fieldErrors['file']?.[0] ?? IMPORT_MESSAGES.unreadable);
      else setError('The file could not be sent. Check your connection and try again.');
    }
  };

  // Loaded by the read above; reviewCode.current covers the render before the hook has heard of it.
  const Review = (reviewModule ?? reviewCode.current)?.ImportReview;

  return (
    <div ref={sectionRef}>
      <FormSection
        title="Import from a résumé or LinkedIn"
        description="Read a PDF or Word résumé, a JSON Resume, or the zip LinkedIn sends from 'Get a copy of your data'. You review every item before anything is saved."
      >
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
              Résumé or LinkedIn export
            </label>
            <input
              id={fileId}
              type="file"
              accept=".pdf,.docx,.json,.zip,application/pdf,application/json,application/zip,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              className="mt-1 block text-sm text-slate-800"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                requestReview();
              }}
            />
          </div>
          <Button variant="secondary" isPending={importing.isPending} pendingText="Reading…" onClick={() => void read()}>
            Read file
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
        {reading && Review && (
          <Review
            key={reading.count}
            applicationId={applicationId}
            draft={reading.draft}
            onError={setError}
            onDiscard={() => setReading(null)}
            onApplied={() => {
              setReading(null);
              setFile(null);
            }}
          />
        )}
      </FormSection>
    </div>
  );
}
