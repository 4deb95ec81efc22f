import { useUser } from '../../features/auth';
import { initialsOf } from '@tandem/contract';
import { lazyModule } from '../../lib/lazy-module';
import { DeferredTrigger } from '../ui/deferred-trigger';
import type { NavItem } from './nav-types';
import { PROFILE_TRIGGER_CLASS, PROFILE_TRIGGER_LABEL } from './profile-trigger';

// Radix's menu and Floating UI are an eighth of a signed-in screen's first load, for a menu nobody opens before
// the screen is up.
const dropdown = lazyModule(() => import('./account-menu-dropdown'));

/** The profile menu: its links, then Logout. */
export function AccountMenu({ items }: { items: readonly NavItem[] }) {
  const user = useUser();
  return (
    <DeferredTrigger
      module={dropdown}
      label={PROFILE_TRIGGER_LABEL}
      className={PROFILE_TRIGGER_CLASS}
      popup="menu"
      render={(module, start) => <module.AccountMenuDropdown items={items} start={start} />}
    >
      <span aria-hidden="true">{initialsOf(user.data?.name)}</span>
    </DeferredTrigger>
  );
}
