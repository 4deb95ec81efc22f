import { AuthLayout } from '../../auth';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to Log in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
