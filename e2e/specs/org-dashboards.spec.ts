import { DEMO, logIn } from '../support/accounts';
import { holdAnswers } from '../support/held-answers';
import { expect, test } from '../support/test';
import { addCompany, candidateApplies, checkScreen, expectAccessible, expectFigure, expectToast, postJobByApi, signUpOrganisation } from '../support/org';

// Dashboards for every organisation role (issue 33, docs/product.md section C18): small businesses and nonprofits post
// jobs too, so their /orghome has the recruiter's job figures and period selector, beside their events and resources.

interface Figures {
  active_jobs: number;
  new_applicants: number;
  interviews: number;
  hired: number;
}

const PERIODS = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'month', label: 'This month' },
  { value: 'year', label: 'This year' },
] as const;

for (const role of ['smallbiz', 'nonprofit'] as const) {
  test(`a ${role}'s dashboard shows its job figures for each period, as the server counts them`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpOrganisation(page, role, `Dee ${role}`);
    await addCompany(page, { name: `Figures ${role} ${Date.now()}`, email: `hello@${role}-figures.dev`, phone: '020 7946 0555', address: '5 Figure Street, Bristol' });
    const jobId = await postJobByApi(page, { title: `Figures Barista ${Date.now()}`, keywords: 'Customer Service' });
    await postJobByApi(page, { title: `Figures Helper ${Date.now()}`, keywords: 'Customer Service' });
    const candidateContext = await browser.newContext();
    await candidateApplies(await candidateContext.newPage(), jobId, [{ name: 'Customer Service', score: 7 }]);
    await candidateContext.close();

    await page.goto('/orghome');
    const period = page.getByLabel('Period');
    await expect(period.locator('option')).toHaveText(PERIODS.map((item) => item.label));
    await expect(period).toHaveValue('30d');
    await expectFigure(page, 'Active Jobs', 2);
    await expectFigure(page, 'New Applicants', 1);
    for (const { value, label } of [PERIODS[3], PERIODS[0], PERIODS[2]]) {
      await period.selectOption({ label });
      await expect(page.getByText(new RegExp(`· ${label}$`))).toBeVisible();
      const figures = (await (await page.request.get(`/api/org/dashboard/?period=${value}`)).json()) as Figures;
      expect(figures).toMatchObject({ active_jobs: 2, new_applicants: 1, interviews: 0, hired: 0 });
      await expectFigure(page, 'Active Jobs', figures.active_jobs);
      await expectFigure(page, 'New Applicants', figures.new_applicants);
      await expectFigure(page, 'Interviews', figures.interviews);
      await expectFigure(page, 'Hired', figures.hired);
    }
    // Its events and resources are still there beside the figures.
    await expect(page.getByText('Upcoming Events', { exact: true }).first()).toBeVisible();
    await checkScreen(page, `orghome-${role}-figures`);

    // 'Decline…' on the dashboard behaves as the board's Rejected: asked, held on the server, undone by Undo.
    const panel = page.getByRole('region', { name: /Awaiting your reply/ });
    const row = panel.getByRole('listitem').filter({ hasText: 'Figures Barista' });
    await row.getByRole('button', { name: /^Decline .*…$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Decline .*\?$/ });
    await expect(dialog).toContainText('You can undo for 10 seconds');
    await dialog.getByRole('button', { name: 'Send and decline' }).click();
    const held = row.getByRole('status').filter({ hasText: /is declined in \d+ s/ });
    await expect(held).toBeVisible();
    await expectAccessible(page, 'a held decline on /orghome');
    await held.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'is not declined.');
    await expect(row.getByRole('button', { name: /^Decline .*…$/ })).toBeVisible();
    const application = (await (await page.request.get(`/api/job-applications/?job=${jobId}`)).json()) as { results: { status: string; held_move: unknown }[] };
    expect(application.results[0]).toMatchObject({ status: 'applied', held_move: null });
  });
}

test("the dashboard's line under its heading is there before the company's name, so nothing moves when the name arrives", async ({ page }) => {
  await logIn(page, DEMO.recruiter);
  // The company's answer is held until the figures have been drawn, then let through.
  const company = await holdAnswers(page, (url) => /^\/api\/company\/\d+\/$/.test(url.pathname));
  await page.goto('/orghome');
  const figures = page.getByRole('region', { name: 'Figures' });
  // Everything else above the figures has answered (the awaiting list, the figures themselves).
  await expect(figures).toBeVisible();
  await expect(figures).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status', { name: 'Loading applicants awaiting your reply' })).toHaveCount(0);
  const before = await figures.boundingBox();
  company.release();
  await expect(page.getByText(/^.+ · Last 30 days$/)).toBeVisible();
  const after = await figures.boundingBox();
  expect(before).not.toBeNull();
  expect(after?.y).toBe(before?.y);
});
