import { DEMO, logIn } from '../support/accounts';
import { checkScreen } from '../support/org';
import { expect, test } from '../support/test';

// Replies guaranteed (docs/product.md section C12), on the demo data: the candidate sees each application's
// deadline and the one that lapsed; the recruiter sees who is waiting and can answer in one click.
test.describe('reply deadlines', () => {
  test('the candidate sees when a reply is due, and which went unanswered', async ({ page }) => {
    await logIn(page, DEMO.candidate);
    await page.goto('/applications');
    const waiting = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Recruitment Coordinator' }) });
    await expect(waiting.getByText(/^Reply expected by \d{1,2} \w+ \d{4}$/)).toBeVisible();
    const lapsed = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Data Science Intern' }) });
    await expect(lapsed.getByText(/^No reply by \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(lapsed.getByText('No reply', { exact: true })).toBeVisible();
    await expect(lapsed.getByRole('link', { name: 'See jobs that match your profile' })).toHaveAttribute('href', '/yourmatches');
    await expect(lapsed.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
    await checkScreen(page, 'applications-reply-deadlines');
  });

  test('the recruiter sees applicants awaiting a reply with the days left, and declines kindly after choosing a note', async ({ page }) => {
    await logIn(page, DEMO.recruiter);
    await page.goto('/orghome');
    const panel = page.getByRole('region', { name: /Awaiting your reply/ });
    const row = panel.getByRole('listitem').filter({ hasText: 'Recruitment Coordinator' });
    await expect(row).toBeVisible();
    await expect(row.getByText(/^\d+ (day|hour|minute|second)s? left$|^Due today$/)).toBeVisible();
    await expect(row.getByRole('button', { name: /^Screening for / })).toBeVisible();
    await checkScreen(page, 'orghome-awaiting-reply');

    await row.getByRole('button', { name: /^Decline .*…$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Decline .*\?$/ });
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    await dialog.getByRole('radio', { name: /The position has been filled/ }).check();
    await expect(dialog).toBeVisible();
    await checkScreen(page, 'orghome-decline-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
  });
});
