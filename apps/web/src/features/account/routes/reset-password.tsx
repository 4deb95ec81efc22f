import { AuthLayout } from '../../auth';
import { Link, useSearchParams } from 'react-router';
import { InvalidLink } from '../components/invalid-link';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout
      title="Choose a new password"
      description="Every device signed in to your account will be signed out."
      footer={
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to Log in
        </Link>
      }
    >
      {token ? <ResetPasswordForm token={token} /> : <InvalidLink again={{ to: '/forgot-password', label: 'Ask for a new link' }} />}
    </AuthLayout>
  );
}
