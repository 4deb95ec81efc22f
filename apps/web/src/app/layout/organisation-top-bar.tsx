import { AccountMenu } from './account-menu';
import type { NavItem } from './nav-types';
import { NotificationsPanel } from './notifications-panel';
import { TopBar } from './top-bar';

export const ORGANISATION_LINKS: readonly NavItem[] = [
  { label: 'Post Jobs', to: '/jobpost' },
  { label: 'My Jobs', to: '/myjobs' },
  { label: 'Matches', to: '/candidatelist' },
];

export const ORGANISATION_MENU: readonly NavItem[] = [
  { label: 'Chats', to: '/chats' },
  { label: 'Profile', to: '/orgprofile' },
  { label: 'My Jobs', to: '/myjobs' },
  { label: 'Settings', to: '/settings' },
];

export function OrganisationTopBar() {
  return (
    <TopBar
      homeHref="/orghome"
      links={ORGANISATION_LINKS}
      menuItems={ORGANISATION_MENU}
      actions={
        <>
          <NotificationsPanel />
          <div className="hidden md:block">
            <AccountMenu items={ORGANISATION_MENU} />
          </div>
        </>
      }
    />
  );
}
