import { DEMO, logIn } from '../support/accounts';
import { apiWrite, candidateApplies, expectToast, postJobByApi } from '../support/org';
import { signUpCandidate } from '../support/candidate';
import { holdAnswers } from '../support/held-answers';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { expect, test } from '../support/test';

// Issue 30: what the first users tripped over, each reproduced in the browser.

test.describe('first users, again', () => {
  test('1: Save Changes on /editprofile saves preferences and who can see you, and leaving warns about them', async ({ page }) => {
    await signUpCandidate(page, 'Pia Prefers');
    await page.goto('/editprofile');
    const preferences = page.getByRole('region', { name: 'What you look for' });
    await preferences.getByLabel('Full-time').check();

    // An edit only in these sections still counts as unsaved.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();

    await preferences.getByLabel('Lowest yearly salary (£)').fill('35000');
    await preferences.getByLabel('Level').selectOption({ label: 'Mid level (2 to 4 years asked)' });
    await page.getByRole('radio', { name: 'Nobody' }).check();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/preferences/') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved' })).toBeAttached();

    await page.reload();
    await expect(preferences.getByLabel('Full-time')).toBeChecked();
    await expect(preferences.getByLabel('Lowest yearly salary (£)')).toHaveValue('35000');
    await expect(preferences.getByLabel('Level')).toHaveValue('mid');
    await expect(page.getByRole('radio', { name: 'Nobody' })).toBeChecked();
  });

  test('3: a device signed out from elsewhere goes to /login, with the page to come back to, at its next request', async ({ browser, page, consoleErrors }) => {
    // The signed-out device's request is answered 401, which the browser logs; the screen leaves for /login.
    consoleErrors.allow(/status of 401/);
    const email = await signUpCandidate(page, 'Sam Twodevices');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, email, 'Passw0rd!');
    await expect(otherPage).toHaveURL(/\/home$/);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByRole('dialog', { name: 'Sign out everywhere else?' }).getByRole('button', { name: 'Sign out' }).click();
    await expectToast(page, 'Every other device has been signed out.');

    // No reload: the next screen's request meets the 401.
    await otherPage.getByRole('link', { name: 'My Applications' }).first().click();
    await expect(otherPage).toHaveURL(/\/login\?next=%2Fapplications$/);
    await expect(otherPage.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await other.close();
  });

  test('4: a stage move reaches /applications, and a new applicant /candidatelist, without a reload', async ({ browser, page }) => {
    await logIn(page, DEMO.recruiter);
    const title = `Live Python Developer ${Date.now()}`;
    const jobId = await postJobByApi(page, { title });
    await page.goto(`/candidatelist?job=${jobId}&tab=applicants`);
    await expect(page.getByRole('tab', { name: 'Applicants (0)' })).toBeVisible();

    const candidateContext = await browser.newContext();
    const candidate = await candidateContext.newPage();
    await candidateApplies(candidate, jobId, [{ name: 'Python', score: 8 }]);
    await candidate.goto('/applications');
    const row = candidate.getByRole('article').filter({ hasText: title });
    await expect(row.getByText('Applied', { exact: true })).toBeVisible();

    // The organisation's screen learns of the applicant from the stream.
    await expect(page.getByRole('tab', { name: 'Applicants (1)' })).toBeVisible();

    // Item 7: the 'New applicant' bell item opens the Applicants tab, even from the Invitations tab of the same job.
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: `New applicant for ${title}` }).click();
    await expect(page.getByRole('tab', { name: 'Applicants (1)' })).toHaveAttribute('aria-selected', 'true');

    const applications = (await (await page.request.get(`/api/job-applications/?job=${jobId}`)).json()) as { results: Array<{ id: number }> };
    await apiWrite(page, 'PATCH', `/api/job-applications/${applications.results[0]?.id}/`, { status: 'screening' });
    await expect(row.getByText('Screening', { exact: true })).toBeVisible();
    await candidateContext.close();
  });

  test('what got slower: /applications does not move what it has drawn as its lists arrive', async ({ page }) => {
    await logIn(page, DEMO.candidate);
    await recordLayoutShifts(page);
    // The invitations' answer is held until the applications' has been drawn: the order in which a slow network
    // delivers them, and the one in which the list used to jump when the invitations' stand-in left.
    const invitations = await holdAnswers(page, (url) => url.pathname === '/api/invitations/');
    const applicationsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/job-applications/');
    await page.goto('/applications');
    await applicationsAnswered;
    await layoutShifts(page); // two frames on: what the applications' answer brings has been drawn
    invitations.release();
    await expect(page.getByRole('list', { name: 'Applications' })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("what got slower: a nonprofit's /orgprofile does not push its verification and team down when its form arrives", async ({ page }) => {
    await logIn(page, DEMO.nonprofit);
    await recordLayoutShifts(page);
    await page.goto('/orgprofile');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verified organisation' })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("what got slower: a nonprofit's /orghome keeps its figures about where they are when the awaiting list answers", async ({ page }) => {
    await logIn(page, DEMO.nonprofit);
    await recordLayoutShifts(page);
    await page.goto('/orghome');
    await expect(page.getByRole('region', { name: 'Figures' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status', { name: 'Loading applicants awaiting your reply' })).toHaveCount(0);
    // Its stand-in is one row, about the height of the empty words: three rows left 164 px (a shift of 0.07).
    const total = (await layoutShifts(page)).reduce((sum, shift) => sum + shift, 0);
    expect(total).toBeLessThan(0.01);
  });

  test('10: at 375 px every /profile tab is on screen, wrapped rather than cut', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpCandidate(page, 'Nia Narrow');
    await page.goto('/profile');
    const tabs = page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab');
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box, await tab.innerText()).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375, `${await tab.innerText()} is on screen`).toBe(true);
    }
    await tabs.filter({ hasText: 'Resume' }).click();
    await expect(tabs.filter({ hasText: 'Resume' })).toHaveAttribute('aria-selected', 'true');
  });

  test('10: the next screen starts at its top, and Back returns to where the reader was', async ({ page }) => {
    await logIn(page, DEMO.smallbiz);
    await page.goto('/orgprofile');
    const overview = page.getByRole('heading', { name: 'Company Overview' });
    await overview.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Saving goes on to /orghome (docs/product.md), a long screen: it opens at its heading, not half way down.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/orghome$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(overview).toBeInViewport();
  });

  test('14: at 375 px the small business\'s floating Save Changes does not cover its reply record', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page, DEMO.smallbiz);
    await page.goto('/orgprofile');
    const record = page.locator('section[aria-labelledby="company-record-title"]');
    await expect(record).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeVisible();
    // The record at the foot of the screen, where a button fixed to the screen's corner sat on it (measured again
    // until the page has settled: the form's sections load after the company's).
    const overlap = async () => {
      await record.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const [a, b] = [await record.boundingBox(), await save.boundingBox()];
      if (a === null || b === null) return 'not measured';
      return b.y < a.y + a.height && b.y + b.height > a.y && b.x < a.x + a.width && b.x + b.width > a.x ? 'covers' : 'clear';
    };
    await expect.poll(overlap).toBe('clear');
    // Further down, over the form, it floats at the foot of the screen, in reach.
    await page.getByLabel('Volunteer Roles').scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
  });
});
