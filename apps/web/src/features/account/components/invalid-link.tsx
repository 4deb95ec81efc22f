import { ACCOUNT_MESSAGES } from '@tandem/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A used, expired or made-up link from an e-mail, with the way to ask again. */
export function InvalidLink({ again, children }: { again?: { to: string; label: string }; children?: ReactNode }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-lg border border-danger-600/30 bg-red-50 px-4 py-3 text-sm font-medium text-danger-700">
        {ACCOUNT_MESSAGES.invalidLink}
      </p>
      {again && (
        <Link to={again.to} className="inline-block font-medium text-brand-700 underline-offset-2 hover:underline">
          {again.label}
        </Link>
      )}
      {children}
    </div>
  );
}
