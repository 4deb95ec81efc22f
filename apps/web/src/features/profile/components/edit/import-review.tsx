import type { ImportDraft, ImportedEducation, ImportedExperience, ImportedSkill } from '@tandem/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { Input } from '../../../../components/ui/input';
import { useToast } from '../../../../components/ui/toast';
import { useAddSkill } from '../../api/add-skill';
import { useSkills } from '../../api/get-skills';
import { displayAddress, joinAddress } from '../../lib/address';
import { addressFromImport, mergeEducations, mergeExperiences } from '../../lib/apply-import';
import type { EditProfileForm } from '../../lib/edit-profile-values';

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

interface ImportReviewProps {
  applicationId: number;
  /** The draft the file was read into; the review starts from it (keyed by each read). */
  draft: ImportDraft;
  /** Shows a message under the file input (kept items over the limits). */
  onError: (message: string) => void;
  /** Discard the import: the review goes, the chosen file stays. */
  onDiscard: () => void;
  /** The kept items are in the form: the review and the chosen file go. */
  onApplied: () => void;
}

/**
 * The import's review (import-section.tsx loads it when the page is idle or a file is chosen): every item beside what
 * the profile holds, kept, edited or dropped one by one; the kept ones go into the form (skills through the ordinary
 * skill call). Its heading takes the focus when it appears, once per file read.
 */
export function ImportReview({ applicationId, draft, onError, onDiscard, onApplied }: ImportReviewProps) {
  const form = useFormContext<EditProfileForm>();
  const skillsOnProfile = useSkills(applicationId);
  const addSkill = useAddSkill(applicationId);
  const toast = useToast();
  const [review, setReview] = useState<Review>(() => toReview(draft));
  const [applying, setApplying] = useState(false);
  const reviewHeadingRef = useRef<HTMLHeadingElement>(null);

  // Once, when the file has been read: not again on each edit of the review (which would pull the focus out of the
  // field being typed in, and scroll away from it).
  useEffect(() => {
    reviewHeadingRef.current?.focus();
  }, []);

  const current = form.getValues();
  const mySkills = new Set((skillsOnProfile.data ?? []).map((skill) => skill.name.toLowerCase()));
  const update = (change: (review: Review) => Review) => setReview(change);

  const apply = async () => {
    const experiences = mergeExperiences(current.experiences, review.experience.filter((item) => item.keep).map((item) => item.value));
    const educations = mergeEducations(current.educations, review.education.filter((item) => item.keep).map((item) => item.value));
    if (!experiences.ok || !educations.ok) {
      onError([experiences, educations].flatMap((result) => (result.ok ? [] : [`${result.message}: drop some from the import, or remove entries from your profile first.`])).join(' '));
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
      onApplied();
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
        <Button variant="secondary" onClick={onDiscard}>
          Discard the import
        </Button>
      </div>
    </div>
  );
}
