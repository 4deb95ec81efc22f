import type { BlockAnswer } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/dates';
import { useBlocks, useUnblockOrganisation } from '../api/blocks';
import { errorMessage } from '../lib/error-message';

/** /settings for candidates: the organisations they blocked, each with Unblock (nothing is lost, so no question). */
export function BlockedOrganisations() {
  const blocks = useBlocks();
  const unblock = useUnblockOrganisation();
  const toast = useToast();
  const onUnblock = (block: BlockAnswer) =>
    unblock.mutate(block.company.id, {
      onSuccess: () => toast.success(`${block.company.name} is unblocked: your conversations with it are back in Messages.`),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Card aria-labelledby="blocked-title">
      <CardTitle id="blocked-title">Blocked organisations</CardTitle>
      <p className="mt-1 text-sm text-slate-600">They cannot message you or invite you to apply, and your conversations with them are hidden.</p>
      {blocks.isPending && (
        <div className="mt-4 space-y-3" aria-label="Loading blocked organisations" role="status">
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {blocks.isError && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-danger-700">
          We could not load the organisations you blocked.
          <Button variant="outline" size="sm" onClick={() => void blocks.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {blocks.data &&
        (blocks.data.results.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">You have not blocked any organisation.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200" aria-labelledby="blocked-title">
            {blocks.data.results.map((block) => (
              <li key={block.company.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{block.company.name}</p>
                  <p className="text-sm text-slate-600">Blocked {formatDate(block.created_at)}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Unblock ${block.company.name}`}
                  isPending={unblock.isPending && unblock.variables === block.company.id}
                  onClick={() => onUnblock(block)}
                >
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}
