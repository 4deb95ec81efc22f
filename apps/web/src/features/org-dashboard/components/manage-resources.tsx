import { COMMUNITY_MESSAGES } from '@tandem/contract';
import type { ResourceAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { useToast } from '../../../components/ui/toast';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { RESOURCES_PAGE_SIZE, useCountResourceView, useDeleteResource, useResources } from '../api/resources';
import { DASHBOARD_MESSAGES } from '../lib/messages';
import { ListStates } from './list-states';
import { ResourceList } from './resource-list';

// The form dialog (react-hook-form, zod and the contract's rules) loads when the page is idle or when New or Edit is
// pressed; pressed before the code arrives, it opens on arrival. The buttons are the same elements throughout.
const resourceFormDialog = lazyModule(() => import('./resource-form-dialog'));

/** The organisation's own resources: create, edit, delete. */
export function ManageResources() {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<ResourceAnswer | 'new' | null>(null);
  const [dialog, requestDialog] = useLazyModule(resourceFormDialog);
  const edit = (target: ResourceAnswer | 'new') => {
    setEditing(target);
    requestDialog();
  };
  const [deleting, setDeleting] = useState<ResourceAnswer | null>(null);
  const resources = useResources({ mine: true, offset: page * RESOURCES_PAGE_SIZE });
  const countView = useCountResourceView();
  const deleteResource = useDeleteResource();
  const toast = useToast();
  const results = resources.data?.results ?? [];

  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => edit('new')}>
          New resource
        </Button>
      </div>
      <ListStates
        isPending={resources.isPending}
        isError={resources.isError}
        isEmpty={results.length === 0}
        errorMessage={COMMUNITY_MESSAGES.resourcesFetchFailed}
        emptyMessage={DASHBOARD_MESSAGES.noResources}
        loadingLabel="Loading your resources"
      >
        <ResourceList
          resources={results}
          onAccess={(resource) => countView.mutate(resource.id)}
          onEdit={edit}
          onDelete={setDeleting}
        />
      </ListStates>
      {(resources.data?.count ?? 0) > RESOURCES_PAGE_SIZE && (
        <Pager label="Your resources" page={page} pageSize={RESOURCES_PAGE_SIZE} total={resources.data?.count ?? 0} onPageChange={setPage} />
      )}
      {dialog && <dialog.ResourceFormDialog target={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this resource?"
        description={deleting ? `"${deleting.title}" will be removed for everyone. This cannot be undone.` : ''}
        confirmLabel="Delete resource"
        isPending={deleteResource.isPending}
        onConfirm={() => {
          if (!deleting) return;
          deleteResource.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(DASHBOARD_MESSAGES.deleted('Resource'));
              setDeleting(null);
            },
            onError: () => toast.error(DASHBOARD_MESSAGES.deleteFailed('Resource')),
          });
        }}
      />
    </div>
  );
}
