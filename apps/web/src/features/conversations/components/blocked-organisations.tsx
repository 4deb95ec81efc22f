import type { BlockAnswer } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { CardList, QueryCard } from '../../../components/ui/query-card';
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
      title="Blocked organisations"
      description="They cannot message you or invite you to apply, and your conversations with them are hidden."
      query={blocks}
      failure="We could not load the organisations you blocked."
    >
      {(page, titleId) => (
        <CardList items={page.results} labelledBy={titleId} empty="You have not blocked any organisation.">
          {(block) => (
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
          )}
        </CardList>
      )}
    </QueryCard>
  );
}
