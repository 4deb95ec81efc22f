// Held for review (docs/product.md section C20): the rules that keep a job back until an operator looks at it. Each
// rule reads the job's own words or pay and says, in a sentence its organisation can act on, why it tripped. They
// follow the FTC's and Action Fraud's signs of job scams: money asked of the applicant (a fee, a deposit, paid
// training or kit), payment in cryptocurrency or gift cards, contact moved off Tandem (WhatsApp, Telegram, a
// personal e-mail), and pay far beyond what the job type pays. They hold, never refuse: a job that trips one by
// accident waits for an operator, who publishes it. Keep every rule narrow enough that ordinary adverts pass (the
// demo data is tested whole against them: review-rules.test.ts).
import { hash } from 'node:crypto';
import { FREE_MAIL_DOMAINS, isUnpaidJobType, type SalaryPeriod } from '@tandem/contract';

/** What the rules read of a job. */
export interface ReviewedJob {
  title: string;
  description: string;
  benefits_and_perks?: string | undefined;
  job_type: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: string;
}

export interface ReviewRule {
  id: 'fee' | 'crypto' | 'off_platform' | 'personal_email' | 'pay_beyond_range';
  /** Shown to the organisation and the operator. */
  reason: string;
  trips(job: ReviewedJob): boolean;
}

const MONEY_WORDS = 'fees?|deposit|charge|payment';
const FEE_PATTERNS: RegExp[] = [
  // 'registration fee', 'training fee', 'refundable deposit', 'starter kit payment'...
  new RegExp(`\\b(registration|application|applicant|processing|onboarding|training|course|admin(istration)?|joining|enrol(l?ment)?|placement|visa|uniform|kit|starter[- ]kit|equipment|background[- ]check|security|refundable)\\s+(${MONEY_WORDS})\\b`, 'i'),
  // 'you must pay', 'candidates need to pay', 'pay a small fee', 'pay upfront', 'send money'.
  /\b(you|applicants?|candidates?)\s+(must|will\s+(need|have)\s+to|need\s+to|have\s+to|are\s+required\s+to|should)\s+(first\s+)?(pay|send|transfer|deposit|buy|purchase)\b/i,
  /\bpay\s+(a|an|the|our|your)\s+(small\s+|one[- ]off\s+|one[- ]time\s+)?(\w+\s+)?(fee|deposit|charge)\b/i,
  /\b(upfront|up-front|advance)\s+(fee|payment|deposit)\b|\bpay\s+(upfront|up-front|in\s+advance)\b|\bsend\s+(us\s+)?money\b/i,
];

const CRYPTO = /\b(bitcoin|btc|usdt|tether|ethereum|eth\s+wallet|crypto\s*currenc(y|ies)|crypto\s+(wallet|payment)s?|paid\s+in\s+crypto|gift\s+cards?|itunes\s+cards?|steam\s+cards?)\b/i;

const OFF_PLATFORM = /\b(whats\s?app|telegram|wa\.me|t\.me|signal\s+(me|app|number)|viber|wechat|kik)\b/i;

const FREE_MAIL = new RegExp(`[\\w.+-]+@(${FREE_MAIL_DOMAINS.map((domain) => domain.replace(/\./g, '\\.')).join('|')})\\b`, 'i');

/**
 * The most a job of each type plausibly pays, by period, in any of the currencies (pounds, euros and dollars are
 * close enough at this distance): about three times the top of each type's usual range. Far beyond it, a job is
 * more likely bait than an advert.
 */
export const PAY_CEILINGS: Record<string, Record<SalaryPeriod, number>> = {
  'full-time': { year: 500_000, month: 42_000, hour: 250 },
  contract: { year: 500_000, month: 42_000, hour: 300 },
  'part-time': { year: 150_000, month: 12_500, hour: 150 },
  temporary: { year: 150_000, month: 12_500, hour: 150 },
  intern: { year: 75_000, month: 6_500, hour: 45 },
};

const textOf = (job: ReviewedJob) => [job.title, job.description, job.benefits_and_perks ?? ''].join('\n');

export const REVIEW_RULES: readonly ReviewRule[] = [
  {
    id: 'fee',
    reason: 'It asks applicants for money (a fee, deposit or payment): genuine employers never charge people to apply or start.',
    trips: (job) => FEE_PATTERNS.some((pattern) => pattern.test(textOf(job))),
  },
  {
    id: 'crypto',
    reason: 'It mentions cryptocurrency or gift cards, a common way of taking money in job scams.',
    trips: (job) => CRYPTO.test(textOf(job)),
  },
  {
    id: 'off_platform',
    reason: 'It moves contact to WhatsApp, Telegram or another messaging app: applicants should apply and talk on Tandem.',
    trips: (job) => OFF_PLATFORM.test(textOf(job)),
  },
  {
    id: 'personal_email',
    reason: 'It gives a personal e-mail address (Gmail, Outlook, Yahoo…): applicants should apply on Tandem.',
    trips: (job) => FREE_MAIL.test(textOf(job)),
  },
  {
    id: 'pay_beyond_range',
    reason: 'Its pay is far beyond what this type of job pays.',
    trips: (job) => {
      if (isUnpaidJobType(job.job_type)) return false;
      const ceiling = PAY_CEILINGS[job.job_type]?.[job.salary_period as SalaryPeriod];
      const top = Math.max(job.salary_min ?? 0, job.salary_max ?? 0);
      return ceiling !== undefined && top > ceiling;
    },
  },
];

/** The rules a job trips, in the list's order; empty for an ordinary job. */
export const trippedRules = (job: ReviewedJob): ReviewRule[] => REVIEW_RULES.filter((rule) => rule.trips(job));

/** The reasons as one text for the organisation (one sentence per rule), or null when none trips. */
export function holdReason(job: ReviewedJob): string | null {
  const rules = trippedRules(job);
  return rules.length === 0 ? null : rules.map((rule) => rule.reason).join(' ');
}

/** A fingerprint of everything the rules read: an operator's publish clears exactly these words and this pay. */
export const reviewFingerprint = (job: ReviewedJob): string =>
  hash('sha256', JSON.stringify([job.title, job.description, job.benefits_and_perks ?? '', job.job_type, job.salary_min, job.salary_max, job.salary_period]), 'hex');

/** Why the job must be held, or null: none of the rules trips, or an operator published these very words and pay. */
export function reasonToHold(job: ReviewedJob & { review_cleared?: string | null | undefined }): string | null {
  const reason = holdReason(job);
  if (reason === null) return null;
  return job.review_cleared && job.review_cleared === reviewFingerprint(job) ? null : reason;
}
