import {
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  notificationKindsFor,
  type NotificationKind,
  type NotificationPreferences,
} from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { QueryCard } from '../../../components/ui/query-card';
import { useToast } from '../../../components/ui/toast';
import { useUser } from '../../auth';
import { usePreferences, useUpdatePreferences } from '../api/settings';

const checkboxClass = 'size-5 rounded border-slate-400 accent-brand-700';

function PreferencesEditor({ saved }: { saved: NotificationPreferences }) {
  const user = useUser();
  // Only the kinds this account can receive (a candidate never gets 'New applications to my jobs').
  const role = user.data?.role;
  const kinds = role ? notificationKindsFor(role === 'candidate' ? 'candidate' : 'organisation') : NOTIFICATION_KINDS;
  const [draft, setDraft] = useState(saved);
  const update = useUpdatePreferences();
  const toast = useToast();
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  const setKind = (kind: NotificationKind, channel: 'in_app' | 'email', value: boolean) =>
    setDraft((current) => ({ ...current, kinds: { ...current.kinds, [kind]: { ...current.kinds[kind], [channel]: value } } }));

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(draft, {
      onSuccess: () => toast.success('Notification settings saved.'),
      onError: () => toast.error('Failed to save changes. Please try again.'),
    });
  };

  return (
    <form onSubmit={save} className="mt-4 space-y-6">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What you are told about, in the app and by e-mail</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">Notification</th>
            <th scope="col" className="w-20 px-2 py-2 text-center font-medium">In the app</th>
            <th scope="col" className="w-20 px-2 py-2 text-center font-medium">By e-mail</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {kinds.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="py-2 pr-3 font-normal text-slate-800">{NOTIFICATION_KIND_LABELS[kind]}</th>
              <td className="px-2 py-2 text-center">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: in the app`}
                  checked={draft.kinds[kind].in_app}
                  onChange={(event) => setKind(kind, 'in_app', event.target.checked)}
                />
              </td>
              <td className="px-2 py-2 text-center">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: by e-mail`}
                  checked={draft.kinds[kind].email}
                  onChange={(event) => setKind(kind, 'email', event.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">How often to send e-mail</legend>
        <p className="text-xs text-slate-600">
          As it happens sends the kinds ticked for e-mail at once and the rest in a daily digest; one daily digest
          sends everything once a day.
        </p>
        {EMAIL_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="radio"
              name="email_frequency"
              value={frequency}
              className="size-4 accent-brand-700"
              checked={draft.email_frequency === frequency}
              onChange={() => setDraft((current) => ({ ...current, email_frequency: frequency }))}
            />
            {EMAIL_FREQUENCY_LABELS[frequency]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={!changed} isPending={update.isPending} pendingText="Saving…">
        Save notification settings
      </Button>
    </form>
  );
}

export function PreferencesForm() {
  const preferences = usePreferences();
  return (
    <QueryCard
      title="Notifications"
      query={preferences}
      loadingLabel="Loading notification settings"
      skeleton="h-8 w-full"
      skeletonRows={3}
      failure="We could not load your notification settings."
    >
      {(saved) => <PreferencesEditor saved={saved} />}
    </QueryCard>
  );
}
