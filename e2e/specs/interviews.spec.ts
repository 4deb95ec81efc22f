import { checkScreen, expectToast } from '../support/org';
import { expectInvitation, outbox } from '../support/calendar-mail';
import { clockIn, organisationAndApplicant, wallClock } from '../support/interviews';
import { expect, test } from '../support/test';

// Interviews (docs/product.md section C19) on the suite's server, whose e-mail goes to the .eml outbox: the organisation
// (in London) proposes three times with the keyboard-friendly picker, the candidate (in New York) sees them in their
// own zone and books the second, and both mailboxes hold a REQUEST that ical.js reads with that time.
test.use({ timezoneId: 'Europe/London' });

test('an organisation proposes three times, the candidate books the second, and both get the calendar invitation', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const setting = await organisationAndApplicant(page, browser, 'America/New_York');
  const { candidate, candidateName, jobId } = setting;
  // Three days ahead at 10:00, 11:30 and 13:00 London time.
  const day = new Date(Date.now() + 3 * 86_400_000);
  const londonWall = (hour: number, minute: number) => `${wallClock(day, 'Europe/London').slice(0, 10)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const walls = [londonWall(10, 0), londonWall(11, 30), londonWall(13, 0)];

  await test.step('the organisation proposes three times on the applicant board', async () => {
    await page.goto(`/candidatelist?job=${jobId}`);
    await page.getByRole('tab', { name: /Applicants/ }).click();
    await page.getByRole('button', { name: `Propose interview to ${candidateName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Propose interview times to ${candidateName}` });
    await expect(dialog.getByRole('group', { name: 'Times (London time)' })).toBeVisible();
    await dialog.getByLabel('Time 1', { exact: true }).fill(walls[0]!);
    await dialog.getByRole('button', { name: 'Add another time' }).click();
    await dialog.getByLabel('Time 2', { exact: true }).fill(walls[1]!);
    await dialog.getByRole('button', { name: 'Add another time' }).click();
    // The third by keyboard alone: focus the field and type its parts, as a keyboard user would.
    const third = dialog.getByLabel('Time 3', { exact: true });
    await third.focus();
    await third.fill(walls[2]!);
    await dialog.getByLabel('Length of time 3').selectOption({ label: '1 hour' });
    await dialog.getByLabel('Place').fill('Studio 4, 10 Brick Lane, London');
    await dialog.getByLabel('Note (optional)').fill('Ask for Ines at reception.');
    await checkScreen(page, 'interview-propose');
    await dialog.getByRole('button', { name: 'Send times' }).click();
    await expectToast(page, `Interview times sent to ${candidateName}`);
    await expect(page.getByRole('list', { name: `Times offered to ${candidateName}` }).getByRole('listitem')).toHaveCount(3);
  });

  const interviews = await (await page.request.get(`/api/interviews/?job=${jobId}`)).json();
  const interview = interviews.results[0];
  const second = interview.slots[1];

  await test.step('the candidate sees the times in New York time and books the second', async () => {
    await candidate.goto('/applications');
    const section = candidate.getByRole('region', { name: `Interview with ${setting.company}` });
    const choices = section.getByRole('radio');
    await expect(choices).toHaveCount(3);
    await expect(section.getByText(new RegExp(`${clockIn(second.start, 'America/New_York')} to ${clockIn(second.end, 'America/New_York')} New York time$`))).toBeVisible();
    await checkScreen(candidate, 'interview-choose');
    await choices.nth(1).check();
    await section.getByRole('button', { name: 'Book this time' }).click();
    // The candidate's page is a context of its own, whose short-lived toasts are not recorded: the state says it.
    await expect(section.getByText('Interview: Booked')).toBeVisible();
    await expect(section.getByText('Interview: Booked')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible();
  });

  await test.step('both mailboxes hold a REQUEST that a calendar parser reads with the second time', async () => {
    const uid = `interview-${interview.id}@${new URL(page.url()).host}`;
    for (const address of [setting.candidateEmail, setting.orgEmail]) {
      const invite = await expectInvitation(() => outbox().to(address), { uid, method: 'REQUEST', sequence: 0 });
      expect(invite).toMatchObject({ start: second.start, end: second.end });
      expect(invite.attendees).toContain(`mailto:${setting.candidateEmail}`);
    }
  });

  await test.step('the board shows the booking in London time and the applicant at the interview stage', async () => {
    await page.reload();
    await page.getByRole('tab', { name: /Applicants/ }).click();
    const stage = page.getByRole('region', { name: /^Interview/ });
    await expect(stage.getByText(candidateName, { exact: true })).toBeVisible();
    await expect(stage.getByText(new RegExp(`${clockIn(second.start, 'Europe/London')} to ${clockIn(second.end, 'Europe/London')} London time$`))).toBeVisible();
    await checkScreen(page, 'interview-booked-board');
  });

  expect(setting.candidateErrors, 'console errors on the candidate’s page').toEqual([]);
  await setting.close();
});

