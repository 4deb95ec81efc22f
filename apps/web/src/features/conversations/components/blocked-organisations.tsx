import type { BlockAnswer } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { QueryCard } from '../../../components/ui/query-card';
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
    <QueryCard
      titleId="blocked-title"
      title="Blocked organisations"
      description="They cannot message you or invite you to apply, and your conversations with them are hidden."
      query={blocks}
      loadingLabel="Loading blocked organisations"
      skeleton="h-10 w-full"
      failure="We could not load the organisations you blocked."
    >
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
    </QueryCard>
  );
}
