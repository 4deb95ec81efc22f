import {
  JOB_TYPE_LABELS,
  JOB_TYPES,
  SENIORITIES,
  UI_MESSAGES,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
  WORK_MODES,
  type JobType,
  type PreferencesAnswer,
} from '@tandem/contract';
import { useState, type FormEvent } from 'react';
import { usePreloadWhenIdle } from '../../../../lib/deferred-resolver';
import { deferredSchema } from '../../../../lib/deferred-schema';
import { lazyModule } from '../../../../lib/lazy-module';
import { useBindSectionSave, type BindSectionSave } from '../../../../lib/section-save';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useToast } from '../../../../components/ui/toast';
import { useSavePreferences } from '../../api/preferences';
import { PROFILE_PREFERENCE_MESSAGES } from '../../lib/messages';
import { serverMessage } from '../../lib/save-errors';

type Errors = Partial<Record<keyof PreferencesAnswer, string>>;

// The contract's rules load with zod when the page is idle (lib/deferred-schema.ts): a save before then waits for them.
const rules = deferredSchema(lazyModule(() => import('../../lib/preferences-validation')), (loaded) => loaded.PreferencesInput);

/**
 * The section's form, started from what was saved (the salary as text, '' for no level). preferences-section.tsx loads
 * it when the page is idle.
 */
export function PreferencesForm({ saved, bindSave }: { saved: PreferencesAnswer; bindSave?: BindSectionSave }) {
  const [types, setTypes] = useState<JobType[]>(saved.job_types);
  const [workMode, setWorkMode] = useState<string>(saved.work_mode);
  const [salary, setSalary] = useState(saved.min_salary === null ? '' : String(saved.min_salary));
  const [seniority, setSeniority] = useState<string>(saved.seniority ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSavePreferences();
  const toast = useToast();
  usePreloadWhenIdle(rules);

  const salaryText = saved.min_salary === null ? '' : String(saved.min_salary);
  const dirty =
    [...types].sort().join() !== [...saved.job_types].sort().join() ||
    workMode !== saved.work_mode ||
    salary.trim() !== salaryText ||
    seniority !== (saved.seniority ?? '');

  /** Saves the section; `quiet` when the page's Save Changes runs it (the page says 'saved' once). */
  const persist = async (quiet: boolean): Promise<boolean> => {
    const parsed = await rules.safeParse({
      job_types: types,
      work_mode: workMode,
      min_salary: salary.trim() === '' ? null : Number(salary),
      seniority: seniority === '' ? null : seniority,
    });
    if (!parsed) {
      // The rules could not be downloaded (offline): nothing was checked or sent.
      toast.error(PROFILE_PREFERENCE_MESSAGES.failed, UI_MESSAGES.common.rulesNotLoaded);
      return false;
    }
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      if (quiet) toast.error(PROFILE_PREFERENCE_MESSAGES.failed);
      return false;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      if (!quiet) toast.success(PROFILE_PREFERENCE_MESSAGES.saved);
      return true;
    } catch (error) {
      toast.error(PROFILE_PREFERENCE_MESSAGES.failed, serverMessage(error));
      return false;
    }
  };
  useBindSectionSave(bindSave, dirty, () => persist(true));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await persist(false);
  };

  const toggle = (type: JobType, on: boolean) =>
    setTypes((current) => (on ? [...current, type] : current.filter((item) => item !== type)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{PROFILE_PREFERENCE_MESSAGES.jobTypes}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {JOB_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={JOB_TYPE_LABELS[type]}
              checked={types.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
          ))}
        </div>
        {errors.job_types && <p className="mt-1 text-sm font-medium text-danger-700">{errors.job_types}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={PROFILE_PREFERENCE_MESSAGES.workMode} error={errors.work_mode}>
          {(control) => (
            <Select
              {...control}
              value={workMode}
              onChange={(event) => setWorkMode(event.target.value)}
              options={WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }))}
            />
          )}
        </Field>
        <Field label={PROFILE_PREFERENCE_MESSAGES.minSalary} hint={PROFILE_PREFERENCE_MESSAGES.minSalaryHint} error={errors.min_salary}>
          {(control) => (
            <Input {...control} inputMode="numeric" value={salary} onChange={(event) => setSalary(event.target.value)} />
          )}
        </Field>
        <Field label={PROFILE_PREFERENCE_MESSAGES.seniority} error={errors.seniority}>
          {(control) => (
            <Select
              {...control}
              value={seniority}
              onChange={(event) => setSeniority(event.target.value)}
              placeholder={PROFILE_PREFERENCE_MESSAGES.anyLevel}
              options={SENIORITIES.map((level) => ({ value: level, label: SENIORITY_LABELS[level] }))}
            />
          )}
        </Field>
      </div>
      <Button type="submit" isPending={save.isPending} pendingText={PROFILE_PREFERENCE_MESSAGES.saving}>
        {PROFILE_PREFERENCE_MESSAGES.save}
      </Button>
    </form>
  );
}
