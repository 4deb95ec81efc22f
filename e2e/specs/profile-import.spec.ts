import { expectAccessible, signUpCandidate } from '../support/candidate';
import { jsonResume, linkedInZip, resumePdf } from '../support/resumes';
import { expect, test, type Page } from '../support/test';

// Issue 32: a profile in a minute. A new candidate imports a résumé, reviews every item, saves through the ordinary
// calls, and the profile and its matches are real.

async function readFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const section = page.getByRole('region', { name: 'Import from a résumé or LinkedIn' });
  await section.getByLabel('Résumé or LinkedIn export').setInputFiles(file);
  await section.getByRole('button', { name: 'Read file' }).click();
  return section;
}

test.describe('import a profile', () => {
  // Reading files, axe on a long review and a save: more than the default on a shared two-core machine.
  test.setTimeout(120_000);
  test('a new candidate imports a PDF résumé, reviews it, saves, and sees a complete profile with real match scores', async ({ page }) => {
    await signUpCandidate(page, 'Priya Patel');
    await test.step('the import is offered right after signing up', async () => {
      await page.getByRole('link', { name: 'Import from a résumé or LinkedIn' }).click();
      await expect(page).toHaveURL(/\/editprofile\?import=1$/);
      await expect(page.getByLabel('Résumé or LinkedIn export')).toBeFocused();
    });

    const section = await readFile(page, { name: 'priya-cv.pdf', mimeType: 'application/pdf', buffer: await resumePdf('Priya Patel') });
    await test.step('every item is shown beside what the profile holds, kept, edited or dropped', async () => {
      // The first file a fresh server reads also loads pdf.js and the catalogue: allow for that on a busy machine.
      await expect(section.getByRole('heading', { name: 'Review what we read from your PDF résumé' })).toBeFocused({ timeout: 20_000 });
      const about = section.getByRole('group', { name: 'About you' });
      await expect(about.getByLabel('Address')).toHaveValue('12 Park Road, London N1 9GU, United Kingdom');
      const current = section.getByRole('group', { name: 'Experience from the file: Full Stack Developer at Acme Digital Ltd' });
      await expect(current.getByText('Not on your profile yet: this will be added.')).toBeVisible();
      await expect(current.getByLabel('Start date (YYYY-MM-DD)')).toHaveValue('2020-01-01');
      await expect(current.getByLabel('End date (empty for present)')).toHaveValue('');
      const junior = section.getByRole('group', { name: 'Experience from the file: Junior Developer at Beta Systems plc' });
      await junior.getByLabel('Job title').fill('Web Developer');
      // An edit of the review keeps the focus where the candidate types.
      const renamed = section.getByRole('group', { name: 'Experience from the file: Web Developer at Beta Systems plc' });
      await expect(renamed.getByLabel('Job title')).toBeFocused();
      await expect(section.getByRole('group', { name: /Education from the file: BSc \(Hons\) Computer Science at University of Bristol/ })).toBeVisible();
      const skills = section.getByRole('group', { name: 'Skills from the file' });
      await expect(skills.getByText('Found in: “Built React and TypeScript front ends on Node.js services.”').first()).toBeVisible();
      await skills.getByLabel(/^Keep Git \(proficiency/).uncheck();
      await expectAccessible(page, 'the import review');
      await section.getByRole('button', { name: 'Use the kept items' }).click();
    });

    await test.step('the kept items wait in the form, and leaving warns before losing them', async () => {
      // The address the file gives fills the form's street, city, zip and country, by the address rules.
      const personal = page.getByRole('region', { name: 'Personal Information' });
      await expect(personal.getByLabel('Street')).toHaveValue('12 Park Road');
      await expect(personal.getByLabel('Town or city')).toHaveValue('London');
      await expect(personal.getByLabel('Postcode')).toHaveValue('N1 9GU');
      await expect(personal.getByLabel('Country')).toHaveValue('United Kingdom');
      const experience = page.getByRole('region', { name: 'Work Experience' });
      await expect(experience.getByLabel('Company').first()).toHaveValue('Acme Digital Ltd');
      await expect(experience.getByLabel('Job Title').nth(1)).toHaveValue('Web Developer');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
      const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    });

    await test.step('the profile is complete', async () => {
      await page.goto('/profile');
      await expect(page.getByText('Web Developer')).toBeVisible();
      await expect(page.getByText('Acme Digital Ltd')).toBeVisible();
      await page.getByRole('tab', { name: 'Skills' }).click();
      await expect(page.getByRole('tabpanel').getByText('React', { exact: true })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByText('Git', { exact: true })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Education' }).click();
      await expect(page.getByRole('tabpanel').getByText('University of Bristol')).toBeVisible();
      await page.getByRole('tab', { name: 'Contact' }).click();
      await expect(page.getByRole('tabpanel').getByText('12 Park Road, London, N1 9GU')).toBeVisible();
      const exported = await page.request.get('/api/profile/export/?format=json-resume');
      expect((await exported.json()).work).toHaveLength(2);
    });

    await test.step('and matches with real scores', async () => {
      await page.goto('/yourmatches');
      await expect(page.getByText(/^\d+% Match$/).first()).toBeVisible();
      const badges = await page.getByText(/^\d+% Match$/).allInnerTexts();
      expect(badges.some((badge) => Number.parseInt(badge, 10) >= 50)).toBe(true);
    });
  });

  test("imports LinkedIn's export zip and a JSON Resume, and refuses another kind of file", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 415/);
    await signUpCandidate(page, 'Sam Lee');
    await page.goto('/editprofile');
    let section = await readFile(page, { name: 'Basic_LinkedInDataExport.zip', mimeType: 'application/zip', buffer: linkedInZip('Sam', 'Lee') });
    await expect(section.getByRole('heading', { name: 'Review what we read from your LinkedIn export' })).toBeVisible();
    await expect(section.getByRole('group', { name: 'Experience from the file: Care Team Leader at Meadow View Care Home Ltd' })).toBeVisible();
    await expect(section.getByLabel('Keep Safeguarding (proficiency 5 of 10)')).toBeChecked();
    await section.getByRole('button', { name: 'Discard the import' }).click();

    section = await readFile(page, { name: 'resume.json', mimeType: 'application/json', buffer: jsonResume('Sam Lee') });
    await expect(section.getByRole('heading', { name: 'Review what we read from your JSON Resume' })).toBeVisible();
    await expect(section.getByLabel('Keep Forklift Operation (proficiency 8 of 10)')).toBeChecked();
    await section.getByRole('button', { name: 'Use the kept items' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('Northern Logistics Ltd')).toBeVisible();

    await page.goto('/editprofile');
    section = await readFile(page, { name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
    await expect(section.getByRole('alert')).toHaveText('Upload a PDF, a Word document, a JSON Resume or a LinkedIn export.');
  });
});
