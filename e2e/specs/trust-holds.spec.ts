import { expect, test } from '../support/test';
import { linkFromMail } from '../support/mail';
import { addCompany, expectAccessible, postJobByApi, signUpOrganisation } from '../support/org';

// Trust and safety, part B (docs/product.md section C20): a job asking a 'registration fee' with a WhatsApp number is
// held, its organisation sees why, and it appears nowhere else; an organisation verified through a link at its
// website's domain carries 'Verified organisation' on its job and organisation pages.

test.describe('held jobs and verified organisations', () => {
  test('a scam-like job is held with its reason and appears nowhere; a verified organisation shows its badge', async ({ page, browser, consoleErrors }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const domain = `harbour-trust-${stamp}.dev`;
    const company = `Harbour Trust ${stamp}`;
    await signUpOrganisation(page, 'recruiter', 'Hana Holds');
    await addCompany(page, { name: company, email: `hello@${domain}`, phone: '020 7946 0123', address: '3 Quay Street, Bristol', website: `https://www.${domain}` });

    // The held job: its organisation sees why, on the form and on /myjobs.
    const scamTitle = `Data entry from home ${stamp}`;
    const held = await postJobByApi(page, {
      title: scamTitle,
      description: 'Earn fast from home. A £50 registration fee secures your place. Message us on WhatsApp: +44 7700 900123.',
    });
    await page.goto(`/jobpost/${held}`);
    const note = page.getByRole('note');
    await expect(note).toContainText('Held for review: an operator will publish it or tell you why not.');
    await expect(note).toContainText('It asks applicants for money');
    await expect(note).toContainText('WhatsApp');
    await expectAccessible(page, '/jobpost of a held job');
    await page.goto('/myjobs');
    await expect(page.getByRole('button', { name: scamTitle, exact: true })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'registration fee' }).or(page.getByRole('note').filter({ hasText: 'asks applicants for money' })).first()).toBeVisible();
    // Its status is 'Held for review', and the organisation can only close it meanwhile.
    const status = page.getByRole('combobox', { name: `Status of ${scamTitle}` });
    await expect(status).toHaveValue('held');
    await expect(status.locator('option:not([disabled])')).toHaveText(['Closed']);

    // A normal job of the same organisation is listed: the fence that shows the lists are up to date.
    const normalTitle = `Volunteer Coordinator ${stamp}`;
    const normal = await postJobByApi(page, { title: normalTitle, description: 'Coordinate our volunteers across Bristol.', salary_min: 28000, salary_max: 32000 });

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/browse?q=${stamp}`);
    await expect(visitor.getByRole('link', { name: normalTitle })).toBeVisible();
    await expect(visitor.getByRole('link', { name: scamTitle })).toHaveCount(0);
    expect((await visitor.request.get(`/jobs/${held}`)).status()).toBe(404);
    expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(`/jobs/${held}<`);
    expect(await (await visitor.request.get('/feeds/jobs.xml')).text()).not.toContain(`/jobs/${held}`);

    // Verification: an address at the website's domain gets a link; following it verifies.
    await page.goto('/orgprofile');
    const section = page.getByRole('region', { name: 'Verified organisation' });
    // A Gmail address is refused by the server (a 400 the browser logs): the test means it.
    consoleErrors.allow(/status of 400 .*\/api\/company\/\d+\/verification\//);
    await section.getByLabel('Work e-mail address').fill(`hana@gmail.com`);
    await section.getByRole('button', { name: 'Send the link' }).click();
    await expect(section.getByText(/public e-mail provider/)).toBeVisible();
    await section.getByLabel('Work e-mail address').fill(`hana@${domain}`);
    await section.getByRole('button', { name: 'Send the link' }).click();
    await expect(section.getByRole('status')).toContainText(`We sent a link to hana@${domain}`);
    await expectAccessible(page, '/orgprofile with verification');
    const link = await linkFromMail(`hana@${domain}`, '/verify-organisation?token=');
    await visitor.goto(link);
    await expect(visitor.getByText('Your organisation is verified.')).toBeVisible();
    await expectAccessible(visitor, '/verify-organisation');

    await visitor.goto(`/jobs/${normal}`);
    await expect(visitor.getByText('Verified organisation').first()).toBeVisible();
    await expectAccessible(visitor, '/jobs/{id} of a verified organisation');
    await visitor.getByRole('link', { name: company }).first().click();
    await expect(visitor).toHaveURL(/\/organisations\/\d+$/);
    await expect(visitor.getByText('Verified organisation').first()).toBeVisible();
    await expect(visitor.getByText(scamTitle)).toHaveCount(0);
  });
});
