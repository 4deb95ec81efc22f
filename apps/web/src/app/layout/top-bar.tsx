import { TIMINGS } from '@tandem/contract';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useLogout } from '../../features/auth';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { cn } from '../../lib/cn';
import { Logo } from '../../components/ui/logo';
import type { NavItem } from './nav-types';

interface TopBarProps {
  /** Where the logo leads. */
  homeHref: string;
  /** Main links, shown in the bar on wide screens and in the collapsible menu on narrow ones. */
  links: readonly NavItem[];
  /** The account links of the profile menu, repeated in the collapsible menu. */
  menuItems: readonly NavItem[];
  /** Between the links and the actions on wide screens (the candidate's search box). */
  center?: ReactNode;
  /** Actions always visible on the right (bell, profile menu). */
  actions: ReactNode;
  /** Extra content at the top of the collapsible menu (the search box). */
  mobileExtra?: (close: () => void) => ReactNode;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export function TopBar({ homeHref, links, menuItems, center, actions, mobileExtra }: TopBarProps) {
  const scrolled = useScrolledPast(TIMINGS.scrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const logout = useLogout();
  const close = () => setMenuOpen(false);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur' : 'border-transparent bg-white',
      )}
    >
      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center gap-3 px-4 transition-[height] duration-200 sm:px-6',
          scrolled ? 'h-14' : 'h-16',
        )}
      >
        <Link to={homeHref} aria-label="Tandem home" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden min-w-0 flex-1 justify-end md:flex">{center}</div>
        <div className="ml-auto flex items-center gap-1 md:ml-2">
          {actions}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          >
            <span className="sr-only">Menu</span>
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <div
          id={menuId}
          className="border-t border-slate-200 bg-white px-4 pt-3 pb-4 shadow-md md:hidden"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          {mobileExtra?.(close)}
          <nav aria-label="Mobile" className="mt-2">
            <ul className="space-y-1">
              {[...links, ...menuItems.filter((item) => !links.some((link) => link.to === item.to))].map(
                (item) => (
                  <li key={item.label}>
                    <NavLink
                      to={item.to}
                      onClick={close}
                      className={(state) => cn(linkClass(state), 'block')}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
              <li>
                <button
                  type="button"
                  onClick={() => logout.mutate()}
                  disabled={logout.isPending}
                  className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
                >
                  Logout
                </button>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </header>
  );
}
