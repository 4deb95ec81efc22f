import { zodResolver } from '@hookform/resolvers/zod';
import {
  SAVED_SEARCH_ALERT_LABELS,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  SaveSearchForm,
} from '@tandem/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { DeferredStart } from '../../../components/ui/deferred-trigger';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { showServerErrors, generalError } from '../../account';
import { useSaveSearch } from '../api/saved-searches';
import { describeQuery } from '../lib/describe';
import type { SearchFilters } from './save-search-button';

const ALERT_OPTIONS = SAVED_SEARCH_ALERTS.map((value) => ({ value, label: SAVED_SEARCH_ALERT_LABELS[value] }));

/** A name for the search from its filters: 'python in London', 'Jobs in Leeds', 'My search'. */
const suggestedName = ({ search, location }: SearchFilters) =>
  (search && location ? `${search} in ${location}` : search || (location ? `Jobs in ${location}` : 'My search')).slice(0, SAVED_SEARCH_NAME_MAX);

function SaveSearchFormBody({ filters, onDone }: { filters: SearchFilters; onDone: () => void }) {
  const save = useSaveSearch();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SaveSearchForm>({
    resolver: zodResolver(SaveSearchForm),
    defaultValues: { name: suggestedName(filters), alert: 'instant', salary_min: '' },
  });
  const query = {
    search: filters.search,
    location: filters.location,
    job_type: filters.jobType || null,
    remote: filters.remote,
  };

  const onSubmit = async (values: SaveSearchForm) => {
    try {
      await save.mutateAsync({ name: values.name, alert: values.alert, query: { ...query, salary_min: values.salary_min === '' ? null : Number(values.salary_min) } });
      toast.success(SAVED_SEARCH_MESSAGES.saved);
      onDone();
    } catch (error) {
      if (!showServerErrors(error, ['name', 'alert'], setError)) setError('root.server', { message: generalError(error, 'We could not save this search. Please try again.') });
    }
  };

  return (
    <form noValidate id="save-search-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">Search: </span>
        {describeQuery({ ...query, salary_min: null })}
      </p>
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Field label="Name" error={errors.name?.message} required>
        {(control) => <Input {...control} maxLength={SAVED_SEARCH_NAME_MAX} {...register('name')} />}
      </Field>
      <Field label="Lowest salary (optional)" error={errors.salary_min?.message} hint="Only jobs paying at least this much alert you.">
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...register('salary_min')} />}
      </Field>
      <Field label="Alert me" error={errors.alert?.message}>
        {(control) => <Select {...control} options={ALERT_OPTIONS} {...register('alert')} />}
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting} pendingText="Saving…">
          Save search
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Save this search' and its dialog (loaded after the first screen: save-search-button.tsx stands in until then).
 * Keeps the page's search, place, type and remote, with a name, a lowest salary and how often new jobs that fit
 * (scoring 50 or more for the candidate) are told of.
 */
export function SaveSearchDialog({ filters, start }: { filters: SearchFilters; start: DeferredStart }) {
  const [open, setOpen] = useState(start.open);
  return (
    <>
      {/* The stand-in had focus: keep it on the button that replaced it. */}
      <Button variant="outline" autoFocus={start.focus} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Save this search
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="Save this search" description="We tell you of new jobs that fit it and match you at 50% or more." size="sm">
        {open && <SaveSearchFormBody filters={filters} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
