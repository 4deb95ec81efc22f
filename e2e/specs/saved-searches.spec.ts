import type { Browser, Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { captureScreen, expectAccessible, giveSkills, signUpCandidate } from '../support/candidate';
import { postJobByApi } from '../support/org';
import { expect, test } from '../support/test';

/** The bell in the top bar, whatever its count. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

async function recruiterPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, DEMO.recruiter);
  return page;
}

test.describe('saved searches', () => {
  test('a candidate saves a search, a recruiter posts a job that fits, and the candidate’s bell shows the alert', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const word = `Kestrel${Date.now()}`;
    await signUpCandidate(page, 'Sam Searcher');
    await giveSkills(page, { Python: 9 });

    await test.step('saves the search of /yourmatches with a name, a lowest salary and instant alerts', async () => {
      await page.goto(`/yourmatches?search=${word}&location=London&type=full-time`);
      await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
      await captureScreen(page, 'yourmatches-save-search');
      await page.getByRole('button', { name: 'Save this search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue(`${word} in London`);
      await dialog.getByRole('textbox', { name: /Name/ }).fill('Kestrel jobs in London');
      await dialog.getByRole('textbox', { name: /Lowest salary/ }).fill('40000');
      await expect(dialog.getByRole('combobox', { name: 'Alert me' })).toHaveValue('instant');
      await expectAccessible(page, 'the Save this search dialog at 1280 px');
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessible(page, 'the Save this search dialog at 375 px');
      await page.setViewportSize({ width: 1280, height: 900 });
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await expect(dialog).toHaveCount(0);
    });

    await test.step('lists it on /settings, where it can be applied to the page', async () => {
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Saved searches' });
      await expect(section.getByText('Kestrel jobs in London', { exact: true })).toBeVisible();
      await expect(section.getByRole('combobox', { name: 'Alerts for Kestrel jobs in London' })).toHaveValue('instant');
      await captureScreen(page, 'settings-saved-searches');
    });

    await test.step('a recruiter posts a job that fits: the alert arrives in the candidate’s bell', async () => {
      await page.goto('/home');
      await expect(bell(page)).toBeVisible();
      const recruiter = await recruiterPage(browser);
      await postJobByApi(recruiter, { title: `${word} Python Developer` });
      await recruiter.context().close();
      await expect(bell(page)).toHaveAccessibleName(/Notifications, 1 unread/, { timeout: 15_000 });
      await bell(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.getByRole('button', { name: /A new job fits your saved search/ })).toBeVisible();
      await expect(panel.getByText(`${word} Python Developer`, { exact: false })).toBeVisible();
      await expectAccessible(page, 'the bell with a saved search alert at 1280 px');
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessible(page, 'the bell with a saved search alert at 375 px');
    });
  });
});
