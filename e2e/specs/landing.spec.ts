import { expect, test } from '../support/test';
import { captureScreen } from '../support/candidate';

test.describe('landing page', () => {
  test('the root address opens the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landingpage$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [name, path] of [
    ["I'm a Candidate", '/signup'],
    ["I'm a Recruiter", '/recsignup'],
    ["I'm an Organization", '/sbsignup'],
    ['Login', '/login'],
  ] as const) {
    test(`${name} goes to ${path}`, async ({ page }) => {
      await page.goto('/landingpage');
      await page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true })).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('shows its buttons at full opacity from the first frame, while the staggered entrance runs', async ({ page }) => {
    await page.goto('/landingpage');
    // Read before the last group's 1,000 ms delay is over: faded in, they were transparent until then.
    const opacities = await page.evaluate(() =>
      ["I'm a Candidate", "I'm a Recruiter", "I'm an Organization"].map((name) => {
        const link = Array.from(document.querySelectorAll('a, button')).find((element) => element.textContent?.trim() === name);
        let opacity = 1;
        for (let node: Element | null = link ?? null; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
        return link ? opacity : -1;
      }),
    );
    expect(opacities).toEqual([1, 1, 1]);
    // And whatever the moment read: no entrance animation on the page changes opacity at all.
    const fading = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect instanceof KeyframeEffect && animation.effect.getKeyframes().some((frame) => 'opacity' in frame))
        .map((animation) => (animation as CSSAnimation).animationName),
    );
    expect(fading).toEqual([]);
  });

  test('fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/landingpage');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('the visitor screens', () => {
  for (const path of ['/landingpage', '/login', '/signup', '/recsignup', '/sbsignup']) {
    test(`${path} passes axe (WCAG 2.2 A/AA) at 1280 and 375 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await captureScreen(page, path.slice(1));
    });
  }
});
