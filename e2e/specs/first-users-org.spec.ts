import { DEMO, logIn } from '../support/accounts';
import { apiWrite, checkScreen, expectAccessible, expectToast, fillJobForm, jobIdByTitle, signUpOrganisation, squarePng } from '../support/org';
import { expect, test } from '../support/test';

// Issue 22: what the first organisations tripped over, each reproduced in the browser.

test.describe('first organisations', () => {
  test('10, 11, 14: a small business adds its company, sees and edits it with a logo, and gives a UK postcode', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpOrganisation(page, 'smallbiz', 'Bristol Bakes');

    // /addcompany marks what it needs before Save is pressed, and takes a website without https://.
    for (const label of ['Company Name', 'Contact Email', 'Contact Number', 'Address']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-required', 'true');
    }
    await expect(page.getByText('Fields marked * are required.')).toBeVisible();
    await checkScreen(page, 'addcompany');
    // A typo, mended below from the company details.
    await page.getByLabel('Company Name').fill('Bristol Bkaes');
    await page.getByLabel('Contact Email').fill('hello@bristolbakes.dev');
    await page.getByLabel('Contact Number').fill('0117 496 0123');
    await page.getByLabel('Address').fill('1 Quay Street, Bristol');
    await page.getByLabel('Website').fill('bristolbakes.dev');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/orgprofile$/);

    // What /addcompany took is there again.
    const details = page.getByRole('region', { name: 'Company details' });
    await expect(details.getByText('hello@bristolbakes.dev')).toBeVisible();
    await expect(details.getByText('0117 496 0123')).toBeVisible();
    await expect(details.getByText('https://bristolbakes.dev')).toBeVisible();

    // Edit it, the name's typo too (the profile form below shows the name read-only).
    await details.getByRole('button', { name: 'Edit company' }).click();
    await details.getByLabel(/^Company Name/).fill('Bristol Bakes');
    await details.getByLabel('Contact Number').fill('0117 496 0999');
    await details.getByRole('button', { name: 'Save company' }).click();
    await expectToast(page, 'Company details saved');
    await expect(details.getByText('0117 496 0999')).toBeVisible();
    await expect(details.getByText('Bristol Bakes', { exact: true })).toBeVisible();

    // A logo, cropped like a profile photo.
    const chooser = page.waitForEvent('filechooser');
    await details.getByText('Upload logo').click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: squarePng(300) });
    const crop = page.getByRole('dialog', { name: 'Crop your logo' });
    await expect(crop).toBeVisible();
    await expectAccessible(page, 'the logo crop dialog');
    await crop.getByRole('button', { name: 'Use photo' }).click();
    await expectToast(page, 'Company logo updated');
    await expect(details.getByRole('img', { name: 'Logo of Bristol Bakes' })).toBeVisible();

    // A UK postcode is a postcode.
    await page.getByLabel('Postcode').fill('BS1 4DJ');
    await page.getByLabel('Street').fill('1 Quay Street');
    await page.getByLabel('Town or city').fill('Bristol');
    await page.getByLabel('County or region').fill('England');
    await page.getByLabel('Country').fill('United Kingdom');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(/postcode such as/)).toBeHidden();
    await expect(page).toHaveURL(/\/orghome$/);
    await page.goto('/orgprofile');
    await expect(page.getByLabel('Postcode')).toHaveValue('BS1 4DJ');
    await checkScreen(page, 'orgprofile-company');
  });

  test('12, 13, 15: another organisation\'s job is not found; pay has a currency and period; applicants open from /myjobs', async ({ page, browser }) => {
    test.setTimeout(120_000);
    // Another organisation's active job, opened for editing by the demo recruiter.
    const other = await browser.newPage();
    await logIn(other, DEMO.smallbiz);
    const theirs = await jobIdByTitle(other, 'Barista');
    await other.close();

    await logIn(page, DEMO.recruiter);
    await page.goto(`/jobpost/${theirs}`);
    await expect(page.getByText('This job could not be found. It may have been deleted.')).toBeVisible();
    await expect(page.getByLabel('Job Title')).toHaveCount(0);

    // A shift paid by the hour in euros.
    await page.goto('/jobpost');
    await fillJobForm(page, {
      title: 'Weekend Event Steward',
      description: 'Help run our client events at weekends.',
      skills: ['Customer Service'],
      salaryMin: '14',
      salaryMax: '16',
      years: '0',
      country: 'United Kingdom',
      state: 'England',
      city: 'London',
    });
    await expect(page.getByLabel('Currency')).toHaveValue('GBP');
    // Ireland pays in euros: the currency follows the country until the poster picks one.
    await page.getByLabel('Country').selectOption('Ireland');
    await expect(page.getByLabel('Currency')).toHaveValue('EUR');
    await expect(page.getByLabel('County or region')).toBeEnabled();
    // Ireland's regions are its provinces, where its towns are filed; the town field suggests them as one types.
    await page.getByLabel('County or region').selectOption('Leinster');
    const city = page.getByLabel('Town or city');
    await expect(city).toBeEnabled();
    await city.fill('Dublin');
    await page.getByLabel('Paid').selectOption('hour');
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page).toHaveURL(/\/myjobs/);
    const mine = await jobIdByTitle(page, 'Weekend Event Steward');
    const job = (await (await page.request.get(`/api/jobprofile/${mine}/`)).json()) as { salary_currency: string; salary_period: string };
    expect(job).toMatchObject({ salary_currency: 'EUR', salary_period: 'hour' });

    // /myjobs: the Applicants column, each count opening that job's applicants.
    const table = page.getByRole('table', { name: 'Your jobs' });
    await expect(table.getByRole('columnheader', { name: 'Applicants' })).toBeVisible();
    const backend = await jobIdByTitle(page, 'Backend Developer (Python)');
    await table.getByRole('link', { name: /applicants? for Backend Developer \(Python\)/ }).click();
    await expect(page).toHaveURL(new RegExp(`/candidatelist\\?job=${backend}&tab=applicants$`));
    await expect(page.getByRole('tab', { name: /Applicants/ })).toHaveAttribute('aria-selected', 'true');
    await checkScreen(page, 'candidatelist-applicants');

    // The cards view writes the pay with its currency and period.
    await page.goto('/myjobs');
    await page.getByRole('button', { name: /card view/i }).click();
    await expect(page.getByRole('list', { name: 'Your jobs' }).getByText('€14 – €16 an hour')).toBeVisible();
    await apiWrite(page, 'DELETE', `/api/jobprofile/${mine}/`);
  });

  test('16: the applicant board knows who has a résumé without asking the file route', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/common\/resume\/\d+\/file\//.test(request.url())) asked.push(`${request.method()} ${request.url()}`);
    });
    await logIn(page, DEMO.recruiter);
    const backend = await jobIdByTitle(page, 'Backend Developer (Python)');
    await page.goto(`/candidatelist?job=${backend}&tab=applicants`);
    const board = page.getByRole('tabpanel');
    await expect(board.getByText(/Résumé \(PDF\)|No résumé uploaded/).first()).toBeVisible();
    expect(asked).toEqual([]);
  });
});
