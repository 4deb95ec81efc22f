import { JOB_TYPE_LABELS, JOB_TYPES } from '@tandem/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { checkJobSearch, readJobSearch, trimSearch } from '../lib/job-search-schema';
import type { JobSearchErrors, JobSearchValues } from '../lib/job-search-schema';

const TYPE_OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));

interface JobSearchFormProps {
  defaultValues: JobSearchValues;
  onSearch: (values: JobSearchValues) => void;
  /** The submit button's words. */
  submitLabel?: string;
  className?: string;
}

/**
 * Keyword, location, job type and remote only: the search that feeds /yourmatches. A plain form, not
 * react-hook-form: it is on the first screen of /home and /yourmatches, and the library (about 15 KB gzip) would be
 * on their first loads for two length checks. It behaves as the app's other forms: checked on submit, the first
 * wrong field focused, and checked again as it is typed in once a submit has failed.
 */
export function JobSearchForm({
  defaultValues,
  onSearch,
  submitLabel = 'Search jobs',
  className,
}: JobSearchFormProps) {
  const remoteId = useId();
  const [errors, setErrors] = useState<JobSearchErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readJobSearch(form);
    const found = checkJobSearch(values);
    setSubmitted(true);
    setErrors(found);
    const wrong = (['search', 'location'] as const).find((field) => found[field]);
    if (wrong) {
      form.querySelector<HTMLInputElement>(`[name="${wrong}"]`)?.focus();
      return;
    }
    onSearch(trimSearch(values));
  };

  return (
    <form
      role="search"
      aria-label="Job search"
      noValidate
      onSubmit={submit}
      onChange={(event) => {
        if (submitted) setErrors(checkJobSearch(readJobSearch(event.currentTarget)));
      }}
      className={cn(
        'grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.4fr_1.2fr_auto_auto] lg:items-end',
        className,
      )}
    >
      <Field label="Keyword" error={errors.search}>
        {(control) => (
          <Input
            {...control}
            name="search"
            defaultValue={defaultValues.search}
            type="search"
            placeholder="Job title, skill or company"
          />
        )}
      </Field>
      <Field label="Location" error={errors.location}>
        {(control) => (
          <Input
            {...control}
            name="location"
            defaultValue={defaultValues.location}
            placeholder="City, e.g. Manchester"
            autoComplete="address-level2"
          />
        )}
      </Field>
      <Field label="Job type">
        {(control) => (
          <Select
            {...control}
            name="jobType"
            defaultValue={defaultValues.jobType}
            placeholder="Any type"
            options={TYPE_OPTIONS}
          />
        )}
      </Field>
      <div className="flex h-10 items-center gap-2">
        <input
          id={remoteId}
          name="remote"
          type="checkbox"
          defaultChecked={defaultValues.remote}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={remoteId} className="text-sm font-medium whitespace-nowrap text-slate-800">
          Remote only
        </label>
      </div>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
