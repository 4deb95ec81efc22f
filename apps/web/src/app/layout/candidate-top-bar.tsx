import { AccountMenu } from './account-menu';
import { JobSearchBox } from './job-search-box';
import type { NavItem } from './nav-types';
import { NotificationsPanel } from './notifications-panel';
import { TopBar } from './top-bar';

export const CANDIDATE_LINKS: readonly NavItem[] = [
  { label: 'Jobs', to: '/jobs' },
  { label: 'Volunteer', to: '/volunteer' },
  { label: 'Matches', to: '/yourmatches' },
  { label: 'Messages', to: '/messages' },
];

export const CANDIDATE_MENU: readonly NavItem[] = [
  { label: 'Profile', to: '/profile' },
  { label: 'My Applications', to: '/applications' },
  { label: 'Settings', to: '/settings' },
];

export function CandidateTopBar() {
  return (
    <TopBar
      homeHref="/home"
      links={CANDIDATE_LINKS}
      menuItems={CANDIDATE_MENU}
      center={<JobSearchBox className="w-full max-w-xs" />}
      actions={
        <>
          <NotificationsPanel />
          <div className="hidden md:block">
            <AccountMenu items={CANDIDATE_MENU} />
          </div>
        </>
      }
      mobileExtra={(close) => <JobSearchBox onSearch={close} />}
    />
  );
}
