import { AuthLayout } from '../components/auth-layout';
import { HaveAccount } from '../components/have-account';
import { SignupForm } from '../components/signup-form';

/** /recsignup: a recruiter account. */
export function RecruiterSignupRoute() {
  return (
    <AuthLayout
      title="Create your recruiter account"
      description="Post jobs and meet candidates matched on skills, not keywords."
      footer={<HaveAccount />}
    >
      <SignupForm role="recruiter" />
    </AuthLayout>
  );
}
