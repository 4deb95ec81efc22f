import { expect, test } from '../support/test';
import { captureScreen } from '../support/candidate';

test.describe('landing page', () => {
  test('the root address opens the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landingpage$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [name, path] of [
    ["I'm a Candidate", '/signup'],
    ["I'm a Recruiter", '/recsignup'],
    ["I'm an Organization", '/sbsignup'],
    ['Login', '/login'],
  ] as const) {
    test(`${name} goes to ${path}`, async ({ page }) => {
      await page.goto('/landingpage');
      await page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true })).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/landingpage');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('the visitor screens', () => {
  for (const path of ['/landingpage', '/login', '/signup', '/recsignup', '/sbsignup']) {
    test(`${path} passes axe (WCAG 2.2 A/AA) at 1280 and 375 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await captureScreen(page, path.slice(1));
    });
  }
});
