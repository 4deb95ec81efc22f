import { COMPANY_MEMBER_ROLE_LABELS, isOrganisationRole, TEAM_MESSAGES } from '@tandem/contract';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { AuthLayout, useUser } from '../../auth';
import { useJoinCompany } from '../api/members';
import { forgetJoinToken, rememberJoinToken } from '../lib/pending-join';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * /join?token=...: an owner's invitation. A signed-in organisation user without a company joins with one click; a
 * visitor signs up (or logs in) first and is brought back, the link kept in this browser meanwhile.
 */
export function JoinRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useUser();
  const join = useJoinCompany();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (token) rememberJoinToken(token);
  }, [token]);

  let content;
  if (!token) content = <FormAlert>{TEAM_MESSAGES.invalidLink}</FormAlert>;
  else if (user.isPending) content = <Spinner label="Loading" />;
  else if (!user.data) {
    content = (
      <div className="space-y-3 text-slate-800">
        <p>You were invited to join an organisation on Tandem.</p>
        <p>
          New here? <Link to="/recsignup" className={linkClass}>Sign up as an organisation</Link> with the address the invitation came to, and you will be asked to join.
          Already have an account? <Link to="/login" className={linkClass}>Log in</Link>, then open this link again.
        </p>
      </div>
    );
  } else if (!isOrganisationRole(user.data.role)) {
    content = <FormAlert>{TEAM_MESSAGES.organisationsOnly}</FormAlert>;
  } else if (user.data.company != null && !join.isSuccess) {
    content = (
      <div className="space-y-3">
        <FormAlert>{TEAM_MESSAGES.alreadyInCompany}</FormAlert>
        <Link to="/orgprofile" className={linkClass}>Go to your profile</Link>
      </div>
    );
  } else {
    const problem = join.error ? (isApiError(join.error) ? Object.values(join.error.fieldErrors).flat().join(' ') || join.error.detail : undefined) : undefined;
    content = (
      <div className="space-y-4">
        <p className="text-slate-800">Join the organisation that invited you: you will see and manage its jobs and applicants with your colleagues.</p>
        {join.error && <FormAlert>{problem || 'Something went wrong. Please try again.'}</FormAlert>}
        <Button
          isPending={join.isPending}
          pendingText="Joining…"
          onClick={() =>
            join.mutate(token, {
              onSuccess: (joined) => {
                forgetJoinToken();
                toast.success(`You joined ${joined.company_name}`, `Your role: ${COMPANY_MEMBER_ROLE_LABELS[joined.role]}.`);
                void navigate('/orgprofile');
              },
            })
          }
        >
          Join the organisation
        </Button>
      </div>
    );
  }
  return <AuthLayout title="Join your organisation">{content}</AuthLayout>;
}
