import { Link } from 'react-router';
import { useAuthLink } from '../hooks/use-next-path';

export function HaveAccount() {
  const login = useAuthLink('/login');
  return (
    <p>
      Already have an account?{' '}
      <Link to={login} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        Log in
      </Link>
    </p>
  );
}
