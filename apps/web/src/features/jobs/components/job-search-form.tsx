import { JOB_TYPE_LABELS, JOB_TYPES } from '@tandem/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { JOB_SEARCH_RULES, trimSearch } from '../lib/job-search-schema';
import type { JobSearchValues } from '../lib/job-search-schema';

const TYPE_OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));

interface JobSearchFormProps {
  defaultValues: JobSearchValues;
  onSearch: (values: JobSearchValues) => void;
  /** The submit button's words. */
  submitLabel?: string;
  className?: string;
}

/** Keyword, location, job type and remote only: the search that feeds /yourmatches. */
export function JobSearchForm({
  defaultValues,
  onSearch,
  submitLabel = 'Search jobs',
  className,
}: JobSearchFormProps) {
  const remoteId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<JobSearchValues>({ defaultValues });

  return (
    <form
      role="search"
      aria-label="Job search"
      noValidate
      onSubmit={handleSubmit((values) => onSearch(trimSearch(values)))}
      className={cn(
        'grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.4fr_1.2fr_auto_auto] lg:items-end',
        className,
      )}
    >
      <Field label="Keyword" error={errors.search?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('search', JOB_SEARCH_RULES.search)}
            type="search"
            placeholder="Job title, skill or company"
          />
        )}
      </Field>
      <Field label="Location" error={errors.location?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('location', JOB_SEARCH_RULES.location)}
            placeholder="City, e.g. Manchester"
            autoComplete="address-level2"
          />
        )}
      </Field>
      <Field label="Job type">
        {(control) => (
          <Select {...control} {...register('jobType')} placeholder="Any type" options={TYPE_OPTIONS} />
        )}
      </Field>
      <div className="flex h-10 items-center gap-2">
        <input
          id={remoteId}
          type="checkbox"
          className="size-4 rounded border-slate-400 accent-brand-700"
          {...register('remote')}
        />
        <label htmlFor={remoteId} className="text-sm font-medium whitespace-nowrap text-slate-800">
          Remote only
        </label>
      </div>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
