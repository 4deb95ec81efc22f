import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useLogout, useUser } from '../../features/auth';
import type { DeferredStart } from '../../components/ui/deferred-trigger';
import type { NavItem } from './nav-types';
import { PROFILE_TRIGGER_CLASS } from './profile-trigger';
import { ProfileTriggerFace } from './profile-trigger-face';

const itemClass =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** The profile menu: its links, then Logout (Radix; loaded after the first screen, see account-menu.tsx). */
export function AccountMenuDropdown({ items, start }: { items: readonly NavItem[]; start: DeferredStart }) {
  const user = useUser();
  const logout = useLogout();
  return (
    <DropdownMenu.Root defaultOpen={start.open}>
      <DropdownMenu.Trigger
        // The stand-in had focus: keep it on the button that replaced it.
        autoFocus={start.focus}
        className={PROFILE_TRIGGER_CLASS}
      >
        <ProfileTriggerFace name={user.data?.name} photo={user.data?.profile_picture} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {user.data && (
            <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">
              Signed in as{' '}
              <span className="font-medium text-slate-900">{user.data.name || user.data.email}</span>
            </DropdownMenu.Label>
          )}
          {items.map((item) => (
            <DropdownMenu.Item key={item.label} asChild className={itemClass}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
