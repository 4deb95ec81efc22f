import type { ExperienceAnswer } from '@tandem/contract';
import { formatDate } from '../../../../lib/dates';
import { useExperiences } from '../../api/get-experiences';
import { jobTitleOf } from '../../lib/profile-format';
import { TabState } from './tab-state';

const placeOf = (entry: ExperienceAnswer) =>
  [[entry.city, entry.state, entry.country].filter(Boolean).join(', '), entry.is_remote ? 'Remote' : '']
    .filter(Boolean)
    .join(' · ');

/** Work Experience: the title before ' at ', the company, the dates (an empty end is Present), what they did. */
export function ExperienceTab({ applicationId }: { applicationId: number }) {
  const experiences = useExperiences(applicationId);
  return (
    <TabState
      query={experiences}
      loadingLabel="Loading your work experience"
      emptyText="No work experience added yet."
      addLabel="Add work experience"
    >
      {(items) => (
        <ul className="space-y-4">
          {items.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="text-base font-semibold text-slate-900">
                {jobTitleOf(entry.duration) || 'Untitled role'}
              </h3>
              {entry.company && <p className="text-slate-800">{entry.company}</p>}
              <p className="mt-1 text-sm text-slate-700">
                {formatDate(entry.start_date) || 'Start not given'} –{' '}
                {formatDate(entry.end_date) || 'Present'}
                {placeOf(entry) && <span> · {placeOf(entry)}</span>}
              </p>
              {entry.responsibilities && (
                <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{entry.responsibilities}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </TabState>
  );
}
