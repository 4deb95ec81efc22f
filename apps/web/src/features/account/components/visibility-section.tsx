import { USER_MESSAGES, VISIBILITIES, VISIBILITY_EXPLANATIONS, VISIBILITY_LABELS, type Visibility } from '@tandem/contract';
import { useState } from 'react';
import { useBindSectionSave, type BindSectionSave } from '../../../lib/section-save';
import { Button } from '../../../components/ui/button';
import { QueryCard } from '../../../components/ui/query-card';
import { FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { apiFieldMessages, type FormMessages } from '../../../lib/plain-form';
import { useUser } from '../../auth';
import { useSetVisibility, useVisibility } from '../api/visibility';
import { generalError } from '../lib/server-errors';

/**
 * The choice as radio buttons, which offer only the contract's choices: nothing to check before the server does, so
 * a plain form (no react-hook-form, no zod on /settings' and /editprofile's first load). The server's answer to a
 * wrong value is shown under the choices.
 */
function VisibilityEditor({ userId, saved, bindSave }: { userId: number; saved: Visibility; bindSave?: BindSectionSave }) {
  const save = useSetVisibility(userId);
  const toast = useToast();
  const [kept, setKept] = useState<Visibility>(saved);
  const [choice, setChoice] = useState<Visibility>(saved);
  const [messages, setMessages] = useState<FormMessages>({});
  const [pending, setPending] = useState(false);
  const dirty = choice !== kept;

  /** Saves the choice; `quiet` when a page's one Save runs it (the page says 'saved' once). */
  const persist = async (visibility: Visibility, quiet: boolean): Promise<boolean> => {
    setPending(true);
    try {
      const answer = await save.mutateAsync(visibility);
      setKept(answer);
      setChoice(answer);
      setMessages({});
      if (!quiet) toast.success(USER_MESSAGES.visibilitySaved);
      return true;
    } catch (error) {
      setMessages(apiFieldMessages(error, ['visibility']) ?? { form: generalError(error, USER_MESSAGES.visibilityFailed) });
      toast.error(USER_MESSAGES.visibilityFailed);
      return false;
    } finally {
      setPending(false);
    }
  };
  useBindSectionSave(bindSave, dirty, () => persist(choice, true));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void persist(choice, false);
      }}
      className="mt-4 space-y-4"
    >
      <fieldset className="space-y-3" aria-describedby={messages.visibility ? 'visibility-error' : undefined}>
        <legend className="sr-only">Who can see you</legend>
        {VISIBILITIES.map((option) => (
          <div key={option} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-brand-700">
            <input
              id={`visibility-${option}`}
              type="radio"
              name="visibility"
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              aria-describedby={`visibility-${option}-explained`}
            />
            <div>
              <label htmlFor={`visibility-${option}`} className="block font-medium text-slate-900">
                {VISIBILITY_LABELS[option]}
              </label>
              <p id={`visibility-${option}-explained`} className="text-slate-600">
                {VISIBILITY_EXPLANATIONS[option]}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {messages.visibility && (
        <p id="visibility-error" className="text-sm font-medium text-danger-700">
          {messages.visibility}
        </p>
      )}
      <FormAlert>{messages.form}</FormAlert>
      <Button type="submit" disabled={!dirty} isPending={pending} pendingText="Saving…">
        Save who can see you
      </Button>
    </form>
  );
}

function VisibilityCard({ userId, bindSave }: { userId: number; bindSave?: BindSectionSave }) {
  const visibility = useVisibility(userId);
  return (
    <QueryCard
      title="Who can see you"
      description="Whether organisations find you when they look for candidates for their jobs."
      query={visibility}
      skeleton="h-14 w-full"
      skeletonRows={3}
      failure="We could not load who can see you."
    >
      {(saved) => <VisibilityEditor userId={userId} saved={saved} bindSave={bindSave} />}
    </QueryCard>
  );
}

/**
 * 'Who can see you' (docs/product.md section C13): a candidate chooses which organisations find them in their
 * rankings. Shown on /settings and in the profile editor; nothing for organisation accounts.
 */
export function VisibilitySection({ bindSave }: { bindSave?: BindSectionSave }) {
  const user = useUser();
  if (user.data?.role !== 'candidate') return null;
  return <VisibilityCard userId={user.data.id} bindSave={bindSave} />;
}
