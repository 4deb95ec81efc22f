import { expect, test } from '../support/test';
import { logIn, DEMO } from '../support/accounts';
import { addCompany, checkScreen, fillJobForm, jobIdByTitle, signUpOrganisation, squarePng, expectToast } from '../support/org';

const BACKEND = {
  title: 'Backend Engineer (Python)',
  description: 'Design and run the Python and Django services behind our booking platform, on PostgreSQL and Docker.',
  skills: ['Python', 'Django', 'PostgreSQL'],
  salaryMin: '45000',
  salaryMax: '60000',
  years: '2',
  country: 'United Kingdom',
  state: 'England',
  city: 'London',
  department: 'Engineering',
};

test.describe('a new recruiter', () => {
  test('adds a company, posts, edits, pauses, closes and deletes jobs, in table and card views', async ({ page }) => {
    // Seven screens checked at two widths: 1.7 min on a machine running other tests beside it, over 3 min on a
    // slow CI machine (where 180 s ran out).
    test.setTimeout(300_000);
    await signUpOrganisation(page, 'recruiter', 'Robin Recruiter');

    await test.step('/addcompany: Save waits for a name and an address, Cancel clears', async () => {
      await expect(page.getByRole('heading', { name: 'Add Company Details' })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save' });
      await expect(save).toBeDisabled();
      await page.getByLabel('Company Name').fill('Northwind Talent');
      await expect(save).toBeDisabled();
      await page.getByLabel('Address').fill('1 Market Street, Leeds');
      await expect(save).toBeEnabled();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByLabel('Company Name')).toHaveValue('');
      await expect(save).toBeDisabled();
      await checkScreen(page, 'addcompany');
    });

    await test.step('/addcompany: saving creates the company and goes to /orgprofile', async () => {
      await addCompany(page, {
        name: 'Northwind Talent',
        email: 'hello@northwind-talent.dev',
        phone: '0113 496 0123',
        address: '1 Market Street, Leeds',
        website: 'https://northwind-talent.dev',
      });
      await expect(page.getByLabel('Company Name')).toHaveValue('Northwind Talent');
      await expect(page.getByLabel('Email')).toHaveValue(/@tandem\.dev$/);
      await checkScreen(page, 'orgprofile-recruiter');
    });

    await test.step('/orgprofile: a photo is cropped round and uploaded; edit mode saves the details', async () => {
      await page.getByLabel('Change photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expectToast(page, 'Please select a valid image file');
      await page.getByLabel('Change photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: squarePng() });
      const crop = page.getByRole('dialog', { name: 'Crop your photo' });
      await expect(crop.locator('.reactEasyCrop_CropAreaRound')).toBeVisible();
      await crop.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
      await crop.getByRole('button', { name: 'Use photo' }).click();
      await expectToast(page, 'Profile image updated');
      await expect(page.getByRole('img', { name: 'Photo of Robin Recruiter' })).toHaveAttribute('src', /^\/media\//);

      await expect(page.getByLabel('Phone')).toBeDisabled();
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Phone').fill('0113 496 0999');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Profile updated successfully!')).toBeVisible();
      await expect(page.getByLabel('Phone')).toHaveValue('0113 496 0999');
      await expect(page.getByText('Profile updated successfully!')).toBeHidden({ timeout: 6000 });
    });

    await test.step('/jobpost: the required fields speak up, then the job is posted', async () => {
      await page.getByRole('link', { name: 'Post Jobs' }).first().click();
      await expect(page.getByRole('heading', { name: 'Post a Job' })).toBeVisible();
      await expect(page.getByLabel('Company Name')).toHaveValue('Northwind Talent');
      await expect(page.getByLabel('County or region')).toBeDisabled();
      await expect(page.getByLabel('Town or city')).toBeDisabled();
      await page.getByRole('button', { name: 'Post Job' }).click();
      await expect(page.getByLabel('Job Title')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Years of Experience')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Job Title').fill('A title to clear');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByLabel('Job Title')).toHaveValue('');
      await expect(page).toHaveURL(/\/jobpost$/);

      await fillJobForm(page, BACKEND);
      await expect(page.getByRole('list', { name: 'Chosen skills' }).getByRole('listitem')).toHaveCount(3);
      await checkScreen(page, 'jobpost');
      await page.getByRole('button', { name: 'Post Job' }).click();
      await expectToast(page, 'Job posted successfully!');
      await expect(page).toHaveURL(/\/myjobs$/);
      await expect(page.getByRole('table').getByRole('button', { name: BACKEND.title, exact: true })).toBeVisible();
    });

    await test.step('/jobpost/{id}: prefilled, updated, Cancel goes back to /myjobs', async () => {
      await page.getByRole('link', { name: `Edit ${BACKEND.title}` }).click();
      await expect(page.getByRole('heading', { name: 'Edit Job' })).toBeVisible();
      await expect(page.getByLabel('Job Title')).toHaveValue(BACKEND.title);
      await expect(page.getByLabel('Town or city')).toHaveValue('London');
      await expect(page.getByRole('list', { name: 'Chosen skills' })).toContainText('Django');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/myjobs$/);

      await page.getByRole('link', { name: `Edit ${BACKEND.title}` }).click();
      await page.getByLabel('Job Title').fill('Senior Backend Engineer (Python)');
      await page.getByLabel('Salary Max').fill('70000');
      await page.getByRole('button', { name: 'Update Job' }).click();
      await expectToast(page, 'Job updated successfully!');
      await expect(page).toHaveURL(/\/myjobs$/);
      await expect(page.getByRole('table').getByRole('button', { name: 'Senior Backend Engineer (Python)', exact: true })).toBeVisible();
    });

    const title = 'Senior Backend Engineer (Python)';
    await test.step('/myjobs: pause and close the job from the table; the cards show it', async () => {
      const status = page.getByLabel(`Status of ${title}`);
      await expect(status).toHaveValue('active');
      await status.selectOption('paused');
      await expectToast(page, `${title} is now paused.`);
      await expect(status).toHaveValue('paused');
      const api = await page.request.get(`/api/jobprofile/${await jobIdByTitle(page, title)}/`);
      expect(await api.json()).toMatchObject({ status: 'paused', is_active: false });

      await page.getByRole('button', { name: 'Card view' }).click();
      const card = page.getByRole('list', { name: 'Your jobs' }).getByRole('listitem').filter({ hasText: title });
      await expect(card.locator('span', { hasText: /^Paused$/ })).toBeVisible();
      await card.getByLabel(`Status of ${title}`).selectOption('closed');
      await expect(card.locator('span', { hasText: /^Closed$/ })).toBeVisible();
      await card.getByRole('button', { name: /View Details/ }).click();
      const details = page.getByRole('dialog', { name: title });
      await expect(details.getByText('70,000')).toBeVisible();
      await expect(details.getByText('Not available')).toBeVisible();
      await details.getByRole('button', { name: 'Close' }).first().click();
      await checkScreen(page, 'myjobs-cards');
      await page.getByRole('button', { name: 'Table view' }).click();
      await expect(page.getByLabel(`Status of ${title}`)).toHaveValue('closed');
    });

    await test.step('/myjobs: the cards count, the search and the filter work on the server', async () => {
      await expect(page.getByText('Total Jobs').locator('..')).toContainText('1');
      await page.getByLabel('Filter by status').selectOption('active');
      await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
      await page.getByLabel('Filter by status').selectOption('closed');
      await expect(page.getByRole('table').getByRole('button', { name: title, exact: true })).toBeVisible();
      await page.getByLabel('Filter by status').selectOption('');
      await page.getByPlaceholder('Search job titles or locations...').fill('Glasgow');
      await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
      await page.getByPlaceholder('Search job titles or locations...').fill('london');
      await expect(page.getByRole('table').getByRole('button', { name: title, exact: true })).toBeVisible();
      await page.getByPlaceholder('Search job titles or locations...').fill('');
      await checkScreen(page, 'myjobs');
    });

    await test.step('another job is posted, then deleted after a confirmation', async () => {
      await page.getByRole('link', { name: '+ New Job' }).click();
      await fillJobForm(page, {
        title: 'Office Manager',
        description: 'Keep the office running: suppliers, schedules and a friendly welcome for visitors.',
        skills: ['Communication'],
        salaryMin: '26000',
        salaryMax: '30000',
        years: '1',
        country: 'United Kingdom',
        state: 'England',
        city: 'Leeds',
      });
      await page.getByRole('button', { name: 'Post Job' }).click();
      await expectToast(page, 'Job posted successfully!');
      await page.getByRole('button', { name: 'Delete Office Manager' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this job?' });
      await expect(confirm).toContainText('Office Manager');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('table').getByRole('button', { name: 'Office Manager', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Delete Office Manager' }).click();
      await page.getByRole('dialog', { name: 'Delete this job?' }).getByRole('button', { name: 'Delete job' }).click();
      await expectToast(page, 'Job deleted.');
      await expect(page.getByRole('table').getByRole('button', { name: 'Office Manager', exact: true })).toHaveCount(0);
      await expect(page.getByRole('table').getByRole('button', { name: title, exact: true })).toBeVisible();
    });
  });
});

test.describe('a recruiter without a company', () => {
  test('adds one from the profile, in edit mode, with only a name and an address', async ({ page }) => {
    await signUpOrganisation(page, 'recruiter', 'Casey Recruiter');
    await page.goto('/orgprofile');
    await expect(page.getByRole('heading', { name: 'Add New Company' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('region', { name: 'Add New Company' });
    await expect(form.getByLabel('Contact Email')).toHaveCount(0);
    await form.getByLabel('Company Name').fill('Casey & Co Recruitment');
    await form.getByLabel('Address').fill('3 Bridge Street, York');
    await form.getByRole('button', { name: 'Add Company' }).click();
    await expect(page.getByText('Company added and profile updated successfully!')).toBeVisible();
    await expect(page.getByLabel('Company Name')).toHaveValue('Casey & Co Recruitment');
    await expect(form).toHaveCount(0);
  });
});

test.describe('the demo recruiter', () => {
  test('sees the dashboard figures for each period, and the job listings search, filter and page', async ({ page }) => {
    await logIn(page, DEMO.recruiter);
    await expect(page).toHaveURL(/\/orghome$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const label of ['Active Jobs', 'New Applicants', 'Interviews', 'Hired']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const period = page.getByLabel('Period');
    await expect(period.locator('option')).toHaveText(['Last 7 days', 'Last 30 days', 'This month', 'This year']);
    await period.selectOption({ label: 'This year' });
    await expect(page.getByText(/· This year$/)).toBeVisible();

    const listings = page.getByRole('region', { name: 'Job Listings' });
    await expect(listings.getByRole('link', { name: 'Create Job' })).toHaveAttribute('href', '/jobpost');
    await listings.getByLabel('Filter by status').selectOption('closed');
    await expect(listings.getByRole('row')).toHaveCount(2);
    await listings.getByLabel('Filter by status').selectOption('');
    await listings.getByLabel('Search job listings').fill('Frontend');
    await expect(listings.getByRole('row')).toHaveCount(2);
    await expect(listings.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const recent = page.getByRole('region', { name: 'Recent Candidates' });
    await expect(recent.getByRole('listitem').first()).toBeVisible();
    await checkScreen(page, 'orghome-recruiter');
  });
});
