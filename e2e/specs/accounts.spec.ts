import { expect, test } from '../support/test';
import { DEMO, DEMO_PASSWORD, logIn, logOut, signUp, uniqueEmail } from '../support/accounts';

test.describe('signing up', () => {
  test('a candidate lands on /home', async ({ page }) => {
    await signUp(page, '/signup', { name: 'Casey Candidate', email: uniqueEmail('casey') });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a recruiter without a company lands on /addcompany', async ({ page }) => {
    await signUp(page, '/recsignup', { name: 'Rory Recruiter', email: uniqueEmail('rory') });
    await expect(page).toHaveURL(/\/addcompany$/i);
    await expect(page.getByRole('heading', { name: 'Add Company Details' })).toBeVisible();
  });

  for (const roleLabel of ['Small Business Owner', 'Nonprofit Organization', 'Community Organizer']) {
    test(`an organisation signing up as ${roleLabel} lands on /addcompany`, async ({ page }) => {
      await signUp(page, '/sbsignup', { name: `Org ${roleLabel}`, email: uniqueEmail('org'), roleLabel });
      await expect(page).toHaveURL(/\/addcompany$/i);
    });
  }

  test('shows the password rule word for word', async ({ page }) => {
    await signUp(page, '/signup', { name: 'Weak Pass', email: uniqueEmail('weak'), password: 'password' });
    await expect(
      page.getByText('Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('refuses an email that is taken, under the email field', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 400 .*\/api\/signup\//);
    await signUp(page, '/signup', { name: 'Copy Cat', email: DEMO.candidate });
    await expect(page.getByText('A user with this email already exists.')).toBeVisible();
  });

  test('refuses a sample domain', async ({ page }) => {
    await signUp(page, '/signup', { name: 'Sample', email: 'someone@example.com' });
    await expect(page.getByText('Email domain is not allowed')).toBeVisible();
  });
});

test.describe('logging in', () => {
  test('each demo role lands where docs/product.md says', async ({ page }) => {
    for (const [email, path] of [
      [DEMO.candidate, /\/home$/],
      [DEMO.recruiter, /\/orghome$/],
      [DEMO.smallbiz, /\/orghome$/],
      [DEMO.nonprofit, /\/orghome$/],
    ] as const) {
      await logIn(page, email);
      await expect(page).toHaveURL(path);
      await logOut(page);
    }
  });

  test('asks for both fields and marks the empty ones', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please fill in all fields').first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('says a wrong password is invalid', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401 .*\/api\/login\//);
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.candidate);
    await page.getByLabel('Password', { exact: true }).fill('Wrong0ne!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
  });

  test('says "Network issue." when the server cannot be reached', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_CONNECTION_REFUSED .*\/api\/login\//);
    await page.goto('/login');
    await page.route('**/api/login/', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Email').fill(DEMO.candidate);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Network issue.')).toBeVisible();
  });

  test('says "Login Failed" for a server error', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500 .*\/api\/login\//);
    await page.goto('/login');
    await page.route('**/api/login/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Internal server error."}' }));
    await page.getByLabel('Email').fill(DEMO.candidate);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
  });
});

test.describe('guards and redirects', () => {
  test('an anonymous visitor opening a guarded screen is sent to /login', async ({ page }) => {
    await page.goto('/yourmatches');
    await expect(page).toHaveURL(/\/login\?next=%2Fyourmatches$/);
  });

  test('a candidate opening /orghome is sent to /login, with a way back home', async ({ page }) => {
    await logIn(page, DEMO.candidate);
    await page.goto('/orghome');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('That page is for another kind of account.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'go back to your home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a recruiter opening a candidate screen is sent to /login', async ({ page }) => {
    await logIn(page, DEMO.recruiter);
    await page.goto('/editprofile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user opening the landing page is taken home by role', async ({ page }) => {
    await logIn(page, DEMO.candidate);
    await page.goto('/landingpage');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('logout ends the session: guarded screens send you to /login again', async ({ page }) => {
    await logIn(page, DEMO.nonprofit);
    await logOut(page);
    await page.goto('/orghome');
    await expect(page).toHaveURL(/\/login\?next=%2Forghome$/);
  });
});
