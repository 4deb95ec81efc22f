import { RECORD_MESSAGES, isUnpaidJobType } from '@tandem/contract';
import type { JobAnswer } from '@tandem/contract';
import { Fact } from '../../../components/ui/fact';
import { formatDate } from '../../../lib/dates';
import {
  experienceText,
  listOf,
  modeLabel,
  perksText,
  placeOf,
  salaryRange,
  typeLabel,
  visaText,
} from '../lib/job-format';
import { useJobMatchExplanation } from '../api/get-job-match';
import { reasonsFromExplanation } from '../lib/match-reasons';
import type { MatchReasons } from '../lib/match-reasons';
import { CompanyLogo } from './company-logo';
import { MatchBadge } from './match-badge';
import { ReplyRecord } from './reply-record';
import { VerifiedBadge } from '../../../components/ui/verified-badge';

const TONES = {
  have: 'rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-600/20',
  related: 'rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-600/20',
  missing: 'rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/20',
} as const;

function SkillList({ title, skills, tone }: { title: string; skills: string[]; tone: keyof typeof TONES }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {skills.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">None</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill} className={TONES[tone]}>
              {skill}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The matching engine's reasons for one job's score: skills the candidate has and lacks, notes and a tip. */
function Reasons({ reasons }: { reasons: MatchReasons }) {
  return (
    <>
      <p className="text-sm font-semibold text-slate-900 sm:col-span-2">{reasons.band}</p>
      <SkillList title="Skills you have" skills={reasons.matched} tone="have" />
      <SkillList title="Skills missing" skills={reasons.missing} tone="missing" />
      {reasons.related.length > 0 && (
        <div className="sm:col-span-2">
          <SkillList title="Related skills you have" skills={reasons.related} tone="related" />
        </div>
      )}
      {reasons.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800 sm:col-span-2">
          {reasons.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {reasons.hint && (
        <p className="text-sm font-medium text-brand-800 sm:col-span-2">Tip: {reasons.hint}</p>
      )}
    </>
  );
}

/**
 * A job's details as docs/product.md's modal lists them, with why the job matches (asked of the matching engine for this
 * job): the same in a list's modal and on the job's own page (/jobs/{id}).
 */
export function JobDetails({ job }: { job: JobAnswer }) {
  const match = useJobMatchExplanation(job.id);
  const reasons = match.isSuccess && match.data ? reasonsFromExplanation(match.data) : null;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <CompanyLogo name={job.company_name} logo={job.company_logo} />
        <MatchBadge score={job.match_score} />
        <VerifiedBadge verified={job.company_verified} />
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {!isUnpaidJobType(job.job_type) && <Fact label="Salary">{salaryRange(job) || 'Not given'}</Fact>}
        <Fact label="Job mode">{modeLabel(job)}</Fact>
        <Fact label="Job type">{typeLabel(job.job_type)}</Fact>
        <Fact label="Location">{placeOf(job) || 'Not given'}</Fact>
        <Fact label="Education">{job.degree_requirements || 'None'}</Fact>
        <Fact label="Experience">{experienceText(job.years_of_experience)}</Fact>
        <Fact label="Visa sponsorship">{visaText(job.visa_sponsor)}</Fact>
        <Fact label="Posted">{formatDate(job.created_at)}</Fact>
        <Fact label="Benefits and perks">{perksText(job.benefits_and_perks)}</Fact>
      </dl>
      {job.company !== null && (
        <section aria-label={RECORD_MESSAGES.title} className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">{RECORD_MESSAGES.title}</h3>
          <ReplyRecord rate={job.company_response_rate} medianDays={job.company_median_reply_days} variant="full" />
        </section>
      )}
      <section aria-label="Description">
        <h3 className="text-sm font-semibold text-slate-900">Description</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{job.description}</p>
      </section>
      <section aria-label="Skills" className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Skills</h3>
        <p className="text-sm text-slate-800">{listOf(job.keywords).join(', ') || 'None'}</p>
      </section>
      <section
        aria-label="Why this job matches you"
        className="grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-2"
      >
        <h3 className="text-sm font-semibold text-slate-900 sm:col-span-2">Why this job matches you</h3>
        {match.isPending ? (
          <p role="status" className="text-sm text-slate-700 sm:col-span-2">
            Working out why this job matches you…
          </p>
        ) : reasons ? (
          <Reasons reasons={reasons} />
        ) : (
          <p className="text-sm text-slate-700 sm:col-span-2">
            {match.isError
              ? 'The reasons for this match could not be loaded.'
              : 'This job is not open, so it has no match reasons.'}
          </p>
        )}
      </section>
    </div>
  );
}
