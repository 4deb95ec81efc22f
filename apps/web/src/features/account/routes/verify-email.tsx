import { ACCOUNT_MESSAGES } from '@tandem/contract';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { AuthLayout, homePathFor, useUser } from '../../auth';
import { useVerifyEmail } from '../api/recovery';
import { InvalidLink } from '../components/invalid-link';
import { ResendVerificationButton } from '../components/resend-verification-button';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** Opened from the signup e-mail: confirms the address at once, signed in or not. */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const user = useUser();
  // The link works once: React's development double effects must not spend it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const home = user.data ? homePathFor(user.data) : null;
  const onward = home ? (
    <Link to={home} className={linkClass}>
      Go to your home page
    </Link>
  ) : (
    <Link to="/login" className={linkClass}>
      Go to Log in
    </Link>
  );

  let content;
  if (!token || verify.isError) {
    content = (
      <InvalidLink>
        {user.data ? (
          <div className="flex flex-wrap items-center gap-3">
            <ResendVerificationButton />
            {onward}
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            <Link to="/login" className={linkClass}>
              Log in
            </Link>{' '}
            to ask for a new link.
          </p>
        )}
      </InvalidLink>
    );
  } else if (verify.isSuccess) {
    content = (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {ACCOUNT_MESSAGES.emailVerified}
        </p>
        {onward}
      </div>
    );
  } else {
    content = <Spinner label="Confirming your e-mail address" />;
  }
  return <AuthLayout title="Confirm your e-mail address">{content}</AuthLayout>;
}
