import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { holdAnswers } from '../support/held-answers';
import { addCompany, checkScreen, expectAccessible, expectToast, fillJobForm, jobIdByTitle, signUpOrganisation } from '../support/org';

const JOB = {
  title: 'Django Platform Engineer',
  description: 'Build our Django services and the PostgreSQL database behind them.',
  skills: ['Python', 'Django', 'PostgreSQL'],
  // A paid job gives its pay range (docs/product.md section C20).
  salaryMin: '45000',
  salaryMax: '60000',
  years: '1',
  country: 'United Kingdom',
  state: 'England',
  city: 'London',
};
/** The demo candidate (candidate@tandem.dev): a Python and Django backend developer, ranked for the job above. */
const CANDIDATE = 'Alex Rivera';
const COMPANY = 'Chatterbox Labs';

/** Every console error and uncaught exception of a page, to be empty at the end. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The applicant board asks HEAD /common/resume/{id}/file/ whether an applicant has a résumé; a 404 is its
    // "no" (features/candidates/api/has-resume.ts), which Chromium logs. Nothing else is let through.
    if (message.location().url.includes('/common/resume/') && message.text().includes('404')) return;
    // Once the candidate blocks the company, the recruiter's send is refused with a 403 on purpose (the last steps).
    if (/\/api\/conversations\/\d+\/messages\//.test(message.location().url) && message.text().includes('403')) return;
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The conversation's message log. */
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

test.describe('conversations and invitations', () => {
  test('a recruiter invites a ranked candidate, who accepts; both talk and see each other live', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const recruiterErrors = collectErrors(page);
    const candidateContext = await browser.newContext();
    const candidate = await candidateContext.newPage();
    const candidateErrors = collectErrors(candidate);

    await test.step('a recruiter posts a job', async () => {
      await signUpOrganisation(page, 'recruiter', 'Morgan Recruiter');
      await addCompany(page, { name: COMPANY, email: 'jobs@chatterbox.dev', phone: '020 7946 0123', address: '1 Chat Street, London' });
      await page.goto('/jobpost');
      await fillJobForm(page, JOB);
      await page.getByRole('button', { name: 'Post Job' }).click();
      await expect(page).toHaveURL(/\/myjobs$/, { timeout: 20_000 });
    });
    const jobId = await jobIdByTitle(page, JOB.title);

    await test.step('an empty /chats says what to do', async () => {
      await page.goto('/orghome');
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Chats' }).click();
      await expect(page).toHaveURL(/\/chats$/);
      await expect(page.getByText(/No conversations yet\. When a candidate applies/)).toBeVisible();
    });

    await test.step('the recruiter invites the candidate from /candidatelist with the prefilled message', async () => {
      await page.goto(`/candidatelist?job=${jobId}`);
      const invite = page.getByRole('button', { name: `Invite to apply: ${CANDIDATE}` });
      await expect(invite).toBeVisible({ timeout: 20_000 });
      await checkScreen(page, 'candidatelist-invite');
      await invite.click();
      const dialog = page.getByRole('dialog', { name: `Invite ${CANDIDATE} to apply` });
      await expect(dialog.getByLabel('Message')).toHaveValue(new RegExp(`our ${JOB.title} role at ${COMPANY}`));
      await dialog.getByLabel('Message').fill('Hello Alex, your Django work stands out. See https://chatterbox.dev/jobs and apply!');
      await expectAccessible(page, 'the invitation dialog');
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expectToast(page, `Invitation sent to ${CANDIDATE}`);
      await expect(page.getByRole('button', { name: `Invited: ${CANDIDATE}` })).toBeDisabled();
      await page.getByRole('tab', { name: 'Invitations' }).click();
      await expect(page.getByRole('list', { name: 'Invitations sent' }).getByText('Waiting for an answer')).toBeVisible();
    });

    let conversationPath = '';
    await test.step('the candidate accepts on /applications and lands in the conversation', async () => {
      await logIn(candidate, DEMO.candidate);
      await candidate.goto('/applications');
      const invitations = candidate.getByRole('region', { name: /Invitations/ });
      await expect(invitations.getByRole('heading', { name: JOB.title })).toBeVisible();
      const link = invitations.getByRole('link', { name: 'https://chatterbox.dev/jobs' });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      await checkScreen(candidate, 'applications-invitations');
      await invitations.getByRole('button', { name: `Accept the invitation to apply to ${JOB.title}` }).click();
      await expect(candidate).toHaveURL(/\/messages\/\d+$/, { timeout: 20_000 });
      conversationPath = new URL(candidate.url()).pathname;
      await expect(candidate.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
    });

    await test.step('the candidate writes (Shift+Enter for a new line, Enter sends)', async () => {
      const box = candidate.getByRole('textbox', { name: `Message to ${COMPANY}` });
      await box.fill('Thank you!');
      await box.press('Shift+Enter');
      await box.pressSequentially('When could we talk?');
      await box.press('Enter');
      await expect(thread(candidate).getByText(/Thank you!\s+When could we talk\?/)).toBeVisible();
      await expect(box).toHaveValue('');
    });

    await test.step('the recruiter sees it from /orghome on /chats, unread, and opens it', async () => {
      await page.goto('/orghome');
      await page.getByRole('link', { name: '1 unread conversation' }).click();
      await expect(page).toHaveURL(/\/chats$/);
      const row = page.getByRole('link', { name: new RegExp(CANDIDATE) });
      await expect(row).toContainText('1 unread');
      await expect(row).toContainText(JOB.title);
      await checkScreen(page, 'chats-list');
      await row.click();
      await expect(page).toHaveURL(new RegExp(`/chats/${conversationPath.split('/').pop()}$`));
      await expect(thread(page).getByText(/When could we talk\?/)).toBeVisible();
      // At 1280x800, with the banner asking this new organisation to confirm its e-mail, the message box is on screen.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByText('Please confirm your e-mail address')).toBeVisible();
      const composer = await page.getByRole('textbox', { name: `Message to ${CANDIDATE}` }).boundingBox();
      expect((composer?.y ?? Infinity) + (composer?.height ?? 0)).toBeLessThanOrEqual(800);
    });

    await test.step('each sees the other’s message appear without reloading', async () => {
      await page.getByRole('textbox', { name: `Message to ${CANDIDATE}` }).fill('Tomorrow at 10? <b>not bold</b>');
      await page.getByRole('textbox', { name: `Message to ${CANDIDATE}` }).press('Enter');
      await expect(thread(candidate).getByText('Tomorrow at 10? <b>not bold</b>')).toBeVisible({ timeout: 10_000 });
      // The recruiter opened the conversation, so the candidate's message shows as read.
      await expect(thread(candidate).getByText('· Read')).toBeVisible();

      await candidate.getByRole('textbox', { name: `Message to ${COMPANY}` }).fill('Perfect, see you then.');
      await candidate.getByRole('textbox', { name: `Message to ${COMPANY}` }).press('Enter');
      await expect(thread(page).getByText('Perfect, see you then.')).toBeVisible({ timeout: 10_000 });
      await checkScreen(page, 'chats-conversation');
      await checkScreen(candidate, 'messages-conversation');
    });

    await test.step('the candidate’s /messages and /applications lead back to the conversation', async () => {
      await candidate.getByRole('link', { name: 'Messages' }).first().click();
      await expect(candidate).toHaveURL(/\/messages$/);
      await expect(candidate.getByRole('link', { name: new RegExp(COMPANY) })).toContainText('You: Perfect, see you then.');
      await checkScreen(candidate, 'messages-list');
      await candidate.goto('/applications');
      await candidate.getByRole('link', { name: `Message ${COMPANY} about ${JOB.title}` }).click();
      await expect(candidate).toHaveURL(new RegExp(`${conversationPath}$`));
    });

    await test.step('the message box stays where it is while the messages load', async () => {
      // The messages' answer is held until the composer's place is measured, then let through: the log's stand-in
      // has the log's height, so nothing below it moves when they arrive (it was a layout shift of 0.1).
      const messages = await holdAnswers(page, (url) => /^\/api\/conversations\/\d+\/messages\/$/.test(url.pathname));
      await page.goto(`/chats/${conversationPath.split('/').pop()}`);
      await expect(page.getByRole('status', { name: 'Loading messages' })).toBeVisible();
      const box = page.getByRole('textbox', { name: `Message to ${CANDIDATE}` });
      const before = await box.boundingBox();
      messages.release();
      await expect(thread(page).getByText('Perfect, see you then.')).toBeVisible();
      const after = await box.boundingBox();
      expect(before).not.toBeNull();
      expect(after?.y).toBe(before?.y);
    });

    await test.step('the applicant board links the recruiter to the conversation', async () => {
      await page.goto(`/candidatelist?job=${jobId}`);
      await page.getByRole('tab', { name: /Applicants/ }).click();
      await page.getByRole('link', { name: `Message ${CANDIDATE}` }).click();
      await expect(page).toHaveURL(new RegExp(`/chats/${conversationPath.split('/').pop()}$`));
    });

    await test.step('the candidate blocks the organisation from the conversation, after a plain confirmation', async () => {
      await candidate.goto(conversationPath);
      await candidate.getByRole('button', { name: 'Block organisation' }).click();
      const dialog = candidate.getByRole('dialog', { name: `Block ${COMPANY}?` });
      await expect(dialog).toContainText(`${COMPANY} will no longer be able to message you or invite you to apply`);
      await expect(dialog).toContainText('hidden until you unblock it in Settings');
      await expectAccessible(candidate, 'the block dialog');
      await dialog.getByRole('button', { name: 'Block', exact: true }).click();
      await expect(candidate).toHaveURL(/\/messages$/);
      await expectToast(candidate, `${COMPANY} is blocked.`);
      // The demo candidate's other conversations stay; this organisation's is gone from the list.
      await expect(candidate.getByRole('link', { name: /Brightpath Talent/ }).first()).toBeVisible();
      await expect(candidate.getByRole('link', { name: new RegExp(COMPANY) })).toHaveCount(0);
    });

    await test.step('the recruiter can no longer message them, and learns no more than that', async () => {
      await page.reload();
      const box = page.getByRole('textbox', { name: `Message to ${CANDIDATE}` });
      await box.fill('Are you still interested?');
      await box.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Not sent' })).toHaveText('Not sent: You cannot message this candidate.');
      await expect(thread(page).getByText('Are you still interested?')).toHaveCount(0);
    });

    await test.step('the candidate unblocks it on /settings and finds the conversation again', async () => {
      await candidate.goto('/settings');
      const blocked = candidate.getByRole('region', { name: 'Blocked organisations' });
      await expect(blocked.getByText(COMPANY)).toBeVisible();
      await checkScreen(candidate, 'settings-blocked');
      await blocked.getByRole('button', { name: `Unblock ${COMPANY}` }).click();
      await expect(blocked.getByText('You have not blocked any organisation.')).toBeVisible();
      await candidate.getByRole('link', { name: 'Messages' }).first().click();
      await expect(candidate.getByRole('link', { name: new RegExp(COMPANY) })).toContainText('You: Perfect, see you then.');
    });

    expect(recruiterErrors, 'console errors for the recruiter').toEqual([]);
    expect(candidateErrors, 'console errors for the candidate').toEqual([]);
    await candidateContext.close();
  });
});

