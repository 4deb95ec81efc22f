import { Link } from 'react-router';

export function HaveAccount() {
  return (
    <p>
      Already have an account?{' '}
      <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
        Log in
      </Link>
    </p>
  );
}
