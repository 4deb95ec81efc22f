import type { VolunteerOpportunityAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { useToast } from '../../../components/ui/toast';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { OPPORTUNITIES_PAGE_SIZE, useDeleteOpportunity, useOwnOpportunities } from '../api/opportunities';
import { DASHBOARD_MESSAGES } from '../lib/messages';
import { ListStates } from './list-states';
import { OpportunityList } from './opportunity-list';

// The form dialog (react-hook-form, zod and the contract's rules) loads when the page is idle or when New or Edit is
// pressed; pressed before the code arrives, it opens on arrival. The buttons are the same elements throughout.
const opportunityFormDialog = lazyModule(() => import('./opportunity-form-dialog'));

/** The organisation's own volunteer roles: create, edit, delete. */
export function ManageOpportunities() {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<VolunteerOpportunityAnswer | 'new' | null>(null);
  const [dialog, requestDialog] = useLazyModule(opportunityFormDialog);
  const edit = (target: VolunteerOpportunityAnswer | 'new') => {
    setEditing(target);
    requestDialog();
  };
  const [deleting, setDeleting] = useState<VolunteerOpportunityAnswer | null>(null);
  const items = useOwnOpportunities(page * OPPORTUNITIES_PAGE_SIZE);
  const deleteOpportunity = useDeleteOpportunity();
  const toast = useToast();
  const results = items.data?.results ?? [];

  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => edit('new')}>
          New volunteer role
        </Button>
      </div>
      <ListStates
        isPending={items.isPending}
        isError={items.isError}
        isEmpty={results.length === 0}
        errorMessage={DASHBOARD_MESSAGES.opportunitiesFailed}
        emptyMessage={DASHBOARD_MESSAGES.noOpportunities}
        loadingLabel="Loading your volunteer roles"
      >
        <OpportunityList items={results} onEdit={edit} onDelete={setDeleting} />
      </ListStates>
      {(items.data?.count ?? 0) > OPPORTUNITIES_PAGE_SIZE && (
        <Pager label="Your volunteer roles" page={page} pageSize={OPPORTUNITIES_PAGE_SIZE} total={items.data?.count ?? 0} onPageChange={setPage} />
      )}
      {dialog && <dialog.OpportunityFormDialog target={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this volunteer role?"
        description={deleting ? `"${deleting.title}" will no longer be offered to candidates. This cannot be undone.` : ''}
        confirmLabel="Delete role"
        isPending={deleteOpportunity.isPending}
        onConfirm={() => {
          if (!deleting) return;
          deleteOpportunity.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(DASHBOARD_MESSAGES.deleted('Volunteer role'));
              setDeleting(null);
            },
            onError: () => toast.error(DASHBOARD_MESSAGES.deleteFailed('Volunteer role')),
          });
        }}
      />
    </div>
  );
}
