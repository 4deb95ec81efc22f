import { AuthLayout } from '../components/auth-layout';
import { HaveAccount } from '../components/have-account';
import { SignupForm } from '../components/signup-form';

/** /signup: a candidate account. */
export function SignupRoute() {
  return (
    <AuthLayout
      title="Create your candidate account"
      description="Build one profile and get matched to jobs and volunteering."
      footer={<HaveAccount />}
    >
      <SignupForm role="candidate" />
    </AuthLayout>
  );
}
