import type { Browser, Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { signUpCandidate } from '../support/candidate';
import { apiWrite, checkScreen, postJobByApi } from '../support/org';
import { useOwnServer } from '../support/own-server';
import { expect, test } from '../support/test';

// Replies guaranteed (docs/product.md section C12), with the window let run rather than read from the demo data:
// a server of this spec's own with REPLY_WINDOW=20s and SCHEDULER_INTERVAL=2s (a 20 s window would lapse the other
// specs' applications), on the port after the suite's unless E2E_REPLIES_PORT says otherwise.
const PORT = Number(process.env.E2E_REPLIES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const WINDOW_MS = 20_000;
const SWEEP_MS = 2_000;

/** The bell in the top bar, whatever its count. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

useOwnServer(PORT, { REPLY_WINDOW: '20s', SCHEDULER_INTERVAL: '2s' });

async function recruiterPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, DEMO.recruiter);
  await apiWrite(page, 'POST', '/api/notifications/read-all/');
  return page;
}

/** Opens the bell's panel, expects a notification of this title and checks the panel at both widths, then closes it. */
async function seeNotification(page: Page, title: string, screen: string): Promise<void> {
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await checkScreen(page, screen);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
}

test.describe('a reply window let run (REPLY_WINDOW=20s, SCHEDULER_INTERVAL=2s)', () => {
  test('an unanswered application becomes No reply, the organisation reminded and the candidate told', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const title = `Night Baker ${Date.now()}`;
    const recruiter = await recruiterPage(browser);
    const jobId = await postJobByApi(recruiter, {
      title,
      description: 'Bake bread overnight for our cafés.',
      salary_min: 26000,
      salary_max: 30000,
      years_of_experience: 0,
      department: 'Kitchen',
    });

    const candidateName = 'Robin Waiting';
    let appliedAt = 0;
    await test.step('the candidate applies from the job’s page and is promised a reply', async () => {
      await signUpCandidate(page, candidateName);
      await apiWrite(page, 'POST', '/api/notifications/read-all/');
      await page.goto(`/jobs/${jobId}`);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('dialog', { name: `Apply for ${title}` }).getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByRole('button', { name: 'Applied' })).toBeVisible();
      appliedAt = Date.now();
      await page.goto('/applications');
      const application = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
      await expect(application.getByText(/^Reply expected by \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(application.getByText('Applied', { exact: true })).toBeVisible();
    });

    await test.step('the organisation sees it awaiting a reply, and is reminded when a quarter of the window is left', async () => {
      // Told of the new applicant at once; read, so the count below is the reminder's.
      await apiWrite(recruiter, 'POST', '/api/notifications/read-all/');
      await recruiter.goto('/orghome');
      const waiting = recruiter.getByRole('region', { name: /Awaiting your reply/ }).getByRole('listitem').filter({ hasText: title });
      await expect(waiting).toBeVisible();
      await expect(waiting.getByText(/^\d+ (day|hour|minute|second)s? left$|^Due today$/)).toBeVisible();
      // A quarter of 20 s is left at 15 s; the next sweep is at most 2 s later.
      await expect(bell(recruiter)).toHaveAccessibleName('Notifications, 1 unread', { timeout: WINDOW_MS + 2 * SWEEP_MS });
      await seeNotification(recruiter, `An applicant for ${title} is waiting for your reply`, 'reply-window-organisation-reminded');
    });

    await test.step('past the deadline, the candidate is told kindly and the application reads No reply', async () => {
      // Told by the live stream, without a reload: the deadline is 20 s after applying, the sweep every 2 s.
      await page.goto('/home');
      await expect(bell(page)).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/, { timeout: Math.max(0, appliedAt + WINDOW_MS - Date.now()) + 4 * SWEEP_MS + 5_000 });
      console.log(`the candidate was told ${((Date.now() - appliedAt) / 1000).toFixed(1)} s after applying (window 20 s, sweep every 2 s)`);
      await seeNotification(page, `Your application for ${title} had no reply in time`, 'reply-window-candidate-told');
      await page.goto('/applications');
      const application = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
      await expect(application.getByText('No reply', { exact: true })).toBeVisible();
      await expect(application.getByText(/^No reply by \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(application.getByRole('link', { name: 'See jobs that match your profile' })).toHaveAttribute('href', '/yourmatches');
      await expect(application.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
      await checkScreen(page, 'reply-window-applications');
    });

    await test.step('the organisation finds it under No reply, no longer awaiting', async () => {
      await recruiter.goto('/orghome');
      await expect(recruiter.getByRole('region', { name: /Awaiting your reply/ }).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
      await recruiter.goto(`/candidatelist?job=${jobId}&tab=applicants`);
      await expect(recruiter.getByRole('region', { name: /^No reply/ }).getByText(candidateName, { exact: true })).toBeVisible();
      await checkScreen(recruiter, 'reply-window-candidatelist');
    });
    await recruiter.context().close();
  });
});
