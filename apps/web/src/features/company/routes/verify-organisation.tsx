import { VERIFICATION_MESSAGES } from '@tandem/contract';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { AuthLayout } from '../../auth';
import { useConfirmVerification } from '../api/verification';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** Opened from the verification e-mail (docs/product.md section C20): verifies the organisation at once, signed in or not. */
export function VerifyOrganisationRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmVerification();
  // The link works once: React's development double effects must not spend it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  let content;
  if (!token || confirm.isError) {
    content = (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
        {VERIFICATION_MESSAGES.badLink}
      </p>
    );
  } else if (confirm.isSuccess) {
    content = (
      <div className="space-y-4">
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900">
          <VerifiedBadge verified /> {VERIFICATION_MESSAGES.verified}
        </p>
        <Link to="/orgprofile" className={linkClass}>
          Go to your organisation profile
        </Link>
      </div>
    );
  } else {
    content = <Spinner label="Verifying your organisation" />;
  }
  return <AuthLayout title="Verify your organisation">{content}</AuthLayout>;
}
