import type { AccountSession } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { formatDate, formatTime } from '../../../lib/dates';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/settings';
import { describeUserAgent } from '../lib/user-agent';

const when = (value: string) => `${formatDate(value)}, ${formatTime(value)}`;

function SessionRow({ session, onEnd }: { session: AccountSession; onEnd: (session: AccountSession) => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {describeUserAgent(session.user_agent)}
          {session.current && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">This device</span>
          )}
        </p>
        {/* Two short lines rather than one that wraps on a phone and not on a desk: a row is as tall everywhere. */}
        <p className="text-sm text-slate-600">Signed in {when(session.created_at)}</p>
        <p className="text-sm text-slate-600">Last seen {when(session.last_seen_at)}</p>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" onClick={() => onEnd(session)}>
          Sign out<span className="sr-only"> {describeUserAgent(session.user_agent)}</span>
        </Button>
      )}
    </li>
  );
}

/** The account's sessions, with Sign out per device and for every other device (each asks first). */
export function SessionsCard() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const toast = useToast();
  const [ending, setEnding] = useState<AccountSession | 'others' | null>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const confirm = () => {
    const done = { onSettled: () => setEnding(null), onError: () => toast.error('That did not work. Please try again.') };
    if (ending === 'others') endOthers.mutate(undefined, { ...done, onSuccess: () => toast.success('Every other device has been signed out.') });
    else if (ending) endOne.mutate(ending.id, { ...done, onSuccess: () => toast.success('That device has been signed out.') });
  };

  return (
    <Card aria-labelledby="sessions-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="sessions-title">Where you are signed in</CardTitle>
        {others > 0 && (
          <Button variant="outline" size="sm" onClick={() => setEnding('others')}>
            Sign out everywhere else
          </Button>
        )}
      </div>
      {/* One row of this device's height (a 24 px line and two of 20 px), the list's when it holds only this device, as
          most do: the cards below stay put when it comes. */}
      {sessions.isPending && (
        <div className="mt-2 space-y-1.5 py-3" aria-label="Loading sessions" role="status">
          <Skeleton className="h-5 w-40 max-w-full" />
          <Skeleton className="h-4 w-56 max-w-full" />
          <Skeleton className="h-4 w-56 max-w-full" />
        </div>
      )}
      {sessions.isError && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-danger-700">
          We could not load your sessions.
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {sessions.data && (
        <ul className="mt-2 divide-y divide-slate-200">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} onEnd={setEnding} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={ending === 'others' ? 'Sign out everywhere else?' : 'Sign out this device?'}
        description={
          ending === 'others'
            ? 'Every other browser and device signed in to your account will need to log in again.'
            : `${ending ? describeUserAgent(ending.user_agent) : 'That device'} will need to log in again.`
        }
        confirmLabel="Sign out"
        onConfirm={confirm}
        isPending={endOne.isPending || endOthers.isPending}
      />
    </Card>
  );
}
