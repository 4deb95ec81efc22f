import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD, logIn } from '../support/accounts';
import { holdAnswers } from '../support/held-answers';
import { captureScreen, expectAccessible, signUpCandidate } from '../support/candidate';
import { expectToast } from '../support/org';

/** Opens Settings from the profile menu (desktop) or the menu button (mobile). */
async function openSettingsFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

for (const [role, email] of [
  ['candidate', DEMO.candidate],
  ['organisation', DEMO.smallbiz],
] as const) {
  test(`/settings on the ${role} top bar: reachable from the profile menu, accessible at 1280 and 375 px`, async ({ page }) => {
    await logIn(page, email);
    await openSettingsFromMenu(page);
    await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Messages: by e-mail' })).toBeVisible();
    await expectAccessible(page, `/settings (${role}) at 1280 px`);
    await captureScreen(page, `settings-${role}`);
    await page.setViewportSize({ width: 375, height: 900 });
    await expectAccessible(page, `/settings (${role}) at 375 px`);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('link', { name: 'Settings' }).last()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
}

test('notification preferences are saved and kept', async ({ page }) => {
  await logIn(page, DEMO.nonprofit);
  await page.goto('/settings');
  const messagesByEmail = page.getByRole('checkbox', { name: 'Messages: by e-mail' });
  await expect(messagesByEmail).toBeChecked();
  await messagesByEmail.uncheck();
  await page.getByRole('radio', { name: 'One daily digest' }).check();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expectToast(page, 'Notification settings saved.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Messages: by e-mail' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'One daily digest' })).toBeChecked();
});

test('signing out another device, after asking, ends that session', async ({ browser, page }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, DEMO.recruiter);
  await logIn(page, DEMO.recruiter);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Every other device has been signed out.');
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);
  await otherPage.goto('/orghome');
  await expect(otherPage).toHaveURL(/\/login\?next=%2Forghome$/);
  await other.close();
});

test('changing the password asks for the current one and keeps this session', async ({ page, consoleErrors }) => {
  // The wrong current password is answered 400, which the browser logs; the page shows it as a field error.
  consoleErrors.allow(/status of 400 .*\/api\/account\/password\//);
  await logIn(page, DEMO.smallbiz);
  await page.goto('/settings');
  await page.getByLabel('Current password').fill('Wrong!Passw0rd');
  await page.getByLabel('New password').fill('Changed!Passw0rd1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Your password has been changed.');
  // Put it back for the other specs, which sign in with the demo password.
  await page.getByLabel('Current password').fill('Changed!Passw0rd1');
  await page.getByLabel('New password').fill(DEMO_PASSWORD);
  // The first change's toast was recorded on this page too, so the server's answer is what says this one is done.
  const putBack = page.waitForResponse((response) => response.url().endsWith('/api/account/password/') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Change password' }).click();
  expect((await putBack).status()).toBe(200);
  await expect(page).toHaveURL(/\/settings$/);
});

test('/settings does not move its cards when the list of devices arrives (one device, as most have)', async ({ page }) => {
  // A phone's width, where the devices' lines used to wrap.
  await page.setViewportSize({ width: 412, height: 823 });
  await signUpCandidate(page, 'Sol Steady');
  // The devices' answer is held until the card below has been drawn, then let through.
  const sessions = await holdAnswers(page, (url) => url.pathname === '/api/account/sessions/');
  await page.goto('/settings');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('checkbox', { name: /: in the app$/ }).first()).toBeAttached();
  await expect(page.getByRole('status', { name: 'Loading sessions' })).toBeAttached();
  const before = await notifications.boundingBox();
  sessions.release();
  await expect(page.getByRole('region', { name: 'Where you are signed in' }).getByText('This device')).toBeVisible();
  const after = await notifications.boundingBox();
  expect(before).not.toBeNull();
  expect(after?.y).toBe(before?.y);
});
