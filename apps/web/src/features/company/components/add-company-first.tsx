import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** An organisation screen that needs the company's details first: its header, why, and the way to add them. */
export function AddCompanyFirst({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      {header}
      <EmptyState
        action={
          <Link to="/addcompany" className={buttonClasses()}>
            Add Company Details
          </Link>
        }
      >
        {children}
      </EmptyState>
    </div>
  );
}
