import type { Browser, Page } from '@playwright/test';
import { signUpCandidate } from './candidate';
import { addCompany, apiWrite, postJobByApi, signUpOrganisation } from './org';

/** The wall-clock value a datetime-local field shows for an instant in a zone ('2026-12-01T10:00'). */
export const wallClock = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace(' ', 'T');

/** '14:00' as en-GB writes an instant in a zone. */
export const clockIn = (instant: Date | string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

/** A whole quarter-hour `minutes` or more from now. */
export const quarterHourFromNow = (minutes: number): Date => new Date(Math.ceil((Date.now() + minutes * 60_000) / 900_000) * 900_000);

/**
 * An organisation (signed up on `page`, with its company and a posted job) and a candidate who applied, in a browser
 * context of their own in `candidateZone`. Answers who is who.
 */
export async function organisationAndApplicant(page: Page, browser: Browser, candidateZone: string) {
  const stamp = Date.now();
  const orgName = 'Ines Interviewer';
  const { email: orgEmail } = await signUpOrganisation(page, 'recruiter', orgName);
  const company = `Calendar Works ${stamp}`;
  await addCompany(page, { name: company, email: `jobs.${stamp}@calendar-works.dev`, phone: '020 7946 0123', address: '10 Brick Lane, London' });
  const title = `Support Engineer ${stamp}`;
  const jobId = await postJobByApi(page, { title });
  const context = await browser.newContext({ timezoneId: candidateZone });
  const candidate = await context.newPage();
  const candidateErrors: string[] = [];
  candidate.on('console', (message) => message.type() === 'error' && candidateErrors.push(message.text()));
  candidate.on('pageerror', (error) => candidateErrors.push(error.message));
  const candidateName = `Cara Booker ${stamp % 1000}`;
  const candidateEmail = await signUpCandidate(candidate, candidateName);
  const application = await apiWrite(candidate, 'POST', `/api/jobprofile/${jobId}/apply/`, { note: 'Happy to talk.' });
  return { orgEmail, company, title, jobId, candidate, candidateErrors, candidateName, candidateEmail, applicationId: Number(application?.id), close: () => context.close() };
}
