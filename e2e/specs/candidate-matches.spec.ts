import { expect, test, type Page } from '../support/test';
import { DEMO, logIn, logOut } from '../support/accounts';
import { holdAnswers } from '../support/held-answers';
import {
  callApi,
  captureScreen,
  expectAccessible,
  giveSkills,
  signUpCandidate,
  todayLongEnGb,
} from '../support/candidate';

const FITTING_JOB = 'Frontend Engineer (React)';
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
// Ranked by match, the cards come in two lists: the jobs at 50 or more, then 'Other jobs' (docs/product.md section C14).
const jobCards = (page: Page) =>
  page.locator('ul[aria-label="Jobs"], ul[aria-label="Jobs that match your profile"], ul[aria-label="Other jobs"]').getByRole('article');
const countLine = (page: Page) => page.getByText(/^We found [\d,]+\+? jobs? that match(es)? your profile$/);
const foundCount = async (page: Page) => Number((await countLine(page).innerText()).match(/\d+/)?.[0]);

/** The largest salary each loaded card shows, in order (cards without a salary are left out). */
async function salaryMaxima(page: Page): Promise<number[]> {
  const texts = await jobCards(page).allInnerTexts();
  return texts
    .map((text) => [...text.matchAll(/£([\d,]+)/g)].map((match) => Number(match[1]?.replace(/,/g, ''))))
    .filter((amounts) => amounts.length > 0)
    .map((amounts) => Math.max(...amounts));
}

test.describe('candidate matches, shortlist and applications', () => {
  test('ranks, sorts, filters, saves, applies and follows the application', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpCandidate(page, 'Morgan Frontend');
    await giveSkills(page, { React: 9, TypeScript: 8, JavaScript: 8, CSS: 7, 'Web Accessibility': 6 });

    await test.step('three skeleton cards while the matches load, then the count', async () => {
      // The jobs' answer is held until the skeleton has been seen, then let through: no timing to guess.
      const jobs = await holdAnswers(page, (url) => url.pathname === '/api/jobprofile/' && url.search !== '');
      await page.goto('/yourmatches');
      await expect(page.getByTestId('job-card-skeleton')).toHaveCount(3);
      jobs.release();
      await expect(countLine(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your Job Matches', level: 1 })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'All Jobs' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Sort by')).toHaveValue('match');
    });

    await test.step('the count is of the jobs scoring 50 or more, which come first, the rest under Other jobs', async () => {
      const ranked = await callApi<{ results: { match_score: number }[] }>(page, 'GET', '/api/jobprofile/?ordering=-match_score&limit=100');
      const matched = ranked.results.filter((job) => job.match_score >= 50).length;
      expect(await foundCount(page)).toBe(matched);
      await expect(countLine(page)).toHaveText(`We found ${matched} ${matched === 1 ? 'job that matches' : 'jobs that match'} your profile`);
      await expect(page.getByRole('heading', { name: 'Other jobs', level: 2 })).toBeVisible();
      for (const badge of await page.getByRole('list', { name: 'Other jobs' }).getByText(/^\d+% Match$/).allInnerTexts())
        expect(Number.parseInt(badge, 10)).toBeLessThan(50);
    });

    await test.step('long lists come in pages of 20', async () => {
      const total = (await callApi<{ count: number }>(page, 'GET', '/api/jobprofile/?limit=1')).count;
      expect(total, 'the demo data has more than one page of jobs').toBeGreaterThan(20);
      await expect(jobCards(page)).toHaveCount(20);
      await page.getByRole('button', { name: 'Show more jobs' }).click();
      await expect(jobCards(page)).toHaveCount(Math.min(total, 40));
    });

    await test.step('a fitting job ranks first by Match Score', async () => {
      const top = await callApi<{ results: { title: string; match_score: number | null }[] }>(
        page,
        'GET',
        '/api/jobprofile/?ordering=-match_score&limit=1',
      );
      if (top.results[0]?.match_score == null) {
        // Strict as soon as the engine answers scores; until then the gap is recorded on the report.
        test.info().annotations.push({
          type: 'gap',
          description:
            'The API answers match_score null: the matching engine is not wired into /api/jobprofile/ yet.',
        });
        return;
      }
      await expect(jobCards(page).first().getByRole('heading')).toHaveText(FITTING_JOB);
      await expect(
        jobCards(page)
          .first()
          .getByText(/^\d+% Match$/),
      ).toBeVisible();
    });

    await test.step('sorts by salary, high to low', async () => {
      await page.getByLabel('Sort by').selectOption({ label: 'Salary: High to Low' });
      await expect(page).toHaveURL(/sort=salary/);
      await expect(jobCards(page).first()).toBeVisible();
      const maxima = await salaryMaxima(page);
      expect(maxima.length).toBeGreaterThan(3);
      expect(maxima).toEqual([...maxima].sort((a, b) => b - a));
    });

    await test.step('filters by keyword, location, type and remote, from the query string', async () => {
      const total = await jobCards(page).count();
      const search = page.getByRole('search', { name: 'Job search' });
      await search.getByLabel('Keyword').fill('React');
      await search.getByRole('button', { name: 'Search jobs' }).click();
      await expect(page).toHaveURL(/search=React/);
      await expect(page).toHaveURL(/sort=salary/);
      await expect(jobCards(page).getByRole('heading', { name: FITTING_JOB })).toBeVisible();
      expect(await jobCards(page).count()).toBeLessThan(total);

      await page.goto('/yourmatches?location=Manchester&remote=true&type=full-time');
      await expect(page.getByLabel('Location')).toHaveValue('Manchester');
      await expect(page.getByLabel('Remote only')).toBeChecked();
      await expect(page.getByLabel('Job type')).toHaveValue('full-time');
      await expect(jobCards(page).first()).toBeVisible();
      for (const card of await jobCards(page).all()) {
        await expect(card).toContainText('Manchester');
        await expect(card.getByRole('list', { name: 'Tags' })).toContainText('Remote');
        await expect(card.getByRole('list', { name: 'Tags' })).toContainText('Full-time');
      }

      await page.getByRole('searchbox', { name: 'Search jobs', exact: true }).fill('zzzz no such job');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/yourmatches\?search=zzzz/);
      await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
      // Under a search the line counts the list shown, so it never says it found jobs above 'No jobs found' (issue 30).
      await expect(page.getByText('0 jobs match your search')).toBeVisible();
      await expect(countLine(page)).toHaveCount(0);
    });

    await test.step('the detail modal, with the reasons; Save puts the job under Saved', async () => {
      await page.goto(`/yourmatches?search=${encodeURIComponent('Frontend Engineer')}`);
      const card = jobCards(page).filter({ has: page.getByRole('heading', { name: FITTING_JOB }) });
      await card.getByRole('button', { name: /^View/ }).click();
      const dialog = page.getByRole('dialog', { name: FITTING_JOB });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Visa sponsorship')).toBeVisible();
      await expect(dialog.getByText(/^(Available|Not available)$/)).toBeVisible();
      await expect(dialog.getByText('Benefits and perks')).toBeVisible();
      const reasons = dialog.getByRole('region', { name: 'Why this job matches you' });
      await expect(reasons.getByText('React', { exact: true })).toBeVisible();
      await expectAccessible(page, 'the job detail modal');
      await dialog.getByRole('button', { name: /^Save / }).click();
      await expect(dialog.getByRole('button', { name: /^Saved / })).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await captureScreen(page, 'yourmatches');
      await expectAccessible(page, '/yourmatches');

      await page.getByRole('tab', { name: 'Saved' }).click();
      await expect(page).toHaveURL(/tab=saved/);
      await expect(jobCards(page)).toHaveCount(1);
      await expect(jobCards(page).first().getByRole('heading')).toHaveText(FITTING_JOB);
    });

    await test.step('/jobs lists it as shortlisted', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
      await expect(page.getByRole('heading', { name: 'My Shortlisted Jobs' })).toBeVisible();
      await expect(page.getByText('Total Shortlisted').locator('..')).toContainText('1');
      const shortlist = page.getByRole('list', { name: 'Shortlisted jobs' });
      await expect(shortlist.getByText('Shortlisted', { exact: true })).toBeVisible();
      await shortlist.getByRole('button', { name: /View Details/ }).click();
      const dialog = page.getByRole('dialog', { name: FITTING_JOB });

      await test.step('applying from the modal', async () => {
        await dialog.getByRole('button', { name: 'Apply' }).click();
        // Applying asks first, showing what will be sent (issue 22, item 3).
        await page.getByRole('dialog', { name: `Apply for ${FITTING_JOB}` }).getByRole('button', { name: 'Send application' }).click();
        await expect(toast(page, 'Application sent')).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Applied' })).toBeDisabled();
        // Escape would close the toast first (the top layer); the close button closes the dialog.
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await expect(dialog).toBeHidden();
      });
      // 'Under Review' counts applications the organisation moved to screening (issue 34): this one was just sent.
      await expect(page.getByText('Under Review').locator('..')).toContainText('0');
      await captureScreen(page, 'jobs');
      await expectAccessible(page, '/jobs');
    });

    await test.step('/applications shows it with its status, and it can be withdrawn', async () => {
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'My Applications' }).click();
      await expect(page).toHaveURL(/\/applications$/);
      const item = page
        .getByRole('list', { name: 'Applications' })
        .getByRole('listitem')
        .filter({ hasText: FITTING_JOB });
      await expect(item).toContainText('Brightpath Talent');
      await expect(item).toContainText(`Applied ${todayLongEnGb()}`);
      await expect(item.getByText('Applied', { exact: true })).toBeVisible();
      await captureScreen(page, 'applications');
      await expectAccessible(page, '/applications');

      await item.getByRole('button', { name: /Withdraw/ }).click();
      await page
        .getByRole('dialog', { name: 'Withdraw this application?' })
        .getByRole('button', { name: 'Withdraw' })
        .click();
      await expect(item.getByText('Withdrawn', { exact: true })).toBeVisible();
      await expect(item.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
    });

    await test.step('/home counts it and lists it', async () => {
      await page.getByRole('link', { name: 'Tandem home' }).click();
      await expect(page).toHaveURL(/\/home$/);
      const search = page.getByRole('region', { name: 'My Job Search' });
      await expect(search.getByText('Applications').locator('..')).toContainText('1');
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      await expect(activity.getByRole('listitem')).toHaveCount(2);
      await expect(activity.getByRole('listitem').first()).toContainText(/withdr[ae]w/i);
      await expect(activity.getByRole('listitem').last()).toContainText(/appl/i);
      await expect(activity.getByRole('listitem').last()).toContainText(FITTING_JOB);
      const completion = page.getByRole('region', { name: 'Profile Completion' });
      await expect(completion.getByRole('progressbar', { name: 'Profile completion' })).toBeVisible();
      await expect(completion.getByRole('link', { name: /Add a profile photo/ })).toHaveAttribute(
        'href',
        '/editprofile',
      );
      await expect(
        page.getByRole('region', { name: 'Career Resources' }).getByRole('link').first(),
      ).toBeVisible();
      await captureScreen(page, 'home');
      await expectAccessible(page, '/home');

      const form = page.getByRole('search', { name: 'Job search' });
      await form.getByLabel('Keyword').fill('Engineer');
      await form.getByLabel('Job type').selectOption({ label: 'Full-time' });
      await form.getByLabel('Remote only').check();
      await form.getByRole('button', { name: 'Find jobs' }).click();
      await expect(page).toHaveURL(/\/yourmatches\?search=Engineer&type=full-time&remote=true$/);
      await expect(page.getByLabel('Keyword')).toHaveValue('Engineer');
    });
  });

  test('a job list that fails says so', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500 .*\/api\/jobprofile\//);
    await signUpCandidate(page, 'Casey Offline');
    await page.route('**/api/jobprofile/?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"detail":"Internal server error."}',
      }),
    );
    await page.goto('/yourmatches');
    // A profile without skills is asked for some first (docs/product.md section C14); the list is one click away.
    await expect(page.getByRole('heading', { name: 'Add your skills to see jobs that match you' })).toBeVisible();
    await page.getByRole('button', { name: 'Show all jobs anyway' }).click();
    await expect(toast(page, 'Error fetching jobs')).toBeVisible({ timeout: 15_000 });
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /^Error: / })
        .first(),
    ).toBeVisible();
  });
});

test.describe('the demo candidate', () => {
  test('/home arrives drawn without their name; the browser fills in the one it remembers before the first paint', async ({ page }) => {
    // Signing in loads the session, and the app keeps the name for the next page (the contract's remembered-name.ts).
    await logIn(page, DEMO.candidate);
    expect(await page.evaluate(() => Object.values(localStorage))).toContain('Alex Rivera');
    // The page as the server sends it, before any script: the screen drawn for any candidate, nothing of Alex's in
    // it (issue 16: the same page for every candidate, cached and compressed once).
    const sent = await (await page.request.get('/home')).text();
    const drawing = sent.slice(sent.indexOf('<div id="first-paint"'), sent.indexOf('<div id="root">'));
    expect(drawing).toContain('>Welcome</h1>');
    // The script that fills the name in, then the marker the page holds its first paint for (route-pages.ts).
    expect(drawing).toMatch(/<\/div><script>[^<]+<\/script><template id="first-paint-named"><\/template>$/);
    expect(sent).toContain('<link rel="expect" href="#first-paint-named" blocking="render">');
    expect(drawing).not.toContain('Alex');

    // The drawing as the parser leaves it, before the app's code runs (it starts after the first frame): the inline
    // script has written the name in, so the greeting is painted at its final size. The CSP lets the script run
    // (a refused script is a console error, which fails the test).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.dataset.drawnGreeting = document.querySelector('#first-paint h1')?.textContent ?? 'no drawing';
      });
    });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('data-drawn-greeting', 'Welcome, Alex');
    await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);

    // Signing out forgets it: the next user of this browser is not greeted by Alex's name.
    await logOut(page);
    expect((await page.evaluate(() => Object.values(localStorage))).filter((value) => value.includes('Alex'))).toEqual([]);
  });

  test('every candidate screen shows the demo data', async ({ page }) => {
    await logIn(page, DEMO.candidate);
    await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem').first(),
    ).toBeVisible();

    await page.goto('/yourmatches');
    await expect(countLine(page)).toBeVisible();
    await expect(
      jobCards(page)
        .first()
        .getByText(/^\d+% Match$/),
    ).toBeVisible();

    await page.goto('/jobs');
    await expect(
      page.getByRole('list', { name: 'Shortlisted jobs' }).getByRole('article').first(),
    ).toBeVisible();

    await page.goto('/applications');
    await expect(
      page.getByRole('list', { name: 'Applications' }).getByRole('listitem').first(),
    ).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Alex Rivera', level: 1 })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

    await page.goto('/volunteer');
    await expect(
      page.getByRole('list', { name: 'Volunteer opportunities' }).getByRole('article').first(),
    ).toBeVisible();
  });
});
