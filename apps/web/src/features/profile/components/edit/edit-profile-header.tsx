import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import type { SaveState } from '../../hooks/use-save-state';

const LABELS: Record<SaveState, string> = { idle: 'Save Changes', saving: 'Saving...', saved: 'Saved' };

/** The sticky bar of /editprofile: the title, Go back, and Save Changes → Saving... → Saved (3 s). */
export function EditProfileHeader({ formId, state }: { formId: string; state: SaveState }) {
  return (
    <div className="sticky top-14 z-30 -mx-4 mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <title>Edit Profile · Tandem</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Edit Profile</h1>
      <div className="flex gap-2">
        <Link to="/profile" className={buttonClasses({ variant: 'outline' })}>
          Go back
        </Link>
        <Button
          type="submit"
          form={formId}
          disabled={state === 'saving'}
          aria-busy={state === 'saving' || undefined}
        >
          {state === 'saved' && (
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
              <path
                d="M4 10l4 4 8-8"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          )}
          {LABELS[state]}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {state === 'saving' ? 'Saving your profile' : state === 'saved' ? 'Your profile is saved' : ''}
      </p>
    </div>
  );
}
