import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { GoogleSignIn } from '../components/google-sign-in';
import { LoginForm } from '../components/login-form';
import { useAuthLink } from '../hooks/use-next-path';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export function LoginRoute() {
  const signup = useAuthLink('/signup');
  const recruiterSignup = useAuthLink('/recsignup');
  const organisationSignup = useAuthLink('/sbsignup');
  return (
    <AuthLayout
      title="Log in"
      description="Welcome back to Tandem."
      footer={
        <div className="space-y-1">
          <p>New to Tandem?</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            <li>
              <Link to={signup} className={linkClass}>
                Sign up as a candidate
              </Link>
            </li>
            <li>
              <Link to={recruiterSignup} className={linkClass}>
                Sign up as a recruiter
              </Link>
            </li>
            <li>
              <Link to={organisationSignup} className={linkClass}>
                Sign up as an organisation
              </Link>
            </li>
          </ul>
        </div>
      }
    >
      <div className="space-y-4">
        <LoginForm />
        <p className="text-sm">
          <Link to="/forgot-password" className={linkClass}>
            Forgot password?
          </Link>
        </p>
        <GoogleSignIn mode="login" />
      </div>
    </AuthLayout>
  );
}
