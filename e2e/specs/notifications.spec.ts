import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { apiWrite, checkScreen } from '../support/org';

interface Job {
  id: number;
  title: string;
  company: number | null;
}

/** A pattern matching `text` literally (job titles may hold '+' or brackets). */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The bell in the top bar, whatever its count (its name is 'Notifications' or 'Notifications, N unread'). */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** A signed-in page in its own browser context, which fails the test on any console error. */
async function signedIn(browser: Browser, email: string, errors: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${email}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${email}: ${error.message}`));
  await logIn(page, email);
  // Each starts with nothing unread, so the counts below are the ones this test causes.
  await apiWrite(page, 'POST', '/api/notifications/read-all/');
  return page;
}

/** Opens `path` and waits for the live stream to be connected (it opens once the page is idle). */
async function openWithStream(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/stream/', { timeout: 15_000 });
  await page.goto(path);
  await stream;
}

/** A job of the recruiter's company that the candidate has not applied to. */
async function jobToApplyTo(candidate: Page, recruiter: Page): Promise<Job> {
  const who = (await (await recruiter.request.get('/api/whoami/')).json()) as { id: number };
  const user = (await (await recruiter.request.get(`/api/users/${who.id}/`)).json()) as { company: number };
  const jobs = (await (await candidate.request.get('/api/jobprofile/?limit=200')).json()) as { results: Job[] };
  const mine = (await (await candidate.request.get('/api/job-applications/?limit=1000')).json()) as { results: Array<{ job: number }> };
  const applied = new Set(mine.results.map((application) => application.job));
  const job = jobs.results.find((candidateJob) => candidateJob.company === user.company && !applied.has(candidateJob.id));
  if (!job) throw new Error('The demo data has no job of the recruiter the candidate could apply to');
  return job;
}

test.describe('the bell', () => {
  test('counts live on both top bars, opens a notification, marks all as read, at 1280 and 375 px', async ({ browser }) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    const candidate = await signedIn(browser, DEMO.candidate, errors);
    const recruiter = await signedIn(browser, DEMO.recruiter, errors);
    const job = await jobToApplyTo(candidate, recruiter);
    await openWithStream(candidate, '/home');
    await openWithStream(recruiter, '/orghome');
    await expect(bell(candidate)).toHaveAccessibleName('Notifications');
    await expect(bell(recruiter)).toHaveAccessibleName('Notifications');
    // Set on the page: still there at the end means the counts rose without a reload.
    await candidate.evaluate(() => Object.assign(window, { notReloaded: true }));

    let applicationId = 0;
    await test.step("the recruiter's bell says 'New applicant' when the candidate applies", async () => {
      const application = await apiWrite(candidate, 'POST', `/api/jobprofile/${job.id}/apply/`, { note: 'Keen to help.' });
      applicationId = Number(application?.id);
      await expect(bell(recruiter)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2_000 });
      await expect(recruiter.getByTestId('notifications-badge')).toHaveText('1');
      await bell(recruiter).click();
      const panel = recruiter.getByRole('dialog', { name: 'Notifications' });
      // Earlier specs may have left read notifications for the same job: this one names the demo candidate.
      const candidateName = ((await (await candidate.request.get('/api/whoami/')).json()) as { name: string }).name;
      await expect(panel.getByRole('button', { name: literally(`New applicant for ${job.title}`) }).filter({ hasText: `${candidateName} applied` })).toBeVisible();
      await checkScreen(recruiter, 'notifications-organisation');
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(panel.getByText('You have no new notifications.')).toBeVisible();
      await expect(recruiter.getByTestId('notifications-badge')).toHaveCount(0);
      // The open dialog hides the rest of the page from the accessibility tree; the bell is named again once closed.
      await recruiter.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(bell(recruiter)).toHaveAccessibleName('Notifications');
    });

    await test.step("the candidate's count rises within 2 s of a move to Interview, without a reload", async () => {
      const movedAt = Date.now();
      await apiWrite(recruiter, 'PATCH', `/api/job-applications/${applicationId}/`, { status: 'interview' });
      await expect(bell(candidate)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2_000 });
      console.log(`the candidate's bell rose ${Date.now() - movedAt} ms after the move was sent`);
      await expect(candidate.getByTestId('notifications-badge')).toHaveText('1');
      await expect(candidate.locator('[aria-live="polite"]').filter({ hasText: '1 unread notification' })).toHaveCount(1);
      expect(await candidate.evaluate(() => 'notReloaded' in window)).toBe(true);
    });

    await test.step('the candidate opens the panel, checks it at both widths, and the notification leads to /applications', async () => {
      await bell(candidate).click();
      const panel = candidate.getByRole('dialog', { name: 'Notifications' });
      const notification = panel.getByRole('button', { name: literally(`Your application for ${job.title} moved to Interview`) });
      await expect(notification).toContainText('New');
      await expect(notification).toContainText('moved your application to Interview');
      await checkScreen(candidate, 'notifications-candidate');
      await notification.click();
      await expect(candidate).toHaveURL(/\/applications$/);
      await expect(panel).toHaveCount(0);
      await expect(bell(candidate)).toHaveAccessibleName('Notifications');
    });

    await test.step("on a phone the bell is in the bar; 'Mark all as read' clears the badge", async () => {
      await candidate.setViewportSize({ width: 375, height: 800 });
      await apiWrite(recruiter, 'PATCH', `/api/job-applications/${applicationId}/`, { status: 'offer' });
      await expect(bell(candidate)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2_000 });
      await expect(bell(candidate)).toBeVisible();
      await bell(candidate).click();
      const panel = candidate.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.getByRole('button', { name: literally(`Your application for ${job.title} moved to Offer`) })).toBeVisible();
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(panel.getByText('You have no new notifications.')).toBeVisible();
      await expect(candidate.getByTestId('notifications-badge')).toHaveCount(0);
      await candidate.keyboard.press('Escape');
      await expect(bell(candidate)).toHaveAccessibleName('Notifications');
    });

    await test.step("the organisation's bell is in its bar on a phone too", async () => {
      await recruiter.setViewportSize({ width: 375, height: 800 });
      await expect(bell(recruiter)).toBeVisible();
      await bell(recruiter).click();
      await expect(recruiter.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    });

    expect(errors).toEqual([]);
  });
});
