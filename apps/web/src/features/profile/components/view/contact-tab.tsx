import type { ApplicationAnswer, UserAnswer } from '@tandem/contract';
import type { ReactNode } from 'react';
import { displayAddress } from '../../lib/address';
import { EmptyTab } from './tab-state';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Contact: email, phone, address and country, and the links. */
export function ContactTab({
  user,
  application,
}: {
  user: UserAnswer;
  application: ApplicationAnswer | undefined;
}) {
  const address = displayAddress(user.address);
  const links = [
    ['LinkedIn', application?.linkedin],
    ['GitHub', application?.github],
    ['Portfolio', application?.portfolio],
  ].filter((link): link is [string, string] => Boolean(link[1]));
  if (!user.email && !user.phone_number && !address) {
    return <EmptyTab text="No contact details added yet." addLabel="Add contact details" />;
  }
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-5">
      <Row label="Email">
        <a href={`mailto:${user.email}`} className="text-brand-700 underline-offset-2 hover:underline">
          {user.email}
        </a>
      </Row>
      <Row label="Phone">{user.phone_number || 'Not given'}</Row>
      <Row label="Address">{address || 'Not given'}</Row>
      <Row label="Country">{application?.country || 'Not given'}</Row>
      {links.map(([label, url]) => (
        <Row key={label} label={label}>
          <a
            href={url}
            target="_blank"
            rel="noreferrer noopener"
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {url}
          </a>
        </Row>
      ))}
    </dl>
  );
}
