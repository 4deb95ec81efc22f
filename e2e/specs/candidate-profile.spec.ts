import { expect, test, type Locator, type Page } from '../support/test';
import { captureScreen, expectAccessible, makePdf, makePng, signUpCandidate } from '../support/candidate';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /upload photo|change photo/i }).click();
  await (await chooser).setFiles(file);
}

async function fillExperience(
  group: Locator,
  values: {
    title: string;
    company: string;
    city: string;
    start: string;
    end?: string;
    remote?: boolean;
    text: string;
  },
) {
  await group.getByLabel('Job Title').fill(values.title);
  await group.getByLabel('Company').fill(values.company);
  await group.getByLabel('Town or city').fill(values.city);
  await group.getByLabel('Country').selectOption('United Kingdom');
  await group.getByLabel('County or region').selectOption('England');
  if (values.remote) await group.getByLabel('Remote').check();
  await group.getByLabel('Start date').fill(values.start);
  if (values.end) await group.getByLabel('End date').fill(values.end);
  await group.getByLabel('Responsibilities').fill(values.text);
}

async function addSkill(page: Page, typed: string, option: string | null, steps = 0) {
  const skills = page.getByRole('region', { name: 'Skills' });
  const box = skills.getByRole('combobox', { name: 'Skill' });
  await box.fill(typed);
  if (option) await skills.getByRole('option', { name: option, exact: true }).click();
  const slider = skills.getByRole('slider', { name: 'Proficiency' });
  for (let step = 0; step < steps; step += 1) await slider.press('ArrowRight');
  await skills.getByRole('button', { name: 'Add skill' }).click();
}

test.describe('candidate profile', () => {
  test('a new candidate fills the whole profile through /editprofile and /profile shows it all', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUpCandidate(page, 'Jordan Rivers');
    await page.goto('/editprofile');
    await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/profile');

    await test.step('photo: refuses a non-image, crops and uploads a picture', async () => {
      await choosePhoto(page, { name: 'notes.pdf', mimeType: 'application/pdf', buffer: makePdf() });
      await expect(toast(page, 'Please select a valid image file')).toBeVisible();

      await choosePhoto(page, { name: 'me.png', mimeType: 'image/png', buffer: makePng(320) });
      const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
      await expect(dialog.locator('.reactEasyCrop_CropAreaRound')).toBeVisible();
      await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
      await expectAccessible(page, 'the crop dialog');
      const upload = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && /\/api\/users\/\d+\/$/.test(response.url()),
      );
      await dialog.getByRole('button', { name: 'Save photo' }).click();
      const response = await upload;
      expect(response.request().headers()['content-type']).toContain('multipart/form-data');
      expect(response.status()).toBe(200);
      expect((await response.json()).profile_picture).toMatch(/^\/media\//);
      await expect(toast(page, 'Profile image updated')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('img', { name: 'Profile photo of Jordan Rivers' })).toBeVisible();
    });

    await test.step('personal information', async () => {
      const personal = page.getByRole('region', { name: 'Personal Information' });
      await expect(personal.getByLabel('Email')).toHaveAttribute('readonly', '');
      await personal.getByLabel('Title').fill('Frontend Developer');
      await personal.getByLabel('Phone number').fill('07700 900123');
      await personal.getByLabel('Street').fill('5 Canal Street');
      await personal.getByLabel('Town or city').fill('Manchester');
      await personal.getByLabel('Postcode').fill('10001');
      await expect(personal.getByLabel('County or region')).toBeDisabled();
      await personal.getByLabel('Country').selectOption('United Kingdom');
      await personal.getByLabel('County or region').selectOption('England');
      await personal.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/jordan-rivers');
      await personal.getByLabel('GitHub').fill('https://github.com/jordan-rivers');
    });

    await test.step('education: two entries, the third refused', async () => {
      const education = page.getByRole('region', { name: 'Education' });
      const first = education.getByRole('group', { name: 'Education 1' });
      await expect(first.getByRole('button', { name: /remove/i })).toHaveCount(0);
      await first.getByLabel('Institution').fill('University of Leeds');
      await first.getByLabel('Degree').fill("Bachelor's degree");
      await first.getByLabel('Field of study').fill('Computer Science');
      await first.getByLabel('Start date').fill('2015-09-01');
      await first.getByLabel('End date').fill('2018-06-30');
      await education.getByRole('button', { name: 'Add education' }).click();
      const second = education.getByRole('group', { name: 'Education 2' });
      await second.getByLabel('Institution').fill('Open University');
      await second.getByLabel('Degree').fill("Master's degree");
      await second.getByLabel('Field of study').fill('Software Engineering');
      await second.getByLabel('Start date').fill('2019-01-01');
      await education.getByRole('button', { name: 'Add education' }).click();
      await expect(toast(page, 'You can list up to 2 places of study. Remove one to add another.')).toBeVisible();
      await expect(education.getByRole('group')).toHaveCount(2);
    });

    await test.step('skills from the catalogue, searched without regard to case, never twice', async () => {
      await addSkill(page, 'reac', 'React', 3);
      await expect(toast(page, 'Skill added successfully')).toBeVisible();
      const list = page.getByRole('list', { name: 'Your skills' });
      await expect(list.getByText('React 8/10')).toBeVisible();

      await addSkill(page, 'TYPESCRIPT', null);
      await expect(list.getByText('TypeScript 5/10')).toBeVisible();

      const skills = page.getByRole('region', { name: 'Skills' });
      await skills.getByRole('combobox', { name: 'Skill' }).fill('react');
      await expect(skills.getByRole('option', { name: 'React', exact: true })).toHaveCount(0);
      await skills.getByRole('button', { name: 'Add skill' }).click();
      await expect(skills.getByText('This skill is already on your profile.')).toBeVisible();

      await skills.getByRole('combobox', { name: 'Skill' }).fill('Underwater basket weaving');
      await skills.getByRole('button', { name: 'Add skill' }).click();
      await expect(
        skills.getByText('Choose a skill from the list: this one is not in the skill catalogue.'),
      ).toBeVisible();
    });

    await test.step('experience: three entries, the fourth refused', async () => {
      const experience = page.getByRole('region', { name: 'Work Experience' });
      await fillExperience(experience.getByRole('group', { name: 'Experience 1' }), {
        title: 'Frontend Developer',
        company: 'Brightside',
        city: 'Manchester',
        start: '2021-03-01',
        remote: true,
        text: 'Built the design system in React.',
      });
      await experience.getByRole('button', { name: 'Add experience' }).click();
      await fillExperience(experience.getByRole('group', { name: 'Experience 2' }), {
        title: 'Junior Developer',
        company: 'Shopwise',
        city: 'Leeds',
        start: '2019-08-01',
        end: '2021-02-28',
        text: 'Maintained the checkout.',
      });
      await experience.getByRole('button', { name: 'Add experience' }).click();
      await fillExperience(experience.getByRole('group', { name: 'Experience 3' }), {
        title: 'Intern',
        company: 'Codebar',
        city: 'Leeds',
        start: '2018-07-01',
        end: '2018-09-30',
        text: 'Coached beginners.',
      });
      await experience.getByRole('button', { name: 'Add experience' }).click();
      await expect(toast(page, 'You can list up to 3 jobs. Remove one to add another.')).toBeVisible();
      await expect(experience.getByRole('group', { name: /^Experience \d$/ })).toHaveCount(3);
    });

    await test.step('Save Changes: Saving..., then Saved, and the toast', async () => {
      await expectAccessible(page, '/editprofile');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Profile saved!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible({ timeout: 5_000 });
      await captureScreen(page, 'editprofile');
    });

    await test.step('/profile shows it all', async () => {
      await page.getByRole('link', { name: 'Go back' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { name: 'Jordan Rivers', level: 1 })).toBeVisible();
      await expect(page.getByText('Frontend Developer', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
        'href',
        'https://www.linkedin.com/in/jordan-rivers',
      );
      await expect(page.getByRole('link', { name: /Portfolio/ })).toHaveAttribute('aria-disabled', 'true');

      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { name: 'Frontend Developer' })).toBeVisible();
      await expect(panel.getByText('Brightside')).toBeVisible();
      await expect(panel.getByText(/01\/03\/2021 – Present/)).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveCount(3);

      await page.getByRole('tab', { name: 'Skills' }).click();
      await expect(panel.getByRole('listitem').filter({ hasText: 'React' })).toContainText('Level 4/5');
      await expect(panel.getByRole('listitem').filter({ hasText: 'TypeScript' })).toContainText('Level 3/5');

      await page.getByRole('tab', { name: 'Education' }).click();
      await expect(panel.getByText('University of Leeds')).toBeVisible();
      await expect(panel.getByText('Open University')).toBeVisible();

      await page.getByRole('tab', { name: 'Contact' }).click();
      await expect(panel.getByText('07700 900123')).toBeVisible();
      await expect(panel.getByText('5 Canal Street, Manchester, England, 10001')).toBeVisible();
      await expect(panel.getByText('United Kingdom')).toBeVisible();
      await expectAccessible(page, '/profile');
    });

    await test.step('résumé: a PDF only, uploaded, shown and deleted', async () => {
      await page.getByRole('tab', { name: 'Resume' }).click();
      const panel = page.getByRole('tabpanel');
      let chooser = page.waitForEvent('filechooser');
      await panel.getByRole('button', { name: 'Upload résumé' }).click();
      await (
        await chooser
      ).setFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
      await expect(toast(page, 'Please upload a PDF file')).toBeVisible();

      chooser = page.waitForEvent('filechooser');
      await panel.getByRole('button', { name: 'Upload résumé' }).click();
      await (
        await chooser
      ).setFiles({ name: 'jordan-cv.pdf', mimeType: 'application/pdf', buffer: makePdf() });
      await expect(panel.getByRole('link', { name: 'jordan-cv.pdf' })).toBeVisible();
      await captureScreen(page, 'profile');

      await panel.getByRole('button', { name: 'Delete résumé' }).click();
      await page
        .getByRole('dialog', { name: 'Delete your résumé?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(panel.getByText('No résumé uploaded yet.', { exact: false })).toBeVisible();
    });
  });

  test('a failed save keeps what was typed; a lost session says to log in again', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500 .*\/api\/users\/\d+\//);
    consoleErrors.allow(/status of 40[13] /);
    await signUpCandidate(page, 'Sam Fails');
    await page.goto('/editprofile');
    const personal = page.getByRole('region', { name: 'Personal Information' });
    await personal.getByLabel('Title').fill('Data Analyst');

    await page.route(/\/api\/users\/\d+\/$/, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"detail":"Internal server error."}',
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to update personal info')).toBeVisible();
    await expect(toast(page, 'Failed to save profile')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(personal.getByLabel('Title')).toHaveValue('Data Analyst');
    await page.unroute(/\/api\/users\/\d+\/$/);

    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Missing authentication details. Please log in again.')).toBeVisible();
    await expect(personal.getByLabel('Title')).toHaveValue('Data Analyst');
  });

  test('empty tabs offer a way to add, and a tab that fails says why', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503 .*\/api\/education\//);
    await signUpCandidate(page, 'Riley Empty');
    await page.route(/\/api\/education\//, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"detail":"Service unavailable."}',
      }),
    );
    await page.goto('/profile');
    await expect(page.getByText('No work experience added yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add work experience' })).toHaveAttribute(
      'href',
      '/editprofile',
    );
    await page.getByRole('tab', { name: 'Education' }).click();
    await expect(page.getByRole('tabpanel').getByText(/^Error: /)).toBeVisible({ timeout: 15_000 });
  });
});
