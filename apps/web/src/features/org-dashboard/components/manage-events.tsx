import { COMMUNITY_MESSAGES } from '@tandem/contract';
import type { EventAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { useToast } from '../../../components/ui/toast';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { EVENTS_PAGE_SIZE, useOwnEvents } from '../api/events';
import { useDeleteEvent } from '../api/save-event';
import { DASHBOARD_MESSAGES } from '../lib/messages';
import { EventDetailsDialog } from './event-details-dialog';
import { EventList } from './event-list';
import { ListStates } from './list-states';

// The form dialog (react-hook-form, zod and the contract's rules) loads when the page is idle or when New or Edit is
// pressed; pressed before the code arrives, it opens on arrival. The buttons are the same elements throughout.
const eventFormDialog = lazyModule(() => import('./event-form-dialog'));

/** The organisation's own events (inactive and past included): create, view, edit, delete. */
export function ManageEvents() {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<EventAnswer | 'new' | null>(null);
  const [dialog, requestDialog] = useLazyModule(eventFormDialog);
  const edit = (target: EventAnswer | 'new') => {
    setEditing(target);
    requestDialog();
  };
  const [viewing, setViewing] = useState<EventAnswer | null>(null);
  const [deleting, setDeleting] = useState<EventAnswer | null>(null);
  const events = useOwnEvents(page * EVENTS_PAGE_SIZE);
  const deleteEvent = useDeleteEvent();
  const toast = useToast();
  const results = events.data?.results ?? [];

  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => edit('new')}>
          New event
        </Button>
      </div>
      <ListStates
        isPending={events.isPending}
        isError={events.isError}
        isEmpty={results.length === 0}
        errorMessage={COMMUNITY_MESSAGES.eventsFetchFailed}
        emptyMessage={DASHBOARD_MESSAGES.noOwnEvents}
        loadingLabel="Loading your events"
      >
        <EventList events={results} onView={setViewing} onEdit={edit} onDelete={setDeleting} />
      </ListStates>
      {(events.data?.count ?? 0) > EVENTS_PAGE_SIZE && (
        <Pager label="Your events" page={page} pageSize={EVENTS_PAGE_SIZE} total={events.data?.count ?? 0} onPageChange={setPage} />
      )}
      {dialog && <dialog.EventFormDialog target={editing} onClose={() => setEditing(null)} />}
      <EventDetailsDialog event={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this event?"
        description={deleting ? `"${deleting.title}" will be removed for everyone. This cannot be undone.` : ''}
        confirmLabel="Delete event"
        isPending={deleteEvent.isPending}
        onConfirm={() => {
          if (!deleting) return;
          deleteEvent.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(DASHBOARD_MESSAGES.deleted('Event'));
              setDeleting(null);
            },
            onError: () => toast.error(DASHBOARD_MESSAGES.deleteFailed('Event')),
          });
        }}
      />
    </div>
  );
}
