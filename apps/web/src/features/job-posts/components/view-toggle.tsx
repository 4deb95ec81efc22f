import { cn } from '../../../lib/cn';

export type JobsView = 'table' | 'cards';

const VIEWS: Array<{ value: JobsView; label: string }> = [
  { value: 'table', label: 'Table view' },
  { value: 'cards', label: 'Card view' },
];

/** Two pressed-or-not buttons switching between the table and the cards. */
export function ViewToggle({ view, onChange }: { view: JobsView; onChange: (view: JobsView) => void }) {
  return (
    <div role="group" aria-label="Layout" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {VIEWS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 rounded-md px-3 text-sm font-medium',
            view === option.value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
