import { TEAM_MESSAGES } from '@tandem/contract';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Asked before a second company of a name already on Tandem (docs/product.md section C18): a colleague's organisation is
 * joined by its owner's invitation, not made twice. Focus moves to the question so a screen reader hears it.
 */
export function DuplicateNameQuestion({ name, isPending, onAddAnyway, onBack }: { name: string; isPending: boolean; onAddAnyway: () => Promise<void>; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby="duplicate-title" aria-describedby="duplicate-text" className="space-y-4">
      <h2 id="duplicate-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        {name} is already on Tandem
      </h2>
      <p id="duplicate-text" className="text-slate-800">
        {TEAM_MESSAGES.duplicateName}
      </p>
      <p className="text-sm text-slate-600">Once they invite you, open the link in their e-mail to join. If this is a different organisation with the same name, add yours.</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" isPending={isPending} pendingText="Adding…" onClick={() => void onAddAnyway()}>
          No, add my organisation
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Change the name
        </Button>
      </div>
    </div>
  );
}
