import { DEMO, logIn } from '../support/accounts';
import { captureScreen, signUpCandidate } from '../support/candidate';
import { apiWrite, checkScreen, expectToast } from '../support/org';
import { expect, test, type Page } from '../support/test';
import { endShift } from '../support/time-passes';

/** 'YYYY-MM-DDTHH:MM' in the browser's zone, as a datetime-local field takes it, `days` from now at `hour`. */
const localInput = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
};

const roleTitle = `Community Fridge Helper ${Date.now()}`;

test.describe('volunteering that reaches people', () => {
  test('a candidate offers help with a note; the organisation accepts; a shift, 3 hours confirmed, shown on the profile', async ({ page, browser }) => {
    test.setTimeout(180_000);
    // The organisation (demo nonprofit) in its own browser context.
    const orgContext = await browser.newContext();
    const org: Page = await orgContext.newPage();
    await logIn(org, DEMO.nonprofit);
    const role = await apiWrite(org, 'POST', '/api/volunteer-opportunities/', { title: roleTitle, category: 'Operations', city: 'Bristol', country: 'United Kingdom', description: 'Stock and clean the fridge.' });
    const roleId = Number(role?.id);

    const candidateName = 'Sam Volunteer';
    await signUpCandidate(page, candidateName);

    await test.step('Apply Now asks for a note and consent, then sends', async () => {
      await page.goto(`/volunteer?search=${encodeURIComponent(roleTitle)}`);
      const card = page.getByRole('article').filter({ hasText: roleTitle });
      await card.getByRole('button', { name: `Apply Now to ${roleTitle}` }).click();
      const dialog = page.getByRole('dialog', { name: `Volunteer: ${roleTitle}` });
      await dialog.getByRole('button', { name: 'Send my interest' }).click();
      await expect(dialog.getByText('Agree to share your name and e-mail with the organisation.')).toBeVisible();
      await dialog.getByLabel('A short note').fill('I can do Saturday mornings and I have a food hygiene certificate.');
      await dialog.getByLabel(/Share my name and e-mail with/).check();
      await checkScreen(page, 'volunteer-apply-dialog');
      await dialog.getByRole('button', { name: 'Send my interest' }).click();
      await expectToast(page, 'Interest sent.');
      await expect(card.getByRole('button', { name: /Interest sent: withdraw/ })).toBeVisible();
      await page.goto('/applications');
      const mine = page.getByRole('region', { name: 'Volunteering' });
      await expect(mine.getByText(roleTitle)).toBeVisible();
      await expect(mine.getByText('Waiting for a reply')).toBeVisible();
      await expect(mine.getByText(/^Reply expected by \d{1,2} \w+ \d{4}$/)).toBeVisible();
    });

    await test.step('Apply Now opened a conversation: the note is its first message, on both sides', async () => {
      const mine = page.getByRole('region', { name: 'Volunteering' });
      await mine.getByRole('link', { name: `Message Open Doors Community Trust about ${roleTitle}` }).click();
      await expect(page).toHaveURL(/\/messages\/\d+$/);
      await expect(page.getByText(`Volunteering: ${roleTitle}`)).toBeVisible();
      await expect(page.getByText('I can do Saturday mornings and I have a food hygiene certificate.')).toBeVisible();
      await checkScreen(page, 'volunteer-conversation');

      await org.goto(`/volunteer-roles/${roleId}`);
      const person = org.getByRole('list', { name: 'Interested people' }).getByRole('listitem').filter({ hasText: candidateName });
      await person.getByRole('link', { name: `Message ${candidateName}` }).click();
      await expect(org).toHaveURL(/\/chats\/\d+$/);
      await expect(org.getByText('I can do Saturday mornings and I have a food hygiene certificate.')).toBeVisible();
      await org.getByLabel(/^Message to/).fill('Thank you, Sam! Saturdays suit us well.');
      await org.getByRole('button', { name: 'Send', exact: true }).click();
      // Sent: the box empties, and the message stands in the thread (until then the box holds the same words).
      await expect(org.getByLabel(/^Message to/)).toHaveValue('');
      await expect(org.getByText('Thank you, Sam! Saturdays suit us well.')).toBeVisible();
      await org.goto('/chats');
      await expect(org.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: candidateName })).toContainText(roleTitle);

      await page.reload();
      await expect(page.getByText('Thank you, Sam! Saturdays suit us well.')).toBeVisible();
      await page.goto('/applications');
    });

    await test.step('the organisation is told, sees the person with their note and accepts', async () => {
      await org.goto('/orghome');
      await org.goto(`/volunteer-roles/${roleId}`);
      const person = org.getByRole('list', { name: 'Interested people' }).getByRole('listitem').filter({ hasText: candidateName });
      await expect(person).toContainText('I can do Saturday mornings and I have a food hygiene certificate.');
      await expect(person.getByRole('link', { name: /@tandem\.dev$/ })).toBeVisible();
      const unread = await (await org.request.get('/api/notifications/?unread=true&limit=50')).json();
      expect(unread.results.some((item: { kind: string; link: string }) => item.kind === 'volunteer_interest' && item.link === `/volunteer-roles/${roleId}`)).toBe(true);
      await checkScreen(org, 'volunteer-role');
      await person.getByRole('button', { name: `Accept ${candidateName}` }).click();
      await expectToast(org, `${candidateName} is accepted`);
      await expect(person.getByText('Accepted')).toBeVisible();
    });

    let shiftId = 0;
    await test.step('the organisation adds a shift; the accepted volunteer signs up and gets a calendar file', async () => {
      const form = org.getByRole('form', { name: 'Add a shift' });
      await form.getByLabel('Starts').fill(localInput(3, 9));
      await form.getByLabel('Ends').fill(localInput(3, 12));
      await form.getByLabel('Places').fill('4');
      await form.getByRole('button', { name: 'Add shift' }).click();
      await expectToast(org, 'Shift added.');
      await expect(org.getByRole('list', { name: 'Shifts' }).getByRole('listitem').first()).toContainText('4 places left of 4');

      await page.goto('/applications');
      const mine = page.getByRole('region', { name: 'Volunteering' });
      await expect(mine.getByText('Accepted')).toBeVisible();
      await mine.getByRole('button', { name: /^Sign up for/ }).click();
      await expectToast(page, 'You are signed up for');
      await expect(mine.getByText('Signed up')).toBeVisible();
      await expect(mine.getByText('3 places left')).toBeVisible();
      const calendar = mine.getByRole('link', { name: /^Add to calendar/ });
      const href = (await calendar.getAttribute('href')) ?? '';
      shiftId = Number(/\/api\/shifts\/(\d+)\/ics\//.exec(href)?.[1]);
      const ics = await page.request.get(href);
      expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(await ics.text()).toContain(`SUMMARY:Volunteering: ${roleTitle}`);
      await captureScreen(page, 'applications-volunteering');
      await checkScreen(page, 'applications-volunteering');
    });

    await test.step('after the shift the organisation confirms 3 hours; the volunteer sees them on the profile', async () => {
      endShift(shiftId);
      await org.reload();
      await org.getByLabel(`Hours ${candidateName} gave`).fill('3');
      await org.getByRole('button', { name: `Confirm hours for ${candidateName}` }).click();
      await expectToast(org, `3 hours confirmed for ${candidateName}.`);
      const csv = await org.request.get('/api/volunteer-hours/export/');
      expect(await csv.text()).toContain(`"${candidateName}","3"`);

      await page.goto('/profile');
      await expect(page.getByRole('region', { name: 'Volunteering' })).toContainText('3 hours with Open Doors Community Trust');
    });
    await orgContext.close();
  });

  test("registers for an organisation's event from its page /organisations/{id}", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const orgContext = await browser.newContext();
    const org = await orgContext.newPage();
    await logIn(org, DEMO.nonprofit);
    const companyId = Number((await (await org.request.get('/api/whoami/')).json()).company);
    const title = `Beach Tidy ${Date.now()}`;
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 3 * 86_400_000 + 7_200_000).toISOString();
    await apiWrite(org, 'POST', '/api/events/', { title, start_date: start, end_date: end, capacity: 2, location: 'Sand Bay', city: 'Weston' });
    await orgContext.close();

    // A visitor reads the places left and is asked to sign in.
    await page.goto(`/organisations/${companyId}`);
    const seen = page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').filter({ hasText: title });
    await expect(seen).toContainText('Spaces Available · 2 places left');
    await expect(seen.getByRole('link', { name: `Sign in to register for ${title}` })).toBeVisible();

    await signUpCandidate(page, 'Robin Register');
    await page.goto(`/organisations/${companyId}`);
    const event = page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').filter({ hasText: title });
    await event.getByRole('button', { name: `Register for ${title}` }).click();
    await expectToast(page, `You are registered for ${title}.`);
    await expect(event).toContainText('1 place left');
    await checkScreen(page, 'organisation-events');
    await event.getByRole('button', { name: `Cancel registration for ${title}` }).click();
    await expectToast(page, 'Registration cancelled.');
    await expect(event).toContainText('2 places left');
  });

  test('events show places left and register in one step from /volunteer', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const orgContext = await browser.newContext();
    const org = await orgContext.newPage();
    await logIn(org, DEMO.nonprofit);
    const title = `Park Clean-up ${Date.now()}`;
    const start = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 2 * 86_400_000 + 7_200_000).toISOString();
    await apiWrite(org, 'POST', '/api/events/', { title, start_date: start, end_date: end, capacity: 1, location: 'Castle Park', city: 'Bristol' });
    await orgContext.close();

    await signUpCandidate(page, 'Kim Joiner');
    await page.goto('/volunteer');
    const event = page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').filter({ hasText: title });
    await expect(event).toContainText('Spaces Available · 1 place left');
    await event.getByRole('button', { name: `Register for ${title}` }).click();
    await expectToast(page, `You are registered for ${title}.`);
    await expect(event).toContainText('Full');
    await event.getByRole('button', { name: `Cancel registration for ${title}` }).click();
    await expectToast(page, 'Registration cancelled.');
    await expect(event).toContainText('1 place left');

    // One list: jobs of type volunteering sit among the roles, under the same search.
    await page.goto('/volunteer?search=Youth%20Mentor');
    const job = page.getByRole('list', { name: 'Volunteer opportunities' }).getByRole('article').filter({ hasText: 'Youth Mentor' });
    await expect(job).toContainText('Volunteering job');
    await expect(job.getByRole('link', { name: 'View and apply to Youth Mentor' })).toHaveAttribute('href', /^\/jobs\/\d+$/);
    await page.getByLabel('Category').selectOption('Technology');
    await expect(page.getByRole('list', { name: 'Volunteer opportunities' }).getByText('Volunteering job')).toHaveCount(0);
  });
});
