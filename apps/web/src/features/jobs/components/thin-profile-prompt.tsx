import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { JOB_MATCH_MESSAGES } from '../lib/messages';

/**
 * In place of a list of non-matches for an empty or thin profile (docs/product.md section C14): what to do to get
 * matches, and the way to the profile's skills.
 */
export function ThinProfilePrompt({ skills }: { skills: number }) {
  return (
    <section
      aria-labelledby="thin-profile-title"
      className="flex flex-col items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id="thin-profile-title" className="text-lg font-semibold text-slate-900">
        {skills === 0 ? JOB_MATCH_MESSAGES.emptyProfileTitle : JOB_MATCH_MESSAGES.thinProfileTitle}
      </h2>
      <p className="text-sm text-slate-800">{JOB_MATCH_MESSAGES.addSkillsPrompt}</p>
      <Link to="/editprofile" className={buttonClasses({ variant: 'primary' })}>
        {JOB_MATCH_MESSAGES.addSkillsAction}
      </Link>
    </section>
  );
}
