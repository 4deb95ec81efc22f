import { Link } from 'react-router';
import { LogoMark } from '../../../components/ui/logo';

const LINKS = [
  { label: 'Matches', to: '/yourmatches' },
  { label: 'Shortlisted jobs', to: '/jobs' },
  { label: 'Volunteer', to: '/volunteer' },
  { label: 'My Applications', to: '/applications' },
  { label: 'Profile', to: '/profile' },
];

export function HomeFooter() {
  return (
    <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6 text-sm text-slate-700">
      <p className="flex items-center gap-2">
        <LogoMark className="size-6" />
        <span>© {new Date().getFullYear()} Tandem: work that fits, paid or volunteering.</span>
      </p>
      <nav aria-label="Footer">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-brand-800 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
