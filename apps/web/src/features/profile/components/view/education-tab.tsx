import { formatDate } from '../../../../lib/dates';
import { useEducations } from '../../api/get-educations';
import { TabState } from './tab-state';

export function EducationTab({ applicationId }: { applicationId: number }) {
  const educations = useEducations(applicationId);
  return (
    <TabState
      query={educations}
      loadingLabel="Loading your education"
      emptyText="No education added yet."
      addLabel="Add education"
    >
      {(items) => (
        <ul className="space-y-4">
          {items.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="text-base font-semibold text-slate-900">
                {entry.institution || 'Institution not given'}
              </h3>
              <p className="text-slate-800">
                {[entry.degree, entry.field_of_study].filter(Boolean).join(', ')}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {formatDate(entry.start_date) || 'Start not given'} –{' '}
                {formatDate(entry.end_date) || 'Present'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </TabState>
  );
}
