import { TIMINGS } from '@tandem/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { AboutSection, PolicySections } from '../components/landing-sections';
import { MatchPreview } from '../components/match-preview';

const [headlineDelay, detailDelay, actionsDelay] = TIMINGS.landingStaggerMs;
/**
 * The entrance animation of one group, staggered (docs/product.md section 2); it does not run under
 * prefers-reduced-motion. It moves, never hides: faded in, the buttons were invisible for a second and failed contrast.
 */
const enter = (delayMs: number): { className: string; style: CSSProperties } => ({
  className: 'motion-safe:animate-rise',
  style: { animationDelay: `${delayMs}ms` },
});

const FOOTER_LINKS = [
  { label: 'About', href: '#about' },
  { label: 'Privacy', href: '#privacy' },
  { label: 'Terms', href: '#terms' },
  { label: 'Contact', href: '#contact' },
];
const YEAR = new Date().getFullYear();

/** /landingpage (docs/product.md section 2). */
export function LandingRoute() {
  const headline = enter(headlineDelay);
  const detail = enter(detailDelay);
  const actions = enter(actionsDelay);

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <title>Tandem: jobs and volunteering matched to your profile</title>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Link to="/landingpage" aria-label="Tandem home" className="rounded-lg">
          <Logo />
        </Link>
        <Link to="/login" className={buttonClasses({ variant: 'outline' })}>
          Login
        </Link>
      </header>

      <main id="main" className="flex-1">
        <section aria-labelledby="hero-title" className="bg-gradient-to-b from-white to-brand-50">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-20 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:pb-28">
            <div>
              <div className={headline.className} style={headline.style}>
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  Jobs and volunteering, matched
                </p>
                <h1
                  id="hero-title"
                  className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
                >
                  Be matched on who you are, not on a résumé.
                </h1>
              </div>
              <p
                className={`mt-5 max-w-xl text-lg text-pretty text-slate-700 ${detail.className}`}
                style={detail.style}
              >
                Tandem matches people with jobs and volunteer work through one structured profile: your
                skills, experience and education. Recruiters, small businesses and nonprofits find the people
                who fit.
              </p>
              <div className={`mt-8 ${actions.className}`} style={actions.style}>
                <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  <Link to="/signup" className={buttonClasses({ size: 'lg' })}>
                    I&apos;m a Candidate
                  </Link>
                  <Link to="/recsignup" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                    I&apos;m a Recruiter
                  </Link>
                  <Link to="/sbsignup" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                    I&apos;m an Organization
                  </Link>
                </div>
                <p className="mt-5 text-sm text-slate-700">
                  Already on Tandem?{' '}
                  <Link to="/login" className="font-medium text-brand-700 underline underline-offset-2">
                    Log in to your account
                  </Link>
                </p>
              </div>
            </div>
            <div className={actions.className} style={actions.style}>
              <MatchPreview />
            </div>
          </div>
        </section>
        <AboutSection />
        <PolicySections />
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {YEAR} Tandem</p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="underline-offset-2 hover:text-slate-900 hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
