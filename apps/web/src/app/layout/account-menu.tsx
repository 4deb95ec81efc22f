import { useUser } from '../../features/auth';
import { lazyModule } from '../../lib/lazy-module';
import { DeferredTrigger } from '../../components/ui/deferred-trigger';
import type { NavItem } from './nav-types';
import { PROFILE_TRIGGER_CLASS } from './profile-trigger';
import { ProfileTriggerFace } from './profile-trigger-face';

// Radix's menu and Floating UI are an eighth of a signed-in screen's first load, for a menu nobody opens before
// the screen is up.
const dropdown = lazyModule(() => import('./account-menu-dropdown'));

/** The profile menu: its links, then Logout. */
export function AccountMenu({ items }: { items: readonly NavItem[] }) {
  const user = useUser();
  return (
    <DeferredTrigger
      module={dropdown}
      className={PROFILE_TRIGGER_CLASS}
      popup="menu"
      render={(module, start) => <module.AccountMenuDropdown items={items} start={start} />}
    >
      <ProfileTriggerFace name={user.data?.name} photo={user.data?.profile_picture} />
    </DeferredTrigger>
  );
}
