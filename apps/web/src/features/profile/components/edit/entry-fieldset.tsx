import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

interface EntryFieldsetProps {
  legend: string;
  /** Absent for the first entry, which cannot be removed (docs/product.md section 5). */
  onRemove?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * One education or experience entry: a fieldset named by its legend (the legend must be the fieldset's first
 * child for that; floated, it sits inside the border), with Remove on later entries.
 */
export function EntryFieldset({ legend, onRemove, children }: EntryFieldsetProps) {
  return (
    <fieldset className="relative min-w-0 rounded-lg border border-slate-200 p-4">
      <legend className="float-left mb-3 w-full pr-24 text-base font-semibold text-slate-900">
        {legend}
      </legend>
      {onRemove && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          className="absolute top-3 right-3 text-danger-700 hover:bg-red-50"
        >
          Remove<span className="sr-only"> {legend.toLowerCase()}</span>
        </Button>
      )}
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
