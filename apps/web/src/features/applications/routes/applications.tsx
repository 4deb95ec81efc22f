import type { JobApplicationAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { useApplications } from '../api/get-applications';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ApplicationItem } from '../components/application-item';
import { InvitationsSection, useConversationByApplication, useInvitations } from '../../conversations';
import { latestByApplication, useInterviews } from '../../interviews';
import { MyVolunteering, useMyInterests } from '../../volunteering';

const MESSAGES = {
  withdrawn: 'Application withdrawn',
} as const;

/** /applications: the candidate's applications and their status; an open one can be withdrawn. */
function ApplicationsScreen() {
  const applications = useApplications();
  const withdraw = useWithdrawApplication();
  const toast = useToast();
  const [withdrawing, setWithdrawing] = useState<JobApplicationAnswer | null>(null);
  const conversations = useConversationByApplication();
  const interviews = latestByApplication(useInterviews().data ?? []);
  // The invitations and the volunteering above the list show only when there are some: one stand-in holds the
  // screen until all three lists have answered, so nothing already drawn moves when a section appears or a section's
  // stand-in goes (the list jumped by 128 px when the invitations' stand-in left).
  const invitations = useInvitations();
  const interests = useMyInterests();
  const loading = applications.isPending || invitations.isPending || interests.isPending;

  const confirm = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => toast.success(MESSAGES.withdrawn),
      onError: () => toast.error(UI_MESSAGES.common.errorOccurred),
      onSettled: () => setWithdrawing(null),
    });
  };

  return (
    <>
      <PageHeader title="My Applications" description="Every job you applied to, and where it stands." />
      {!loading && <InvitationsSection />}
      {!loading && <MyVolunteering />}
      {loading ? (
        <div role="status" aria-label="Loading your applications" className="space-y-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : applications.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-6">
          <p className="font-medium text-danger-700">Error: {applications.error.message}</p>
          <Button variant="outline" onClick={() => void applications.refetch()}>
            Try again
          </Button>
        </div>
      ) : applications.data.length === 0 ? (
        <EmptyState>{UI_MESSAGES.applications.noApplicationsFound}</EmptyState>
      ) : (
        <ul aria-label="Applications" className="space-y-4">
          {applications.data.map((application) => (
            <li key={application.id}>
              <ApplicationItem application={application} onWithdraw={setWithdrawing} conversationId={conversations.get(application.id)} interview={interviews.get(application.id)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Withdraw this application?"
        description={
          withdrawing
            ? `${withdrawing.job_title} at ${withdrawing.company_name ?? 'this organisation'}: you cannot apply to it again.`
            : ''
        }
        confirmLabel="Withdraw"
        onConfirm={confirm}
        isPending={withdraw.isPending}
      />
    </>
  );
}

export function ApplicationsRoute() {
  return (
    <ScreenErrorBoundary>
      <ApplicationsScreen />
    </ScreenErrorBoundary>
  );
}
