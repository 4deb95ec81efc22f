import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gradientPng } from './png';
import { signUp, uniqueEmail } from './accounts';
import { expectAccessible } from './axe';

const SCREENSHOTS = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** A new candidate, signed up through /signup and landed on /home. */
export async function signUpCandidate(page: Page, name = 'Jordan Candidate'): Promise<string> {
  const email = uniqueEmail('jordan');
  await signUp(page, '/signup', { name, email });
  await expect(page).toHaveURL(/\/home$/);
  return email;
}

export { expectAccessible } from './axe';

/** No sideways scrolling: the page is never wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Screenshots at 1280 and 375 px wide (kept as test artefacts), with axe at both, checking at those widths and at
 * 360 px that nothing scrolls sideways; the window is put back to 1280 px afterwards.
 */
export async function captureScreen(page: Page, screen: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await expectNoSidewaysScroll(page);
    if (width === 360) continue;
    await expectAccessible(page, `${screen} at ${width} px`);
    await page.screenshot({ path: `${SCREENSHOTS}${screen}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// --- Files for uploads, made on the fly -------------------------------------------------------------------

/** A square PNG: a diagonal gradient, so a crop is visibly a crop. */
export const makePng = (size = 320): Buffer => gradientPng(size, (across, down) => [across * 255, down * 255, 180]);

/** A one-page PDF with a line of text (valid cross-reference table, so PDF readers accept it). */
export function makePdf(text = 'Jordan Candidate: React, TypeScript, Node.js'): Buffer {
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// --- The API, as the signed-in page would call it ---------------------------------------------------------

/** Calls the API with the page's session and CSRF cookie (for setting up data a test does not look at). */
export async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.fetch(path, { method, headers: { 'X-CSRFToken': csrf }, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Adds catalogue skills to the signed-in candidate's profile, straight through the API. */
export async function giveSkills(page: Page, skills: Record<string, number>): Promise<void> {
  const me = await callApi<{ id: number }>(page, 'GET', '/api/whoami/');
  const user = await callApi<{ applicationids: { id: number }[] }>(page, 'GET', `/api/users/${me.id}/`);
  const application = user.applicationids[0]?.id;
  for (const [name, score] of Object.entries(skills)) {
    await callApi(page, 'POST', '/api/skill/', { application, name, score });
  }
}

/** Today as /applications words its dates: 28 November 2026. */
export const todayLongEnGb = (): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
