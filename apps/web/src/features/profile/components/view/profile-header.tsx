import type { ApplicationAnswer, UserAnswer } from '@tandem/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { Avatar } from '../shared/avatar';

const ICONS: Record<'linkedin' | 'github' | 'portfolio', ReactNode> = {
  linkedin: (
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.82-2.06 3.75-2.06 4 0 4.74 2.64 4.74 6.07V21h-4v-5.02c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4z" />
  ),
  github: (
    <path d="M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.46-1.11-1.46-.91-.62.07-.61.07-.61 1 .07 1.53 1.03 1.53 1.03.9 1.53 2.35 1.09 2.92.83.09-.65.35-1.09.63-1.34-2.22-.25-4.56-1.11-4.56-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.56 9.56 0 0 1 5 0c1.91-1.3 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.86v2.75c0 .27.18.58.69.48A10 10 0 0 0 12 2z" />
  ),
  portfolio: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.93 6h-2.95a15.65 15.65 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96zM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.07 16zm2.95-8H5.07a7.99 7.99 0 0 1 4.33-3.56A15.65 15.65 0 0 0 8.02 8zM12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82c-.43 1.43-1.08 2.76-1.91 3.96zM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56zM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4z" />
  ),
};

const LABELS = { linkedin: 'LinkedIn', github: 'GitHub', portfolio: 'Portfolio' } as const;

function LinkIcon({ kind, url }: { kind: keyof typeof ICONS; url: string }) {
  const icon = (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      {ICONS[kind]}
    </svg>
  );
  if (!url) {
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-label={`${LABELS[kind]} (not added)`}
        title={`${LABELS[kind]}: not added yet`}
        className="inline-flex size-10 cursor-not-allowed items-center justify-center rounded-full bg-slate-100 text-slate-400"
      >
        {icon}
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer noopener"
      aria-label={`${LABELS[kind]} (opens in a new tab)`}
      className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100"
    >
      {icon}
    </a>
  );
}

/** Photo, name, the user's own title, link icons (disabled when empty) and Edit Profile. */
export function ProfileHeader({
  user,
  application,
}: {
  user: UserAnswer;
  application: ApplicationAnswer | undefined;
}) {
  return (
    <div className="mb-8 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden="true" className="h-24 bg-gradient-to-r from-brand-700 to-brand-500 sm:h-28" />
      <div className="flex flex-wrap items-end gap-4 px-5 pb-5 sm:px-6">
        <Avatar name={user.name} src={user.profile_picture} className="-mt-12 sm:-mt-14" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {user.name}
          </h1>
          {user.title && <p className="text-slate-700">{user.title}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LinkIcon kind="linkedin" url={application?.linkedin ?? ''} />
          <LinkIcon kind="github" url={application?.github ?? ''} />
          <LinkIcon kind="portfolio" url={application?.portfolio ?? ''} />
          <a href="/api/profile/export/?format=json-resume" download="resume.json" className={buttonClasses({ variant: 'secondary', className: 'ml-1' })}>
            Export as JSON Resume
          </a>
          <Link to="/editprofile" className={buttonClasses({ className: 'ml-1' })}>
            Edit Profile
          </Link>
        </div>
      </div>
    </div>
  );
}
