import { DEMO, logIn } from '../support/accounts';
import { checkScreen } from '../support/org';
import { expect, test } from '../support/test';

// The organisation's record (docs/product.md section C12), on the demo data: Brightpath answered 7 of its 8
// applicants in time, the other companies have too few applications to show one.
const RECORD_LINE = /^Replies to \d+% of applicants, usually within (a day|\d+ days)$/;

test.describe("the organisation's reply record", () => {
  test('a candidate sees it on the cards, sorts by it, and reads how it is counted in the job details', async ({ page }) => {
    await logIn(page, DEMO.candidate);
    await page.goto('/yourmatches');
    await page.getByLabel('Sort by').selectOption({ label: 'Most responsive' });
    await expect(page).toHaveURL(/sort=responsive/);
    const first = page.getByRole('article').first();
    await expect(first).toContainText('Brightpath Talent');
    const line = first.getByText(RECORD_LINE);
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('title', /Counted over the applications of the last 180 days/);
    await checkScreen(page, 'yourmatches-most-responsive');

    await first.getByRole('button', { name: /^View / }).click();
    const dialog = page.getByRole('dialog');
    const record = dialog.getByRole('region', { name: 'Reply record' });
    await expect(record.getByText(RECORD_LINE)).toBeVisible();
    await expect(record.getByText(/Shown once there are 5 such applications\./)).toBeVisible();
    await checkScreen(page, 'job-details-reply-record');
  });

  test('the organisation sees its own record in its company details', async ({ page }) => {
    await logIn(page, DEMO.recruiter);
    await page.goto('/orgprofile');
    const record = page.getByRole('region', { name: 'Reply record' });
    await expect(record.getByText(RECORD_LINE)).toBeVisible();
    await checkScreen(page, 'orgprofile-reply-record');
  });
});
