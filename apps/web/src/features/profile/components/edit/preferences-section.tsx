import {
  JOB_TYPE_LABELS,
  JOB_TYPES,
  PreferencesInput,
  SENIORITIES,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
  WORK_MODES,
  type JobType,
  type PreferencesAnswer,
} from '@tandem/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { usePreferences, useSavePreferences } from '../../api/preferences';
import { PROFILE_PREFERENCE_MESSAGES } from '../../lib/messages';
import { serverMessage } from '../../lib/save-errors';
import { FormSection } from './form-section';

type Errors = Partial<Record<keyof PreferencesAnswer, string>>;

/** The section's form, started from what was saved (the salary as text, '' for no level). */
function PreferencesForm({ saved }: { saved: PreferencesAnswer }) {
  const [types, setTypes] = useState<JobType[]>(saved.job_types);
  const [workMode, setWorkMode] = useState<string>(saved.work_mode);
  const [salary, setSalary] = useState(saved.min_salary === null ? '' : String(saved.min_salary));
  const [seniority, setSeniority] = useState<string>(saved.seniority ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSavePreferences();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PreferencesInput.safeParse({
      job_types: types,
      work_mode: workMode,
      min_salary: salary.trim() === '' ? null : Number(salary),
      seniority: seniority === '' ? null : seniority,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast.success(PROFILE_PREFERENCE_MESSAGES.saved);
    } catch (error) {
      toast.error(PROFILE_PREFERENCE_MESSAGES.failed, serverMessage(error));
    }
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

/** What the candidate looks for: saved on its own (not part of Save Changes); the score honours it. */
export function PreferencesSection() {
  const preferences = usePreferences();
  return (
    <FormSection title={PROFILE_PREFERENCE_MESSAGES.title} description={PROFILE_PREFERENCE_MESSAGES.description}>
      {preferences.isPending ? (
        <Spinner label={PROFILE_PREFERENCE_MESSAGES.loading} />
      ) : preferences.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {PROFILE_PREFERENCE_MESSAGES.loadFailed}
        </p>
      ) : (
        <PreferencesForm saved={preferences.data} />
      )}
    </FormSection>
  );
}
