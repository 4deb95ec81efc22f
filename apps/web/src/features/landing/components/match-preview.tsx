/** A decorative sketch of what a match looks like; the real thing lives behind sign-in. */
export function MatchPreview() {
  const rows = [
    { title: 'Frontend Developer', place: 'Manchester · Remote', score: 92 },
    { title: 'Community Volunteer', place: 'London · Weekly', score: 85 },
    { title: 'Operations Intern', place: 'Edinburgh · On-site', score: 74 },
  ];
  return (
    <div
      aria-hidden="true"
      className="mx-auto w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-5 shadow-xl"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
          AL
        </span>
        <div>
          <p className="font-semibold text-slate-900">Ada L.</p>
          <p className="text-sm text-slate-600">React · TypeScript · Mentoring</p>
        </div>
      </div>
      <ul className="mt-5 space-y-3">
        {rows.map((row) => (
          <li
            key={row.title}
            className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2.5"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{row.title}</p>
              <p className="truncate text-xs text-slate-600">{row.place}</p>
            </div>
            <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-800">
              {row.score}% match
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
