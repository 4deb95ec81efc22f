import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tandem@2026';
export const DEMO = {
  candidate: 'candidate@tandem.dev',
  recruiter: 'recruiter@tandem.dev',
  smallbiz: 'smallbiz@tandem.dev',
  nonprofit: 'nonprofit@tandem.dev',
} as const;

let sequence = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${(sequence += 1)}@tandem.dev`;

/** Signs in through the login screen and waits to leave it. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Fills one of the signup screens; the organisation screen also picks a role by its label. */
export async function signUp(page: Page, path: string, details: { name: string; email: string; password?: string; roleLabel?: string }) {
  await page.goto(path);
  await page.getByLabel('Username').fill(details.name);
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Password', { exact: true }).fill(details.password ?? 'Passw0rd!');
  if (details.roleLabel) await page.getByLabel('I am a').selectOption({ label: details.roleLabel });
  await page.getByRole('button', { name: /sign up|create/i }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
