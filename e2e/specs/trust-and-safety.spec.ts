import { uniqueEmail, logIn } from '../support/accounts';
import { createOperator } from '../support/admin';
import { expectAccessible, signUpCandidate } from '../support/candidate';
import { addCompany, postJobByApi, signUpOrganisation } from '../support/org';
import { expect, test } from '../support/test';

// Issue 35 (docs/product.md section C20): a candidate reports a job; an operator made by the admin command sees the
// report in /admin and suspends the organisation, whose job leaves /browse and its page; restoring brings it back,
// and the audit log shows both actions with their reasons.

test('a reported job: the operator suspends its organisation, the job is gone, restore brings it back, the audit log shows both', async ({ page, browser }) => {
  // Four people and two browser pages: longer than one screen's test.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const company = `Quickcash Staffing ${stamp}`;
  const title = `Data Entry Clerk ${stamp}`;

  await signUpOrganisation(page, 'recruiter', 'Rex Recruiter');
  await addCompany(page, { name: company, email: uniqueEmail('quickcash'), phone: '07700900123', address: '1 High Street, Leeds' });
  const jobId = await postJobByApi(page, { title });
  // The organisation's profile may still be about to read its members and verification: leave it before signing
  // out, or those reads go out without a session (401s in the console).
  await page.goto('about:blank');
  await page.context().clearCookies();

  // The candidate reports the job from its page.
  await signUpCandidate(page, 'Casey Candidate');
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Report this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this job' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByLabel('Why are you reporting it?').selectOption({ label: 'Asks for a fee or payment' });
  await dialog.getByLabel('Details (optional)').fill('They asked me to pay £50 for training before starting.');
  await expectAccessible(page, 'the report dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. An operator will look at your report' }).first()).toBeVisible();
  await page.context().clearCookies();

  // The operator: made by the admin command, sets a password through its link, signs in and lands on /admin.
  const operatorEmail = uniqueEmail('operator');
  await page.goto(createOperator(operatorEmail));
  await page.getByLabel('New password').fill('Operat0r!Pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  await logIn(page, operatorEmail, 'Operat0r!Pass');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Operating Tandem', level: 1 })).toBeVisible();
  const report = page.getByRole('region', { name: `Report about ${title} · ${company}` });
  await expect(report).toContainText('They asked me to pay £50 for training before starting.');
  await expect(report).toContainText('Casey Candidate');
  await expectAccessible(page, '/admin reports');

  // Suspending asks for a reason and is confirmed in its dialog.
  await report.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend the organisation behind it?' });
  await suspend.getByRole('button', { name: 'Suspend the organisation' }).click();
  await expect(suspend.getByText('Give a reason: it is kept in the audit log.')).toBeVisible();
  await suspend.getByLabel('Reason').fill('Charges candidates a training fee');
  await suspend.getByRole('button', { name: 'Suspend the organisation' }).click();
  await expect(suspend).toBeHidden();

  // Gone for a visitor: not on /browse, no page.
  const visitor = await browser.newPage();
  await visitor.goto(`/browse?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole('heading', { name: 'Browse jobs and volunteering', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  expect((await visitor.request.get(`/jobs/${jobId}`)).status()).toBe(404);
  expect((await visitor.request.get(`/api/public/jobs/${jobId}/`)).status()).toBe(404);

  // Restore, from the organisations tab.
  await page.getByRole('tab', { name: 'Organisations' }).click();
  await page.getByRole('searchbox', { name: 'Find an organisation by name, website or id' }).fill(company);
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: company });
  await expect(row).toContainText('Suspended');
  await row.getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog', { name: `Restore ${company}?` });
  await restore.getByLabel('Reason').fill('Refunded the fees; agreed to our rules');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(restore).toBeHidden();
  await expect(row).not.toContainText('Suspended');

  await visitor.goto(`/browse?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await visitor.goto(`/jobs/${jobId}`);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await visitor.close();

  // The audit log: both actions, newest first, with their reasons; searchable.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByRole('searchbox', { name: 'Search the audit log' }).fill('company');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'company.restore' }).first()).toContainText('Refunded the fees; agreed to our rules');
  await expect(rows.filter({ hasText: 'company.suspend' }).first()).toContainText('Charges candidates a training fee');
  await expect(rows.filter({ hasText: 'company.suspend' }).first()).toContainText(operatorEmail);
  await expectAccessible(page, '/admin audit log');
});
