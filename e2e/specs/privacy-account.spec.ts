import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { signUpCandidate } from '../support/candidate';

// docs/product.md section C13: a person takes their data and leaves.

test('Download my data saves a JSON file holding the account', async ({ page }) => {
  const email = await signUpCandidate(page, 'Riley Export');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tandem-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()), 'utf8')) as { format: string; user: { email: string; name: string }; sessions: unknown[] };
  expect(data.format).toBe('tandem-account-export');
  expect(data.user).toMatchObject({ email, name: 'Riley Export' });
  expect(data.sessions.length).toBeGreaterThan(0);

  // The zip beside it: a real zip file (its local-file signature), named for the day.
  const [archive] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download with my résumé (.zip)' }).click()]);
  expect(archive.suggestedFilename()).toMatch(/^tandem-export-\d{4}-\d{2}-\d{2}\.zip$/);
  expect((await readFile((await archive.path()))).subarray(0, 4).toString('hex')).toBe('504b0304');
});

test('Delete account says what goes, asks for the password, then the account is gone', async ({ page, consoleErrors }) => {
  // The wrong password (400) and the login of the deleted account (401) are expected failures.
  consoleErrors.allow(/status of 40[01]/);
  const email = await signUpCandidate(page, 'Sam Leaving');
  await page.goto('/settings');
  await expect(page.getByText('What goes, for good:')).toBeVisible();
  await expect(page.getByText(/Deleted user/).first()).toBeVisible();
  await expectAccessible(page, '/settings with the privacy sections');
  await page.getByRole('button', { name: 'Delete account', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the delete account dialog');
  await dialog.getByLabel('Your password').fill('Wrong-passw0rd!');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your password is not correct.')).toBeVisible();

  await dialog.getByLabel('Your password').fill('Passw0rd!');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/landingpage$/);

  // The account is gone: signing in with it fails.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').first()).toBeVisible();
});
