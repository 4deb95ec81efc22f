import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/accounts';
import { linkFromMail } from '../support/mail';
import { addCompany, expectAccessible, expectToast, signUpOrganisation } from '../support/org';

// Teams (docs/product.md section C18): an owner invites a colleague by e-mail; the colleague, not yet on Tandem, opens the
// link, signs up, comes back to it and joins; and a second company of a name already here is asked about first.

test.describe('a team', () => {
  test('an owner invites a colleague, who opens the e-mail link, signs up, joins, and both see the team', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const company = `Harbour Lights ${Date.now()}`;
    await signUpOrganisation(page, 'recruiter', 'Olive Owner');
    await addCompany(page, { name: company, email: 'hello@harbour-lights.dev', phone: '020 7946 0777', address: '7 Quay Street, Bristol' });

    const team = page.getByRole('region', { name: 'Team' });
    await expect(team.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);
    await expect(team).toContainText('Olive Owner (you)');
    await expectAccessible(page, '/orgprofile with its team');
    const colleagueEmail = uniqueEmail('colleague');
    await team.getByLabel('E-mail address').fill('not an address');
    await team.getByRole('button', { name: 'Send invitation' }).click();
    await expect(team.getByText('Invalid email address')).toBeVisible();
    await team.getByLabel('E-mail address').fill(colleagueEmail);
    await team.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation sent.');

    const link = await linkFromMail(colleagueEmail, '/join?token=');
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await colleague.goto(link);
    await expect(colleague.getByText('You were invited to join an organisation on Tandem.')).toBeVisible();
    await expectAccessible(colleague, '/join for a visitor');
    await colleague.getByRole('link', { name: 'Sign up as an organisation' }).click();
    await colleague.getByLabel('Username').fill('Cole League');
    await colleague.getByLabel('Email').fill(colleagueEmail);
    await colleague.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await colleague.getByRole('button', { name: /sign up|create/i }).click();
    await expect(colleague).toHaveURL(/\/addcompany$/);
    await colleague.getByRole('link', { name: 'Join it instead' }).click();
    await expect(colleague).toHaveURL(/\/join\?token=/);
    await expectAccessible(colleague, '/join signed in');
    await colleague.getByRole('button', { name: 'Join the organisation' }).click();
    await expect(colleague).toHaveURL(/\/orgprofile$/);
    const theirTeam = colleague.getByRole('region', { name: 'Team' });
    await expect(theirTeam.getByRole('listitem')).toHaveCount(2);
    await expect(theirTeam).toContainText('Cole League (you)');
    // A member sees the team but neither invites nor changes roles; they may leave.
    await expect(theirTeam.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
    await expect(theirTeam.getByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(theirTeam.getByRole('button', { name: 'Remove' })).toHaveCount(0);

    // The owner sees the colleague join, makes them an owner, then removes them after a confirmation.
    await page.reload();
    const row = team.getByRole('listitem').filter({ hasText: 'Cole League' });
    await expect(row).toContainText(colleagueEmail);
    await row.getByLabel('Role of Cole League').selectOption('owner');
    await row.getByRole('button', { name: 'Save role' }).click();
    await expectToast(page, 'Cole League is now owner.');
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Cole League?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Cole League was removed.');
    await expect(team.getByRole('listitem')).toHaveCount(1);
    await colleagueContext.close();
  });

  test('adding a company whose name is already here asks first, and adds it only when told it is another', async ({ page, consoleErrors }) => {
    // The server asks by refusing the first save (400 on name); the page turns that into the question.
    consoleErrors.allow(/status of 400 .*\/api\/company\/\)/);
    await signUpOrganisation(page, 'recruiter', 'Dee Duplicate');
    await page.getByLabel('Company Name').fill('  brightpath   TALENT ');
    await page.getByLabel('Contact Email').fill('hello@another-brightpath.dev');
    await page.getByLabel('Contact Number').fill('020 7946 0555');
    await page.getByLabel('Address').fill('9 Other Road, Leeds');
    await page.getByRole('button', { name: 'Save' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Is this your organisation? Ask its owner to invite you.');
    await expect(page).toHaveURL(/\/addcompany$/);
    await expectAccessible(page, '/addcompany asking about a name already here');
    await question.getByRole('button', { name: 'Change the name' }).click();
    await expect(page.getByLabel('Company Name')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'No, add my organisation' }).click();
    await expect(page).toHaveURL(/\/orgprofile$/);
  });
});
