import { ORG_DASHBOARD_PERIOD_LABELS, type OrgDashboardPeriod } from '@tandem/contract';
import { useOrgDashboard } from '../api/get-dashboard';
import { JobFigures } from './job-figures';
import { PeriodSelect } from './period-select';
import { UnreadConversationsLink } from '../../conversations';
import type { EventAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Card, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { EVENTS_PAGE_SIZE, useUpcomingEvents } from '../api/events';
import { RESOURCES_PAGE_SIZE, useResources } from '../api/resources';
import { AvailableResources } from './available-resources';
import { AwaitingReply } from './awaiting-reply';
import { EventDetailsDialog } from './event-details-dialog';
import { ManageEvents } from './manage-events';
import { ManageOpportunities } from './manage-opportunities';
import { ManageResources } from './manage-resources';
import { UpcomingEvents } from './upcoming-events';
import { DASHBOARD_MESSAGES } from '../lib/messages';

/** /orghome for small businesses and nonprofits: upcoming events, resources, and their own to manage. */
export function CommunityDashboard({ companyName }: { companyName: string | undefined }) {
  const [period, setPeriod] = useState<OrgDashboardPeriod>('30d');
  const jobs = useOrgDashboard(period);
  const [eventsPage, setEventsPage] = useState(0);
  const [eventsMine, setEventsMine] = useState(false);
  const [resourcesPage, setResourcesPage] = useState(0);
  const [resourcesMine, setResourcesMine] = useState(false);
  const [viewing, setViewing] = useState<EventAnswer | null>(null);
  const events = useUpcomingEvents({ mine: eventsMine, offset: eventsPage * EVENTS_PAGE_SIZE });
  const resources = useResources({ mine: resourcesMine, offset: resourcesPage * RESOURCES_PAGE_SIZE });
  const figure = (query: { isPending: boolean; data?: { count: number } | undefined }) =>
    query.isPending ? <Skeleton className="h-8 w-12" /> : (query.data?.count ?? 0);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={DASHBOARD_MESSAGES.headerLine(companyName, ORG_DASHBOARD_PERIOD_LABELS[period])}
        actions={
          <>
            <UnreadConversationsLink />
            <PeriodSelect value={period} onChange={setPeriod} />
          </>
        }
      />
      <AwaitingReply />
      {/* Small businesses and nonprofits post jobs too: the same figures and period as a recruiter's. */}
      <div className="mb-6">
        <JobFigures dashboard={jobs} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StatCard label="Upcoming Events" value={figure(events)} />
        <StatCard label="Available Resources" value={figure(resources)} />
      </div>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <UpcomingEvents
          events={events}
          page={eventsPage}
          onPageChange={setEventsPage}
          mine={eventsMine}
          onMineChange={(mine) => {
            setEventsMine(mine);
            setEventsPage(0);
          }}
          onView={setViewing}
        />
        <AvailableResources
          resources={resources}
          page={resourcesPage}
          onPageChange={setResourcesPage}
          mine={resourcesMine}
          onMineChange={(mine) => {
            setResourcesMine(mine);
            setResourcesPage(0);
          }}
        />
      </div>
      <Card aria-labelledby="manage-title" className="mt-8">
        <CardTitle id="manage-title">Manage your organisation</CardTitle>
        <p className="mt-1 text-sm text-slate-700">Create, edit and delete your events, resources and volunteer roles.</p>
        <Tabs defaultValue="events" className="mt-4">
          <TabsList aria-label="What to manage">
            <TabsTrigger value="events">Events</TabsTrigger>
            <TabsTrigger value="resources">Resources</TabsTrigger>
            <TabsTrigger value="volunteer">Volunteer roles</TabsTrigger>
          </TabsList>
          <TabsContent value="events">
            <ManageEvents />
          </TabsContent>
          <TabsContent value="resources">
            <ManageResources />
          </TabsContent>
          <TabsContent value="volunteer">
            <ManageOpportunities />
          </TabsContent>
        </Tabs>
      </Card>
      <EventDetailsDialog event={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
