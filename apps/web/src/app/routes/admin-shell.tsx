import { ADMIN_ROLE } from '@tandem/contract';
import { Link, Outlet } from 'react-router';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useLogout } from '../../features/auth';
import { RequireRole } from '../guards/require-role';

const ADMIN_ROLES = [ADMIN_ROLE];

/** The operator's console (docs/product.md section C20): its own guard (operators only) and a plain top bar. */
export function AdminShell() {
  const logout = useLogout();
  return (
    <RequireRole roles={ADMIN_ROLES}>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Link to="/admin" className="flex items-center gap-2 font-semibold text-slate-900">
            <Logo />
            <span>Operator console</span>
          </Link>
          <Button variant="outline" size="sm" isPending={logout.isPending} onClick={() => logout.mutate()}>
            Sign out
          </Button>
        </div>
      </header>
      <Outlet />
    </RequireRole>
  );
}
