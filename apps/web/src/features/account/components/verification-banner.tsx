import { useUser } from '../../auth';
import { ResendVerificationButton } from './resend-verification-button';

/** A quiet reminder while the address is unconfirmed; the account works the same either way. */
export function VerificationBanner() {
  const user = useUser();
  if (user.data?.email_verified !== false) return null;
  return (
    <section
      aria-label="E-mail confirmation"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
    >
      <p>
        Please confirm your e-mail address: we sent a link to <span className="font-medium text-slate-900">{user.data.email}</span>.
      </p>
      <ResendVerificationButton size="sm" />
    </section>
  );
}
