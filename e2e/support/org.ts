import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gradientPng } from './png';
import { signUp, uniqueEmail } from './accounts';
import { expectAccessible } from './axe';
import { statusShown } from './statuses';

const SCREENSHOTS = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** A toast (or any live status) with this text. */
export const toast = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text }).first();

/**
 * A toast appears with this text. Toasts live about 2 s, and a save may take a while on a busy machine, so this
 * waits longer than other checks, and counts a toast the page showed while too busy to be asked (statuses.ts).
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await toast(page, text).isVisible()) || (await statusShown(page, text)), { timeout: 20_000, message: `a toast saying "${text}"` })
    .toBe(true);
}

export { expectAccessible } from './axe';

/**
 * The screen at 1280 and 375 px wide: axe at each width, nothing scrolling sideways, and a full-page screenshot
 * kept as a test artefact (e2e/artifacts/screenshots/<screen>-<width>.png). The window goes back to 1280 px.
 */
export async function checkScreen(page: Page, screen: string, ready?: () => Promise<void>): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    if (ready) await ready();
    await page.waitForTimeout(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${screen} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${screen} at ${width} px`);
    await page.screenshot({ path: `${SCREENSHOTS}${screen}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The page's CSRF cookie, for API calls made beside the browser (the candidate's setup). */
async function csrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

/** A JSON write through the page's own session, as the page itself would send it. */
export async function apiWrite(page: Page, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const request: APIRequestContext = page.request;
  const response = await request.fetch(path, { method, data, headers: { 'X-CSRFToken': await csrf(page) } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

/**
 * Posts a job through the page's own session, as the job form would: a London, full-time Python job paying
 * 45,000 to 60,000, with the fields given overriding those. Answers its id.
 */
export async function postJobByApi(page: Page, fields: { title: string } & Record<string, unknown>): Promise<number> {
  const job = await apiWrite(page, 'POST', '/api/jobprofile/', {
    description: 'Build and run our APIs.',
    keywords: 'Python',
    salary_min: 45000,
    salary_max: 60000,
    country: 'United Kingdom',
    state: 'England',
    city: 'London',
    is_remote: false,
    job_type: 'full-time',
    degree_requirements: '',
    years_of_experience: 1,
    benefits_and_perks: '',
    visa_sponsor: false,
    department: 'Engineering',
    ...fields,
  });
  return Number(job?.id);
}

export interface NewOrganisation {
  email: string;
  name: string;
}

/** Signs up an organisation user through /recsignup or /sbsignup; they land on /addcompany. */
export async function signUpOrganisation(
  page: Page,
  kind: 'recruiter' | 'nonprofit' | 'smallbiz',
  name: string,
): Promise<NewOrganisation> {
  const email = uniqueEmail(kind);
  if (kind === 'recruiter') await signUp(page, '/recsignup', { name, email });
  else {
    const roleLabel = kind === 'nonprofit' ? 'Nonprofit Organization' : 'Small Business Owner';
    await signUp(page, '/sbsignup', { name, email, roleLabel });
  }
  await expect(page).toHaveURL(/\/addcompany$/i);
  return { email, name };
}

/** Fills and saves /addcompany; the user goes on to /orgprofile. */
export async function addCompany(page: Page, company: { name: string; email: string; phone: string; address: string; website?: string }) {
  await page.getByLabel('Company Name').fill(company.name);
  await page.getByLabel('Contact Email').fill(company.email);
  await page.getByLabel('Contact Number').fill(company.phone);
  await page.getByLabel('Address').fill(company.address);
  if (company.website) await page.getByLabel('Website').fill(company.website);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/orgprofile$/);
}

export interface JobDetails {
  title: string;
  description: string;
  skills: string[];
  salaryMin?: string;
  salaryMax?: string;
  years: string;
  country: string;
  state: string;
  city: string;
  department?: string;
}

/** Fills /jobpost (or /jobpost/{id}) as a person would. */
export async function fillJobForm(page: Page, job: JobDetails) {
  await page.getByLabel('Job Title').fill(job.title);
  if (job.department) await page.getByLabel('Department').fill(job.department);
  await page.getByLabel('Description').fill(job.description);
  const skill = page.getByLabel('Add a skill');
  for (const name of job.skills) {
    await skill.fill(name);
    await skill.press('Enter');
  }
  if (job.salaryMin !== undefined) await page.getByLabel('Salary Min').fill(job.salaryMin);
  if (job.salaryMax !== undefined) await page.getByLabel('Salary Max').fill(job.salaryMax);
  await page.getByLabel('Country').selectOption(job.country);
  await expect(page.getByLabel('County or region')).toBeEnabled();
  await page.getByLabel('County or region').selectOption(job.state);
  await expect(page.getByLabel('Town or city')).toBeEnabled();
  await page.getByLabel('Town or city').fill(job.city);
  await page.getByLabel('Years of Experience').fill(job.years);
}

/** The id of one of the organisation's jobs, by title, from the server. */
export async function jobIdByTitle(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/jobprofile/?mine=true&search=${encodeURIComponent(title)}`);
  const page1 = (await response.json()) as { results: Array<{ id: number; title: string }> };
  const job = page1.results.find((item) => item.title === title);
  expect(job, `job "${title}"`).toBeTruthy();
  return job?.id ?? 0;
}

/**
 * A candidate through the candidate flow: signs up at /signup, puts skills on their profile and applies to a job,
 * each through the same API calls the candidate screens make.
 */
export async function candidateApplies(page: Page, jobId: number, skills: Array<{ name: string; score: number }>) {
  const name = `Jamie Applicant ${String(Date.now()).slice(-6)}`;
  await signUp(page, '/signup', { name, email: uniqueEmail('jamie') });
  await expect(page).toHaveURL(/\/home$/);
  const who = (await (await page.request.get('/api/whoami/')).json()) as { id: number };
  const user = (await (await page.request.get(`/api/users/${who.id}/`)).json()) as { applicationids: Array<{ id: number }> };
  const application = user.applicationids[0]?.id;
  for (const skill of skills) await apiWrite(page, 'POST', '/api/skill/', { application, ...skill });
  await apiWrite(page, 'POST', `/api/jobprofile/${jobId}/apply/`, { note: 'I would love to join your team.' });
  return { name };
}

/** A dashboard card shows this figure (waits for it: a card shows a placeholder while it loads). */
export async function expectFigure(page: Page, label: string, value: number): Promise<void> {
  const card = page.locator('dl').filter({ has: page.getByText(label, { exact: true }) });
  await expect(card.locator('dd')).toHaveText(String(value));
}

/** A square RGB PNG with a gradient, made on the fly for the photo upload. */
export const squarePng = (size = 300): Buffer => gradientPng(size, (across, down) => [across * 255, 120, down * 255]);
