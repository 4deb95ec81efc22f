import {
  SAVED_SEARCH_ALERT_LABELS,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  UI_MESSAGES,
  type SavedSearchAlert,
  type SavedSearchAnswer,
} from '@tandem/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CardList, QueryCard } from '../../../components/ui/query-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../conversations';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { describeQuery, searchHref } from '../lib/describe';
import { usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';
import { focusFirstMessage, issueMessages } from '../../../lib/plain-form';

const ALERT_OPTIONS = SAVED_SEARCH_ALERTS.map((value) => ({ value, label: SAVED_SEARCH_ALERT_LABELS[value] }));
// The rename is one field checked on submit: a plain form with the contract's rule loaded when the page is idle,
// rather than zod and react-hook-form on /settings' first load.
const renameRules = deferredSchema(lazyModule(() => import('../lib/rename-validation')), (loaded) => loaded.RenameInput);

function RenameSearch({ search, onDone }: { search: SavedSearchAnswer; onDone: () => void }) {
  const update = useUpdateSavedSearch();
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  usePreloadWhenIdle(renameRules);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const show = (text: string) => {
      setMessage(text);
      focusFirstMessage(form, { name: text });
    };
    setPending(true);
    try {
      const parsed = await renameRules.safeParse({ name: String(new FormData(form).get('name') ?? '') });
      if (!parsed) return show(UI_MESSAGES.common.rulesNotLoaded);
      if (!parsed.success) return show(issueMessages(parsed.error.issues).name ?? UI_MESSAGES.common.errorOccurred);
      try {
        await update.mutateAsync({ id: search.id, patch: { name: parsed.data.name } });
        onDone();
      } catch (error) {
        show(errorMessage(error, 'name'));
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onChange={() => setMessage(undefined)} className="flex flex-wrap items-end gap-2">
      <Field label={`New name for ${search.name}`} error={message} className="min-w-0 flex-1">
        {(control) => <Input {...control} name="name" defaultValue={search.name} maxLength={SAVED_SEARCH_NAME_MAX} />}
      </Field>
      <Button type="submit" size="sm" isPending={pending} pendingText="Saving…">
        Save name
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

function SavedSearchItem({ search, onDelete }: { search: SavedSearchAnswer; onDelete: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateSavedSearch();
  const toast = useToast();
  const changeAlert = (alert: SavedSearchAlert) =>
    update.mutate(
      { id: search.id, patch: { alert } },
      { onSuccess: () => toast.success(`Alerts for ${search.name}: ${SAVED_SEARCH_ALERT_LABELS[alert].toLowerCase()}.`), onError: (error) => toast.error(errorMessage(error, 'alert')) },
    );
  return (
    <li className="space-y-3 py-3">
      {renaming ? (
        <RenameSearch search={search} onDone={() => setRenaming(false)} />
      ) : (
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{search.name}</p>
          <p className="text-sm break-words text-slate-600">{describeQuery(search.query)}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <span className="sr-only">Alerts for {search.name}</span>
          <span aria-hidden="true">Alerts</span>
          <Select value={search.alert} options={ALERT_OPTIONS} disabled={update.isPending} onChange={(event) => changeAlert(event.target.value as SavedSearchAlert)} />
        </label>
        <Link to={searchHref(search.query)} aria-label={`Apply ${search.name}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Apply
        </Link>
        {!renaming && (
          <Button variant="outline" size="sm" aria-label={`Rename ${search.name}`} onClick={() => setRenaming(true)}>
            Rename
          </Button>
        )}
        <Button variant="outline" size="sm" aria-label={`Delete ${search.name}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

const NO_SEARCHES = (
  <>
    No saved searches yet. Search on <Link className="font-medium text-brand-700 underline" to="/yourmatches">Your Job Matches</Link> and choose Save this search.
  </>
);

/**
 * The candidate's saved searches (docs/product.md section C12): each with its alert, applied to /yourmatches in
 * one click, renamed, or deleted after a question.
 */
export function SavedSearchesSection() {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const toast = useToast();
  const [deleting, setDeleting] = useState<SavedSearchAnswer | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(SAVED_SEARCH_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <>
      <QueryCard
        id="saved-searches"
        title="Saved searches"
        description="New jobs that fit a search and match you at 50% or more are sent to you as its alert says."
        query={searches}
        failure="We could not load your saved searches."
      >
        {(page, titleId) => (
          <CardList items={page.results} labelledBy={titleId} empty={NO_SEARCHES}>
            {(search) => <SavedSearchItem key={search.id} search={search} onDelete={() => setDeleting(search)} />}
          </CardList>
        )}
      </QueryCard>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this saved search?"
        description={deleting ? `${deleting.name}: its alerts stop.` : ''}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </>
  );
}
