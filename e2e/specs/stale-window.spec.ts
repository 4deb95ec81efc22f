import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { giveSkills, signUpCandidate } from '../support/candidate';
import { apiWrite, checkScreen, expectToast, postJobByApi } from '../support/org';
import { useOwnServer } from '../support/own-server';
import { expect, test } from '../support/test';

// Listings kept honest and saved searches' alerts (docs/product.md section C12), with the clock let run: a server
// of this spec's own with JOB_STALE_AFTER=10s, JOB_PAUSE_AFTER=40s and SCHEDULER_INTERVAL=2s (the first sweep
// pauses every demo job, which would upset every other spec), two ports after the suite's (reply-window.spec.ts has
// the one after) unless E2E_STALE_PORT says otherwise.
const PORT = Number(process.env.E2E_STALE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2);
const STALE_MS = 10_000;
// Thirty seconds between the question and the pause: the bell and /myjobs are checked (axe, two widths) in between,
// which takes 20 s and more when the machine is busy.
const PAUSE_MS = 40_000;
const SWEEP_MS = 2_000;

/** The bell in the top bar, whatever its count. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const someUnread = /^Notifications, [1-9]\d* unread$/;
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

useOwnServer(PORT, { JOB_STALE_AFTER: '10s', JOB_PAUSE_AFTER: '40s', SCHEDULER_INTERVAL: '2s' });

async function recruiterPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, DEMO.recruiter);
  return page;
}

/** A London, full-time Python job, posted as the recruiter's screens post it; answers its id. */
async function postJob(recruiter: Page, title: string): Promise<number> {
  return postJobByApi(recruiter, { title, description: 'Build and run our data pipelines.' });
}

/** Waits (up to `timeout`) for an unread notification, opens the bell's panel and answers the row with this title. */
async function openBellAt(page: Page, title: string, timeout: number): Promise<Locator> {
  await expect(bell(page)).toHaveAccessibleName(someUnread, { timeout });
  await bell(page).click();
  const row = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: escaped(title) });
  await expect(row).toBeVisible();
  return row;
}

/** The candidate's matches searched for the job's own word: the job's card, or 'No jobs found' once it is gone. */
async function candidateSearch(page: Page, word: string): Promise<void> {
  await page.goto(`/yourmatches?search=${word}`);
  await expect(page.getByRole('article').or(page.getByText('No jobs found matching your criteria.')).first()).toBeVisible();
}

test.describe('listings kept honest and alerts, with the clock let run (JOB_STALE_AFTER=10s, JOB_PAUSE_AFTER=40s, SCHEDULER_INTERVAL=2s)', () => {
  test('a quiet job is asked about, paused and hidden, and Still hiring brings it back to candidates', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const word = `Heron${Date.now()}`;
    const title = `${word} Data Engineer`;
    await signUpCandidate(page, 'Casey Looking');
    await giveSkills(page, { Python: 9 });
    const recruiter = await recruiterPage(browser);
    // The demo jobs were paused by the server's first sweeps; what is unread from here on is this job's.
    await apiWrite(recruiter, 'POST', '/api/notifications/read-all/');
    const jobId = await postJob(recruiter, title);
    const postedAt = Date.now();
    const card = page.getByRole('article', { name: title });

    await test.step('the candidate finds the new job', async () => {
      await candidateSearch(page, word);
      await expect(card).toBeVisible();
    });

    await test.step('quiet for JOB_STALE_AFTER, the recruiter is asked whether it is still open, with both answers', async () => {
      await recruiter.goto('/orghome');
      const row = await openBellAt(recruiter, `Is ${title} still open?`, Math.max(0, postedAt + STALE_MS - Date.now()) + 2 * SWEEP_MS + 5_000);
      console.log(`job_stale arrived ${((Date.now() - postedAt) / 1000).toFixed(1)} s after posting (JOB_STALE_AFTER 10 s, sweep every 2 s)`);
      await expect(row).toContainText('Nothing moved on this job for 10 seconds. On My jobs, choose Still hiring to keep it listed or Close this job; otherwise it is paused after 40 seconds.');
      await checkScreen(recruiter, 'stale-window-asked');
      await row.click();
      await expect(recruiter).toHaveURL(/\/myjobs$/);
      const job = recruiter.getByRole('row').filter({ has: recruiter.getByRole('button', { name: title, exact: true }) });
      await expect(job.getByText('Nothing has moved on this job for 10 seconds. Still hiring?')).toBeVisible();
      await expect(job.getByRole('button', { name: `Still hiring for ${title}` })).toBeVisible();
      await expect(job.getByRole('button', { name: `Close this job: ${title}` })).toBeVisible();
      await expect(job.getByLabel(`Status of ${title}`)).toHaveValue('active');
      await checkScreen(recruiter, 'stale-window-myjobs-asked');
      console.log(`/myjobs checked while asked, ${((Date.now() - postedAt) / 1000).toFixed(1)} s after posting`);
    });

    await test.step('quiet for JOB_PAUSE_AFTER, it is paused: the recruiter is told, /myjobs says why, candidates no longer see it', async () => {
      const row = await openBellAt(recruiter, `${title} is paused`, Math.max(0, postedAt + PAUSE_MS - Date.now()) + 2 * SWEEP_MS + 5_000);
      console.log(`job_auto_paused arrived ${((Date.now() - postedAt) / 1000).toFixed(1)} s after posting (JOB_PAUSE_AFTER 40 s)`);
      await expect(row).toContainText('Nothing moved on this job for 40 seconds, so candidates no longer see it.');
      await row.click();
      await expect(recruiter).toHaveURL(/\/myjobs$/);
      const job = recruiter.getByRole('row').filter({ has: recruiter.getByRole('button', { name: title, exact: true }) });
      await expect(job.getByText('Paused by Tandem: nothing moved on it for 40 seconds, so candidates no longer see it.')).toBeVisible();
      await expect(job.getByLabel(`Status of ${title}`)).toHaveValue('paused');
      await checkScreen(recruiter, 'stale-window-myjobs-paused');

      await candidateSearch(page, word);
      await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
      await expect(card).toHaveCount(0);
    });

    await test.step('Still hiring on /myjobs makes it active again, and the candidate finds it again', async () => {
      const job = recruiter.getByRole('row').filter({ has: recruiter.getByRole('button', { name: title, exact: true }) });
      await job.getByRole('button', { name: `Still hiring for ${title}` }).click();
      await expectToast(recruiter, `${title} is active again.`);
      await expect(job.getByLabel(`Status of ${title}`)).toHaveValue('active');
      await expect(job.getByText(/Paused by Tandem|Still hiring\?/)).toHaveCount(0);
      expect(await (await recruiter.request.get(`/api/jobprofile/${jobId}/`)).json()).toMatchObject({ status: 'active', paused_reason: null, stale_since: null });

      await candidateSearch(page, word);
      await expect(card).toBeVisible();
    });
    await recruiter.context().close();
  });

  test('a saved search alerts once for a fitting job, through sweeps and an edit of the job', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const word = `Plover${Date.now()}`;
    const title = `${word} Python Developer`;
    await signUpCandidate(page, 'Sam Alerted');
    await giveSkills(page, { Python: 9 });

    await test.step('the candidate saves the search of /yourmatches, alerting as soon as a job fits', async () => {
      await page.goto(`/yourmatches?search=${word}&location=London&type=full-time`);
      await page.getByRole('button', { name: 'Save this search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByRole('textbox', { name: /Name/ }).fill('Plover jobs in London');
      await expect(dialog.getByRole('combobox', { name: 'Alert me' })).toHaveValue('instant');
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await expect(dialog).toHaveCount(0);
    });

    const recruiter = await recruiterPage(browser);
    let jobId = 0;
    const alerts = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /A new job fits your saved search/ }).filter({ hasText: title });

    await test.step('a recruiter posts a job that fits: one alert in the candidate’s bell', async () => {
      await page.goto('/home');
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      jobId = await postJob(recruiter, title);
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
      await bell(page).click();
      await expect(alerts).toHaveCount(1);
      await checkScreen(page, 'stale-window-saved-search-alert');
      await page.keyboard.press('Escape');
    });

    await test.step('sweeps pass and the recruiter edits the job: still exactly one alert for that search and job', async () => {
      // Several sweeps over a job the search has already alerted on.
      await page.waitForTimeout(3 * SWEEP_MS);
      await recruiter.goto(`/jobpost/${jobId}`);
      await expect(recruiter.getByLabel('Job Title')).toHaveValue(title);
      await recruiter.getByLabel('Description').fill('Build and run our data pipelines, now with a bigger team.');
      await recruiter.getByRole('button', { name: 'Update Job' }).click();
      await expectToast(recruiter, 'Job updated successfully!');
      expect(await (await recruiter.request.get(`/api/jobprofile/${jobId}/`)).json()).toMatchObject({ status: 'active', description: 'Build and run our data pipelines, now with a bigger team.' });
      // The alerts' queue and several more sweeps get their chance to alert again.
      await page.waitForTimeout(3 * SWEEP_MS);

      await page.reload();
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await bell(page).click();
      await expect(alerts).toHaveCount(1);
      const items = (await (await page.request.get('/api/notifications/?limit=100')).json()) as { results: Array<{ kind: string; link: string }> };
      expect(items.results.filter((item) => item.kind === 'saved_search_match' && item.link === `/yourmatches?job=${jobId}`)).toHaveLength(1);
    });
    await recruiter.context().close();
  });
});
