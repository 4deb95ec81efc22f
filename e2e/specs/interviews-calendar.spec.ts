import { startOwnServer, type OwnServer } from '../support/own-server';
import { apiWrite, checkScreen, expectToast } from '../support/org';
import { expectInvitation, expectSubject, startSmtp } from '../support/calendar-mail';
import { organisationAndApplicant, quarterHourFromNow, wallClock } from '../support/interviews';
import { expect, test } from '../support/test';

// Interviews with a real SMTP server and short settings: a server of this spec's own sends its mail to an SMTP server
// the spec runs, reminds INTERVIEW_REMINDER_BEFORE=2h ahead and sweeps every 2 s. The booking is reminded at once, a
// reschedule's new booking carries SEQUENCE 1, and a cancellation METHOD:CANCEL, in both mailboxes. The port is the
// suite's plus one (as reply-window.spec.ts's; files run one after another) unless E2E_INTERVIEWS_PORT says otherwise.
const PORT = Number(process.env.E2E_INTERVIEWS_PORT ?? process.env.E2E_REPLIES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtp();
  server = await startOwnServer(PORT, { E2E_SMTP_URL: smtp.url, INTERVIEW_REMINDER_BEFORE: '2h', SCHEDULER_INTERVAL: '2s' });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});
test.use({ baseURL: `http://127.0.0.1:${PORT}`, timezoneId: 'Europe/London' });

test('a booking is reminded, a reschedule sends SEQUENCE 1 and a cancellation METHOD:CANCEL, by SMTP to both sides', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const mailbox = (address: string) => () => smtp!.to(address);
  const setting = await organisationAndApplicant(page, browser, 'Europe/Dublin');
  const { candidate, candidateName } = setting;
  // The second time (the list is earliest first) starts within the 2-hour lead: its booking is reminded at the next sweep.
  const first = quarterHourFromNow(20);
  const soon = new Date(first.getTime() + 60 * 60_000);
  const at = (start: Date, minutes = 45) => ({ start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() });
  const proposed = await apiWrite(page, 'POST', `/api/job-applications/${setting.applicationId}/interviews/`, {
    slots: [at(first), at(soon), at(new Date(soon.getTime() + 86_400_000))],
    video_url: 'https://meet.example.org/tandem-interview',
  });
  const id = Number(proposed?.id);
  const slots = proposed?.slots as { id: number; start: string; end: string }[];
  const uid = `interview-${id}@127.0.0.1:${PORT}`;
  const section = candidate.getByRole('region', { name: `Interview with ${setting.company}` });

  await test.step('the candidate books the second time; both SMTP mailboxes get the REQUEST', async () => {
    await candidate.goto('/applications');
    await section.getByRole('radio').nth(1).check();
    await section.getByRole('button', { name: 'Book this time' }).click();
    // The candidate's page is a context of its own, whose short-lived toasts are not recorded: the state says it.
    await expect(section.getByText('Interview: Booked')).toBeVisible();
    for (const address of [setting.candidateEmail, setting.orgEmail]) {
      const invite = await expectInvitation(mailbox(address), { uid, method: 'REQUEST', sequence: 0, start: slots[1]!.start });
      expect(invite.end).toBe(slots[1]!.end);
    }
  });

  await test.step('both are reminded, in the bell and by e-mail, within a sweep or two', async () => {
    await expectSubject(mailbox(setting.candidateEmail), 'Interview soon');
    await expectSubject(mailbox(setting.orgEmail), 'Interview soon');
    const kinds = ((await (await candidate.request.get('/api/notifications/')).json()).results as { kind: string }[]).map((item) => item.kind);
    expect(kinds).toContain('interview_reminder');
  });

  const later = quarterHourFromNow(4 * 60);
  await test.step('the organisation reschedules to a new time with a reason', async () => {
    await page.goto(`/candidatelist?job=${setting.jobId}`);
    await page.getByRole('tab', { name: /Applicants/ }).click();
    await page.getByRole('button', { name: `Reschedule the interview with ${candidateName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule the interview with ${candidateName}` });
    await dialog.getByLabel('Time 1', { exact: true }).fill(wallClock(later, 'Europe/London'));
    await dialog.getByLabel('Reason').fill('The panel moved to the afternoon.');
    await checkScreen(page, 'interview-reschedule');
    await dialog.getByRole('button', { name: 'Send new times' }).click();
    await expectToast(page, `New times sent to ${candidateName}`);
  });

  await test.step('the candidate books the new time: the same UID with SEQUENCE 1', async () => {
    await candidate.reload();
    await expect(section.getByText('Reason given: “The panel moved to the afternoon.”')).toBeVisible();
    await section.getByRole('radio').first().check();
    await section.getByRole('button', { name: 'Book this time' }).click();
    // The candidate's page is a context of its own, whose short-lived toasts are not recorded: the state says it.
    await expect(section.getByText('Interview: Booked')).toBeVisible();
    for (const address of [setting.candidateEmail, setting.orgEmail]) {
      await expectInvitation(mailbox(address), { uid, method: 'REQUEST', sequence: 1, start: later.toISOString() });
    }
  });

  await test.step('the candidate cancels with a reason: METHOD:CANCEL to both', async () => {
    await section.getByRole('button', { name: 'Cancel interview' }).click();
    const dialog = candidate.getByRole('dialog', { name: 'Cancel this interview?' });
    await dialog.getByLabel('Reason').fill('I have accepted another offer.');
    await dialog.getByRole('button', { name: 'Cancel interview' }).click();
    await expect(section.getByText('Interview: Cancelled')).toBeVisible();
    for (const address of [setting.candidateEmail, setting.orgEmail]) {
      await expectInvitation(mailbox(address), { uid, method: 'CANCEL', sequence: 2, start: later.toISOString() });
    }
  });

  expect(setting.candidateErrors, 'console errors on the candidate’s page').toEqual([]);
  await setting.close();
});
