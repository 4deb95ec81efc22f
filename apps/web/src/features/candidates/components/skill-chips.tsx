import type { MatchedSkill } from '../lib/read-matches';

/** Skills the candidate has (with their level out of 10), and the ones the job asks for that they lack. */
export function SkillChips({ matched, missing, limit }: { matched: readonly MatchedSkill[]; missing: readonly string[]; limit?: number }) {
  const shownMatched = limit === undefined ? matched : matched.slice(0, limit);
  const shownMissing = limit === undefined ? missing : missing.slice(0, limit);
  return (
    <div className="space-y-2 text-sm">
      {shownMatched.length > 0 && (
        <div>
          <p className="text-xs font-medium text-slate-700">Skills matched</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {shownMatched.map((skill) => (
              <li key={skill.name} className="rounded-full bg-green-50 px-2.5 py-0.5 text-green-900 ring-1 ring-green-200 ring-inset">
                {skill.name}
                {skill.level !== null && <span className="text-green-800"> · {skill.level}/10</span>}
                {skill.related && <span className="text-green-800"> (related)</span>}
              </li>
            ))}
            {matched.length > shownMatched.length && <li className="px-1 text-slate-600">+{matched.length - shownMatched.length} more</li>}
          </ul>
        </div>
      )}
      {shownMissing.length > 0 && (
        <div>
          <p className="text-xs font-medium text-slate-700">Skills missing</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {shownMissing.map((name) => (
              <li key={name} className="rounded-full bg-red-50 px-2.5 py-0.5 text-red-900 ring-1 ring-red-200 ring-inset">
                {name}
              </li>
            ))}
            {missing.length > shownMissing.length && <li className="px-1 text-slate-600">+{missing.length - shownMissing.length} more</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
