import type { ImportDraft, ImportedEducation, ImportedExperience, ImportedSkill } from '@tandem/contract';
import { IMPORT_MESSAGES } from '@tandem/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { Input } from '../../../../components/ui/input';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { useAddSkill } from '../../api/add-skill';
import { useImportProfile } from '../../api/import-profile';
import { useSkills } from '../../api/get-skills';
import { displayAddress, joinAddress } from '../../lib/address';
import { addressFromImport, mergeEducations, mergeExperiences } from '../../lib/apply-import';
import type { EditProfileForm } from '../../lib/edit-profile-values';
import { FormSection } from './form-section';

interface Kept<T> {
  keep: boolean;
  value: T;
}

interface Review {
  source: ImportDraft['source'];
  personal: Kept<{ name: string; title: string; phone_number: string; address: string; linkedin: string; github: string; portfolio: string }>;
  education: Kept<ImportedEducation>[];
  experience: Kept<ImportedExperience>[];
  skills: Kept<ImportedSkill>[];
  notImported: string[];
}

const SOURCE_NAMES: Record<ImportDraft['source'], string> = { pdf: 'PDF résumé', docx: 'Word résumé', 'json-resume': 'JSON Resume', linkedin: 'LinkedIn export' };
const keep = <T,>(value: T): Kept<T> => ({ keep: true, value });
const period = (start: string | null | undefined, end: string | null | undefined) =>
  start || end ? ` (${start || '?'} – ${end || 'present'})` : '';

function toReview(draft: ImportDraft): Review {
  return {
    source: draft.source,
    personal: keep({ ...draft.personal, ...draft.links }),
    education: draft.education.map(keep),
    experience: draft.experience.map(keep),
    skills: draft.skills.map(keep),
    notImported: draft.not_imported,
  };
}

/** One labelled text box of the review. */
function ReviewInput({ label, value, onChange, disabled }: { label: string; value: string; onChange: (value: string) => void; disabled: boolean }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <Input id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** A card of the review: what the file says, editable, beside what the profile holds now. */
function ReviewItem({ legend, keepLabel, kept, onKeep, onProfile, children }: { legend: string; keepLabel: string; kept: boolean; onKeep: (keep: boolean) => void; onProfile: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <CheckboxField label={keepLabel} checked={kept} onChange={(event) => onKeep(event.target.checked)} />
          <div className="grid gap-3 sm:grid-cols-2">{children}</div>
        </div>
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium text-slate-800">On your profile now</p>
          <p className="mt-1 whitespace-pre-line">{onProfile}</p>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * 'Import from a résumé or LinkedIn' on /editprofile: the file is read into a draft (nothing saved); every item is
 * shown beside what the profile holds, kept, edited or dropped one by one; the kept ones go into the form (and
 * skills through the ordinary skill call), and Save Changes saves them as any edit. `offered` opens it focused
 * (right after signing up).
 */
export function ImportSection({ applicationId, offered }: { applicationId: number; offered: boolean }) {
  const form = useFormContext<EditProfileForm>();
  const importing = useImportProfile();
  const skillsOnProfile = useSkills(applicationId);
  const addSkill = useAddSkill(applicationId);
  const toast = useToast();
  const [review, setReview] = useState<Review | null>(null);
  const [error, setError] = useState('');
  const [applying, setApplying] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  const errorId = useId();
  const sectionRef = useRef<HTMLDivElement>(null);
  const reviewHeadingRef = useRef<HTMLHeadingElement>(null);
  // Set when a file has just been read: the review's heading takes the focus once then, and not again on each
  // edit of the review (which would pull the focus out of the field being typed in, and scroll away from it).
  const focusReview = useRef(false);

  useEffect(() => {
    if (offered) sectionRef.current?.querySelector('input')?.focus();
  }, [offered]);
  useEffect(() => {
    if (!review || !focusReview.current) return;
    focusReview.current = false;
    reviewHeadingRef.current?.focus();
  }, [review]);

  const read = async () => {
    setError('');
    if (!file) {
      setError(IMPORT_MESSAGES.noFile);
      return;
    }
    try {
      const draft = await importing.mutateAsync(file);
      focusReview.current = true;
      setReview(toReview(draft));
    } catch (caught) {
      if (isApiError(caught)) setError(caught.detail ?? caught.fieldErrors['file']?.[0] ?? IMPORT_MESSAGES.unreadable);
      else setError('The file could not be sent. Check your connection and try again.');
    }
  };

  const current = form.getValues();
  const mySkills = new Set((skillsOnProfile.data ?? []).map((skill) => skill.name.toLowerCase()));
  const update = (change: (review: Review) => Review) => setReview((previous) => (previous ? change(previous) : previous));

  const apply = async () => {
    if (!review) return;
    const experiences = mergeExperiences(current.experiences, review.experience.filter((item) => item.keep).map((item) => item.value));
    const educations = mergeEducations(current.educations, review.education.filter((item) => item.keep).map((item) => item.value));
    if (!experiences.ok || !educations.ok) {
      setError([experiences, educations].flatMap((result) => (result.ok ? [] : [`${result.message}: drop some from the import, or remove entries from your profile first.`])).join(' '));
      return;
    }
    setApplying(true);
    try {
      const values = form.getValues();
      const personal = { ...values.personal };
      if (review.personal.keep) {
        const { address, ...fields } = review.personal.value;
        for (const [field, value] of Object.entries(fields) as [keyof typeof fields, string][]) if (value.trim() !== '') personal[field] = value;
        // The address replaces the form's street, city and zip as a whole (parts of two addresses would make a
        // third); the country and state only when the file names them.
        if (address.trim() !== '') {
          const parts = addressFromImport(address);
          Object.assign(personal, { street: parts.street, city: parts.city, zip: parts.zip });
          if (parts.country) Object.assign(personal, { country: parts.country, state: parts.state });
        }
      }
      // The saved profile stays the form's starting point, so the imported items count as unsaved edits (the
      // leave-warning and Save Changes see them).
      form.reset({ ...values, personal, experiences: experiences.entries, educations: educations.entries }, { keepDefaultValues: true });
      const failed: string[] = [];
      for (const item of review.skills) {
        if (!item.keep || mySkills.has(item.value.name.toLowerCase())) continue;
        try {
          await addSkill.mutateAsync({ name: item.value.name, score: item.value.score });
        } catch {
          failed.push(item.value.name);
        }
      }
      setReview(null);
      setFile(null);
      toast.success(failed.length === 0 ? 'Imported: your kept skills are saved; check the form below and press Save Changes.' : `Imported, but these skills could not be added: ${failed.join(', ')}.`);
    } finally {
      setApplying(false);
    }
  };

  const describeExperience = (item: ImportedExperience) => {
    const match = current.experiences.find((entry) => entry.company.trim().toLowerCase() === item.company.trim().toLowerCase() && entry.company.trim() !== '');
    return match ? `${match.duration || 'Untitled'} at ${match.company}${period(match.start_date, match.end_date)}: this will update it.` : 'Not on your profile yet: this will be added.';
  };
  const describeEducation = (item: ImportedEducation) => {
    const match = current.educations.find((entry) => entry.institution.trim().toLowerCase() === item.institution.trim().toLowerCase() && entry.institution.trim() !== '');
    return match ? `${match.degree} ${match.field_of_study} at ${match.institution}: this will update it.` : 'Not on your profile yet: this will be added.';
  };

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
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
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
        {review && (
          <div className="mt-6 space-y-4">
            <h3 ref={reviewHeadingRef} tabIndex={-1} className="text-base font-semibold text-slate-900">
              Review what we read from your {SOURCE_NAMES[review.source]}
            </h3>
            <ReviewItem
              legend="About you"
              keepLabel="Keep these details"
              kept={review.personal.keep}
              onKeep={(value) => update((r) => ({ ...r, personal: { ...r.personal, keep: value } }))}
              onProfile={
                [current.personal.name, current.personal.title, current.personal.phone_number, displayAddress([joinAddress(current.personal), current.personal.country].join(', ')), current.personal.linkedin]
                  .filter(Boolean)
                  .join('\n') || 'Nothing yet'
              }
            >
              {(['name', 'title', 'phone_number', 'address', 'linkedin', 'github', 'portfolio'] as const).map((field) => (
                <ReviewInput
                  key={field}
                  label={{ name: 'Name', title: 'Title', phone_number: 'Phone number', address: 'Address', linkedin: 'LinkedIn', github: 'GitHub', portfolio: 'Portfolio' }[field]}
                  value={review.personal.value[field]}
                  disabled={!review.personal.keep}
                  onChange={(value) => update((r) => ({ ...r, personal: { ...r.personal, value: { ...r.personal.value, [field]: value } } }))}
                />
              ))}
            </ReviewItem>
            {review.experience.map((item, index) => (
              <ReviewItem
                key={`experience-${index}`}
                legend={`Experience from the file: ${item.value.duration || 'Untitled'}${item.value.company ? ` at ${item.value.company}` : ''}`}
                keepLabel="Keep this experience"
                kept={item.keep}
                onKeep={(value) => update((r) => ({ ...r, experience: r.experience.map((entry, i) => (i === index ? { ...entry, keep: value } : entry)) }))}
                onProfile={describeExperience(item.value)}
              >
                {(['duration', 'company', 'city', 'country', 'start_date', 'end_date'] as const).map((field) => (
                  <ReviewInput
                    key={field}
                    label={{ duration: 'Job title', company: 'Company', city: 'City', country: 'Country', start_date: 'Start date (YYYY-MM-DD)', end_date: 'End date (empty for present)' }[field]}
                    value={item.value[field] ?? ''}
                    disabled={!item.keep}
                    onChange={(value) =>
                      update((r) => ({ ...r, experience: r.experience.map((entry, i) => (i === index ? { ...entry, value: { ...entry.value, [field]: field.endsWith('_date') && value === '' ? null : value } } : entry)) }))
                    }
                  />
                ))}
              </ReviewItem>
            ))}
            {review.education.map((item, index) => (
              <ReviewItem
                key={`education-${index}`}
                legend={`Education from the file: ${[item.value.degree, item.value.field_of_study].filter(Boolean).join(' ') || 'Untitled'}${item.value.institution ? ` at ${item.value.institution}` : ''}`}
                keepLabel="Keep this education"
                kept={item.keep}
                onKeep={(value) => update((r) => ({ ...r, education: r.education.map((entry, i) => (i === index ? { ...entry, keep: value } : entry)) }))}
                onProfile={describeEducation(item.value)}
              >
                {(['institution', 'degree', 'field_of_study', 'start_date', 'end_date'] as const).map((field) => (
                  <ReviewInput
                    key={field}
                    label={{ institution: 'Institution', degree: 'Degree', field_of_study: 'Field of study', start_date: 'Start date (YYYY-MM-DD)', end_date: 'End date (YYYY-MM-DD)' }[field]}
                    value={item.value[field] ?? ''}
                    disabled={!item.keep}
                    onChange={(value) =>
                      update((r) => ({ ...r, education: r.education.map((entry, i) => (i === index ? { ...entry, value: { ...entry.value, [field]: field.endsWith('_date') && value === '' ? null : value } } : entry)) }))
                    }
                  />
                ))}
              </ReviewItem>
            ))}
            {review.skills.length > 0 && (
              <fieldset className="rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">Skills from the file</legend>
                <ul className="space-y-2">
                  {review.skills.map((item, index) => {
                    const already = mySkills.has(item.value.name.toLowerCase());
                    return (
                      <li key={item.value.name}>
                        <CheckboxField
                          label={`Keep ${item.value.name} (proficiency ${item.value.score} of 10)`}
                          hint={already ? 'Already on your profile.' : `Found in: “${item.value.evidence}”`}
                          checked={item.keep && !already}
                          disabled={already}
                          onChange={(event) => update((r) => ({ ...r, skills: r.skills.map((entry, i) => (i === index ? { ...entry, keep: event.target.checked } : entry)) }))}
                        />
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            )}
            {review.notImported.length > 0 && (
              <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800">
                <p className="font-semibold">Not imported</p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {review.notImported.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className="flex flex-wrap gap-3">
              <Button isPending={applying} pendingText="Adding…" onClick={() => void apply()}>
                Use the kept items
              </Button>
              <Button variant="secondary" onClick={() => setReview(null)}>
                Discard the import
              </Button>
            </div>
          </div>
        )}
      </FormSection>
    </div>
  );
}
