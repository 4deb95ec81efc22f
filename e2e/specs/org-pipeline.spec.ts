import { expect, test } from '../support/test';
import {
  addCompany,
  candidateApplies,
  checkScreen,
  expectFigure,
  fillJobForm,
  jobIdByTitle,
  signUpOrganisation,
  expectToast,
} from '../support/org';

const JOB = {
  title: 'Python Developer',
  description: 'Build our Django services and the PostgreSQL database behind them.',
  skills: ['Python', 'Django', 'PostgreSQL'],
  // A paid job gives its pay range (docs/product.md section C20).
  salaryMin: '45000',
  salaryMax: '60000',
  years: '1',
  country: 'United Kingdom',
  state: 'England',
  city: 'London',
};

test.describe('candidates for a job', () => {
  test('a new recruiter sees ranked candidates with reasons, moves an applicant, and the dashboard follows', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signUpOrganisation(page, 'recruiter', 'Priya Recruiter');
    await addCompany(page, {
      name: 'Pipeline Partners',
      email: 'jobs@pipeline-partners.dev',
      phone: '020 7946 0999',
      address: '5 Old Street, London',
    });
    await page.goto('/jobpost');
    await fillJobForm(page, JOB);
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page).toHaveURL(/\/myjobs$/, { timeout: 20_000 });
    const jobId = await jobIdByTitle(page, JOB.title);

    await test.step('the dashboard starts at zero', async () => {
      await page.goto('/orghome');
      await expectFigure(page, 'Active Jobs', 1);
      await expectFigure(page, 'New Applicants', 0);
      await expectFigure(page, 'Interviews', 0);
    });

    let name = '';
    await test.step('a candidate applies, through the candidate flow', async () => {
      const context = await browser.newContext();
      const candidatePage = await context.newPage();
      ({ name } = await candidateApplies(candidatePage, jobId, [
        { name: 'Python', score: 8 },
        { name: 'Django', score: 7 },
      ]));
      await context.close();
    });

    await test.step('/candidatelist ranks candidates for the job with the reasons', async () => {
      await page.goto(`/candidatelist?job=${jobId}`);
      await expect(page.getByRole('heading', { name: 'Candidate Matches' })).toBeVisible();
      await expect(page.getByLabel('Job', { exact: true })).toHaveValue(String(jobId));
      const ranked = page.getByRole('tabpanel', { name: /Best matches/ }).getByRole('listitem').filter({ hasText: '% Match' });
      await expect(ranked.first()).toBeVisible();
      await expect(ranked.first()).toContainText('Skills matched');
      const applicant = ranked.filter({ hasText: name });
      await expect(applicant.getByText('Applied', { exact: true })).toBeVisible();
      await expect(applicant).toContainText('Python');

      await applicant.getByRole('button', { name: /View profile/ }).click();
      const preview = page.getByRole('dialog', { name });
      await expect(preview.getByText('Why this score')).toBeVisible();
      await expect(preview.getByText('Contact details appear once the candidate applies.')).toBeVisible();
      await expect(preview.getByText('@tandem.dev')).toHaveCount(0);
      await checkScreen(page, 'candidatelist-preview');
      await preview.getByRole('button', { name: 'Close' }).click();
      await checkScreen(page, 'candidatelist');
    });

    await test.step('the applicant moves from applied to interview', async () => {
      await page.getByRole('tab', { name: /Applicants/ }).click();
      const applied = page.getByRole('region', { name: /^Applied/ });
      await expect(applied.getByText(name, { exact: true })).toBeVisible();
      await expect(applied.getByRole('link', { name: /@tandem\.dev$/ })).toBeVisible();
      await expect(applied.getByText('No résumé uploaded')).toBeVisible();
      await applied.getByLabel(`Stage of ${name}`).selectOption({ label: 'Interview' });
      await applied.getByRole('button', { name: `Move ${name}` }).click();
      await expectToast(page, `${name} moved to Interview.`);
      await expect(page.getByRole('region', { name: /^Interview/ }).getByText(name, { exact: true })).toBeVisible();
      await expect(applied.getByText(name, { exact: true })).toHaveCount(0);
      await checkScreen(page, 'candidatelist-applicants');
      const stored = await page.request.get(`/api/job-applications/?job=${jobId}`);
      expect((await stored.json()).results[0]).toMatchObject({ status: 'interview' });
    });

    await test.step("the dashboard's figures follow", async () => {
      // The menu's Chats item now opens /chats (issue 18); the dashboard is the home link.
      await page.getByRole('link', { name: 'Tandem home' }).click();
      await expect(page).toHaveURL(/\/orghome$/);
      await expectFigure(page, 'New Applicants', 1);
      // Interviews counts booked interviews (interviews.spec.ts), not moves to the interview stage.
      await expectFigure(page, 'Interviews', 0);
      await expect(page.getByRole('region', { name: 'Recent Candidates' })).toContainText(name);
    });
  });
});
