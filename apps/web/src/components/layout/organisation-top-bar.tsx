import { AccountMenu } from './account-menu';
import type { NavItem } from './nav-types';
import { TopBar } from './top-bar';

export const ORGANISATION_LINKS: readonly NavItem[] = [
  { label: 'Post Jobs', to: '/jobpost' },
  { label: 'My Jobs', to: '/myjobs' },
  { label: 'Matches', to: '/candidatelist' },
];

export const ORGANISATION_MENU: readonly NavItem[] = [
  { label: 'Chats', to: '/orghome' },
  { label: 'Profile', to: '/orgprofile' },
  { label: 'My Jobs', to: '/myjobs' },
];

export function OrganisationTopBar() {
  return (
    <TopBar
      homeHref="/orghome"
      links={ORGANISATION_LINKS}
      menuItems={ORGANISATION_MENU}
      actions={
        <div className="hidden md:block">
          <AccountMenu items={ORGANISATION_MENU} />
        </div>
      }
    />
  );
}
