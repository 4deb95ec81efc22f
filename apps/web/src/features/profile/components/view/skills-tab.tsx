import { useSkills } from '../../api/get-skills';
import { levelOf, scorePercent } from '../../lib/profile-format';
import { TabState } from './tab-state';

/** Skills: a bar for the 0..10 score and 'Level N/5' with N = score / 2 rounded. */
export function SkillsTab({ applicationId }: { applicationId: number }) {
  const skills = useSkills(applicationId);
  return (
    <TabState
      query={skills}
      loadingLabel="Loading your skills"
      emptyText="No skills added yet."
      addLabel="Add skills"
    >
      {(items) => (
        <ul className="grid gap-4 sm:grid-cols-2">
          {items.map((skill) => (
            <li key={skill.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-semibold text-slate-900">{skill.name}</h3>
                <span className="text-sm text-slate-700">Level {levelOf(skill.score)}/5</span>
              </div>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
                <div
                  className="h-full rounded-full bg-brand-600"
                  style={{ width: `${scorePercent(skill.score)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </TabState>
  );
}
