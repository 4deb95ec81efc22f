import { expect, test, type Page } from '../support/test';
import { addCompany, candidateApplies, expectAccessible, expectToast, postJobByApi, signUpOrganisation } from '../support/org';

/** The contract's FINAL_MOVE_UNDO_MS and TEAM_MESSAGES.noteRequired, as the screens show them. */
const FINAL_MOVE_UNDO_MS = 10_000;
const NOTE_REQUIRED = 'Write a note.';

// The applicant board for a team (docs/product.md section C18): a stage menu that moves nobody until 'Move' is pressed, and
// Rejected or Hired asked first and held on the server for 10 seconds with Undo (after a reload too), nothing reaching
// the candidate before then; the match score on each card; notes, ratings and the move history.

async function statusOf(page: Page, applicationJob: number, name: string): Promise<string> {
  const page1 = (await (await page.request.get(`/api/job-applications/?job=${applicationJob}`)).json()) as { results: { status: string; candidate: { name: string } }[] };
  return page1.results.find((row) => row.candidate.name === name)?.status ?? 'missing';
}

test.describe('the applicant board', () => {
  test('the stage menu moves nobody by keyboard until Move; a rejection is confirmed, undone within 10 s and never sent', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await signUpOrganisation(page, 'recruiter', 'Bea Board');
    await addCompany(page, { name: `Board Room ${Date.now()}`, email: 'hello@board-room.dev', phone: '020 7946 0888', address: '3 Board Street, Leeds' });
    const jobId = await postJobByApi(page, { title: `Board Python Developer ${Date.now()}` });
    const candidateContext = await browser.newContext();
    const candidatePage = await candidateContext.newPage();
    const { name } = await candidateApplies(candidatePage, jobId, [{ name: 'Python', score: 8 }]);

    await page.goto(`/candidatelist?job=${jobId}`);
    await page.getByRole('tab', { name: /Applicants/ }).click();
    const applied = page.getByRole('region', { name: /^Applied/ });
    const stage = applied.getByLabel(`Stage of ${name}`);
    await expect(stage).toBeVisible();
    await expect(applied).toContainText('Reply by');
    await expectAccessible(page, '/candidatelist applicants with the stage menu');

    // Arrow keys only browse the choices: nobody moves, focus stays on the menu.
    await stage.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(stage).toBeFocused();
    await expect(stage).not.toHaveValue('applied');
    expect(await statusOf(page, jobId, name)).toBe('applied');
    await expect(applied.getByText(name, { exact: true })).toBeVisible();

    // Rejected asks first, with the kind notes; Cancel by keyboard changes nothing.
    await stage.selectOption({ label: 'Rejected' });
    await page.keyboard.press('Tab');
    await expect(applied.getByRole('button', { name: `Move ${name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Decline ${name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Other candidates were a closer fit/ })).toBeChecked();
    await expectAccessible(page, 'the decline question on the board');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await statusOf(page, jobId, name)).toBe('applied');

    // Confirmed: the server holds the move. The hold outlives a reload, and Undo there keeps the applicant where they were.
    await applied.getByRole('button', { name: `Move ${name}` }).click();
    await dialog.getByRole('radio', { name: /The position has been filled/ }).check();
    await dialog.getByRole('button', { name: 'Decline' }).click();
    const held = page.getByRole('status').filter({ hasText: `${name} moves to Rejected in` });
    await expect(held).toBeVisible();
    await expect(held.getByRole('button', { name: 'Undo' })).toBeFocused();
    expect(await statusOf(page, jobId, name)).toBe('applied');
    await page.reload();
    await page.getByRole('tab', { name: /Applicants/ }).click();
    await expect(held).toBeVisible();
    await expectAccessible(page, 'a held rejection on the board');
    await held.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, `${name} stays in Applied.`);
    await expect(held).toHaveCount(0);

    // A later move is the fence, once the window has passed: it reaches the candidate, and the rejection never did.
    await page.waitForTimeout(FINAL_MOVE_UNDO_MS + 1_000);
    expect(await statusOf(page, jobId, name)).toBe('applied');
    await stage.selectOption({ label: 'Screening' });
    await applied.getByRole('button', { name: `Move ${name}` }).click();
    const screening = page.getByRole('region', { name: /^Screening/ });
    await expect(screening.getByText(name, { exact: true })).toBeVisible();
    await expect.poll(() => statusOf(page, jobId, name)).toBe('screening');
    const notices = (await (await candidatePage.request.get('/api/notifications/')).json()) as { results: { title: string; body: string }[] };
    const told = notices.results.map((notice) => `${notice.title} ${notice.body}`).join('\n');
    expect(told).toContain('Screening');
    expect(told).not.toMatch(/Rejected|position has now been filled/);

    // Hired, confirmed and left alone, is made by the server once the 10 seconds have passed.
    await screening.getByLabel(`Stage of ${name}`).selectOption({ label: 'Hired' });
    await screening.getByRole('button', { name: `Move ${name}` }).click();
    await page.getByRole('dialog', { name: `Mark ${name} as hired?` }).getByRole('button', { name: 'Mark as hired' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} moves to Hired in` })).toBeVisible();
    expect(await statusOf(page, jobId, name)).toBe('screening');
    await expect(page.getByRole('region', { name: /^Hired/ }).getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(await statusOf(page, jobId, name)).toBe('hired');
    await candidateContext.close();
  });

  test("a card shows the applicant's match score; members rate, note and read who moved them", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signUpOrganisation(page, 'recruiter', 'Nia Notes');
    await addCompany(page, { name: `Notes Hall ${Date.now()}`, email: 'hello@notes-hall.dev', phone: '020 7946 0777', address: '4 Note Street, York' });
    const jobId = await postJobByApi(page, { title: `Notes Python Developer ${Date.now()}`, keywords: 'Python, SQL' });
    const candidateContext = await browser.newContext();
    const { name } = await candidateApplies(await candidateContext.newPage(), jobId, [{ name: 'Python', score: 8 }]);
    await candidateContext.close();
    const ranked = (await (await page.request.get(`/api/matching/match/?job=${jobId}&limit=100`)).json()) as { results: { candidate: { name: string }; score: number }[] };
    const score = ranked.results.find((row) => row.candidate.name === name)?.score;
    expect(score).toBeDefined();

    await page.goto(`/candidatelist?job=${jobId}&tab=applicants`);
    const applied = page.getByRole('region', { name: /^Applied/ });
    const card = applied.getByRole('listitem').filter({ hasText: name }).first();
    await expect(card.getByText(`${score}% Match`)).toBeVisible();
    await applied.getByLabel(`Stage of ${name}`).selectOption({ label: 'Screening' });
    await applied.getByRole('button', { name: `Move ${name}` }).click();
    const screening = page.getByRole('region', { name: /^Screening/ });
    await expect(screening.getByText(name, { exact: true })).toBeVisible();

    await screening.getByRole('button', { name: `Notes and history of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${name}: notes and history` });
    await expect(dialog.getByText('No notes yet.')).toBeVisible();
    await expect(dialog.getByText('Applied → Screening by Nia Notes')).toBeVisible();
    await expect(dialog.getByText(`Applied by ${name}`)).toBeVisible();
    const python = dialog.getByRole('group', { name: /^Python/ });
    await python.getByRole('radio', { name: '4' }).check();
    await expect(python.getByText('Team average 4 (1 rating)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(dialog.getByText(NOTE_REQUIRED)).toBeVisible();
    await dialog.getByLabel('Add a note').fill('Clear answers on SQL joins.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(dialog.getByText('Clear answers on SQL joins.')).toBeVisible();
    await expect(dialog.getByLabel('Add a note')).toHaveValue('');
    await expect(dialog.getByText(/^Nia Notes ·/)).toBeVisible();
    await expectAccessible(page, 'notes, ratings and history of an applicant');

    // What was kept is the server's: it is there again after a reload.
    await page.reload();
    await page.getByRole('region', { name: /^Screening/ }).getByRole('button', { name: `Notes and history of ${name}` }).click();
    await expect(dialog.getByText('Clear answers on SQL joins.')).toBeVisible();
    await expect(dialog.getByRole('group', { name: /^Python/ }).getByRole('radio', { name: '4' })).toBeChecked();
  });
});
