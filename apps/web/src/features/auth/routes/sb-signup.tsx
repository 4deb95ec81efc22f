import { AuthLayout } from '../components/auth-layout';
import { HaveAccount } from '../components/have-account';
import { SignupForm } from '../components/signup-form';

/** /sbsignup: a small business, nonprofit or community organisation account, with a role select. */
export function OrganisationSignupRoute() {
  return (
    <AuthLayout
      title="Create your organisation account"
      description="Find staff and volunteers for your small business, nonprofit or community group."
      footer={<HaveAccount />}
    >
      <SignupForm />
    </AuthLayout>
  );
}
