import type { MatchFactor } from '../lib/read-matches';

const percent = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 100);

/** Each factor's part of the score, as a bar with the engine's reason beside it. */
export function FactorBars({ factors }: { factors: readonly MatchFactor[] }) {
  if (factors.length === 0) return null;
  return (
    <ul className="space-y-3">
      {factors.map((factor) => {
        const value = percent(factor.share);
        return (
          <li key={factor.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-900">{factor.label}</span>
              <span className="text-slate-700">
                {`${Math.round(factor.earned)} of ${factor.possible} points`}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
            </div>
            {factor.note && <p className="mt-1 text-xs text-slate-700">{factor.note}</p>}
          </li>
        );
      })}
    </ul>
  );
}
