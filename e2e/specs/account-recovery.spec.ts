import { expect, test } from '../support/test';
import { logIn, signUp, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/candidate';
import { linkFromMail } from '../support/mail';
import { expectToast } from '../support/org';

const INVALID_LINK = 'This link is invalid or has expired.';

test.describe('forgot password', () => {
  test('a forgotten password is reset end to end from the link in the e-mail', async ({ page, consoleErrors }) => {
    // Opening the used link again is answered 400 on purpose (the page then says the link is invalid).
    consoleErrors.allow(/status of 400 .*\/api\/password-reset\/(confirm|check)\//);
    // The reset signs out every device, this one too: whatever the signed-in page asks before it has moved on (its
    // live stream, the bell's count, the user) is then refused (401) until it signs in.
    consoleErrors.allow(/status of 401 .*\/api\//);
    const email = uniqueEmail('forgetful');
    await signUp(page, '/signup', { name: 'Fran Forgetful', email });
    await expect(page).toHaveURL(/\/home$/);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessible(page, '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for this email, we have sent a link to reset the password.');

    const link = await linkFromMail(email, '/reset-password?token=');
    await page.goto(link);
    await expectAccessible(page, '/reset-password');
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('New password').fill('Fresh!Passw0rd');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    await page.getByRole('link', { name: 'Go to Log in' }).click();
    await logIn(page, email, 'Fresh!Passw0rd');
    await expect(page).toHaveURL(/\/home$/);

    // The link worked once: opened again, it says so at once, with no form to fill in for nothing.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(INVALID_LINK);
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await expectAccessible(page, '/reset-password with a used link');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a link without a token says it is invalid, with a way to ask again', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(INVALID_LINK);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});

test.describe('e-mail verification', () => {
  test('a new account sees a quiet banner with Resend until the link from the e-mail confirms it', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await signUp(page, '/signup', { name: 'Uma Unconfirmed', email });
    await expect(page).toHaveURL(/\/home$/);
    const banner = page.getByRole('region', { name: 'E-mail confirmation' });
    await expect(banner).toContainText('Please confirm your e-mail address');
    await expectAccessible(page, '/home with the confirmation banner');
    await banner.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'We have sent you a new confirmation link.');

    await page.goto(await linkFromMail(email, '/verify-email?token='));
    await expect(page.getByRole('status')).toHaveText('Your email address is confirmed.');
    await expectAccessible(page, '/verify-email');
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('demo accounts are confirmed and see no banner', async ({ page }) => {
    await logIn(page, 'recruiter@tandem.dev');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toHaveCount(0);
  });
});
