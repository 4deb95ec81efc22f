import { DEMO, logIn, uniqueEmail } from '../support/accounts';
import { callApi, expectAccessible, signUpCandidate } from '../support/candidate';
import { linkFromMail } from '../support/mail';
import { apiWrite, postJobByApi } from '../support/org';
import { expect, test } from '../support/test';

// Issue 31 (docs/product.md section C16): a visitor finds a job, reads it and applies through sign-up, landing back on
// the job with the application open; an e-mail's link opened signed out comes back where it points after login.

test.describe('open doors', () => {
  test('a signed-out visitor finds a job on /browse, reads it, applies through sign-up and lands on it with the application open', async ({ page }) => {
    const newest = (await (await page.request.get('/api/public/jobs/?type=full-time')).json()) as { results: { id: number; title: string }[] };
    const job = newest.results[0]!;

    await page.goto(`/browse?q=${encodeURIComponent(job.title)}`);
    await expect(page.getByRole('heading', { name: 'Browse jobs and volunteering', level: 1 })).toBeVisible();
    await expectAccessible(page, '/browse');
    await page.getByRole('link', { name: job.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
    await expectAccessible(page, '/jobs/{id}');

    await page.getByRole('link', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByRole('link', { name: 'Sign up as a candidate' }).click();
    await expect(page).toHaveURL(/\/signup\?next=/);
    await page.getByLabel('Username').fill('Vera Visitor');
    await page.getByLabel('Email').fill(uniqueEmail('vera'));
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: /sign up|create/i }).click();

    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}\\?apply=1$`));
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText(job.title);
  });

  test("an e-mail's link opened signed out lands where it points after login", async ({ page, browser }) => {
    await signUpCandidate(page, 'Mia Messenger');
    const brightpath = await callApi<{ results: { id: number }[] }>(page, 'GET', '/api/public/jobs/?q=Brightpath');
    const jobId = brightpath.results[0]!.id;
    await callApi(page, 'POST', `/api/jobprofile/${jobId}/apply/`);
    const conversations = await callApi<{ results: { id: number }[] } | { id: number }[]>(page, 'GET', '/api/conversations/');
    const list = Array.isArray(conversations) ? conversations : conversations.results;
    const conversationId = list[0]!.id;
    await callApi(page, 'POST', `/api/conversations/${conversationId}/messages/`, { body: 'Is the role still open?' });

    const link = await linkFromMail(DEMO.recruiter, `/chats/${conversationId}`);
    const visitor = await browser.newPage();
    await visitor.goto(link);
    await expect(visitor).toHaveURL(/\/login\?next=%2Fchats%2F/);
    await visitor.getByLabel('Email').fill(DEMO.recruiter);
    await visitor.getByLabel('Password', { exact: true }).fill('Tandem@2026');
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/chats/${conversationId}$`));
    await expect(visitor.getByText('Is the role still open?')).toBeVisible();
    await visitor.close();
  });

  test('a closed job says it is no longer accepting applications to a visitor (the page as sent) and to a signed-in candidate (the app) alike', async ({ page, browser }) => {
    const organisation = await browser.newPage();
    await logIn(organisation, DEMO.recruiter);
    const jobId = await postJobByApi(organisation, { title: `Closed Harbour Role ${Date.now()}` });
    await apiWrite(organisation, 'PATCH', `/api/jobprofile/${jobId}/`, { status: 'closed' });
    await organisation.close();

    const notice = 'This job is no longer accepting applications.';
    const expectClosedPage = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Closed Harbour Role/);
      await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
      await expect(page.getByText('Job not found')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Apply' })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    };

    // A visitor reads the page the server drew, whole: the app does not start on it (apps/web/src/main.tsx).
    await page.goto(`/jobs/${jobId}`);
    await expect(page.locator('#first-paint')).toHaveAttribute('data-stands-alone', '');
    await expectClosedPage();

    await signUpCandidate(page, 'Cleo Closed');
    await page.goto(`/jobs/${jobId}`);
    // The first paint gone is the fence: what shows now is the app's own screen, not the server's HTML.
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expectClosedPage();
    await expectAccessible(page, 'a closed job, signed in');
  });
});
