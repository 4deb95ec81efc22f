import { beforeAll, describe, expect, it } from 'vitest';
import { drawingOnly, renderFirstPaints } from './first-paints';
import type { FirstPaint } from './first-paints';

describe('screens drawn at build time', () => {
  let paints: FirstPaint[] = [];
  beforeAll(async () => {
    paints = await renderFirstPaints();
  });
  const paint = (path: string) => paints.find((item) => item.path === path)!;

  it("draws the visitor's screens for visitors and the candidate's for candidates", () => {
    expect(paints.map(({ path, role }) => [path, role])).toEqual([
      ['/landingpage', null],
      ['/login', null],
      ['/home', 'candidate'],
      ['/yourmatches', 'candidate'],
    ]);
  });

  it('draws /yourmatches with its title, search, tabs and three skeleton cards, waiting for the jobs', () => {
    const html = paint('/yourmatches').html;
    expect(html).toContain('>Your Job Matches</h1>');
    expect(html).toContain('Finding jobs that match your profile…');
    expect(html).toContain('>All Jobs</button>');
    expect(html.match(/data-testid="job-card-skeleton"/g)).toHaveLength(3);
    expect(html).not.toContain('We found');
  });

  it('draws a signed-in screen with nobody\'s name: the same drawing for every user of the role', () => {
    const html = paint('/home').html;
    expect(html).toContain('>Welcome</h1>');
    expect(html).toContain('<span>?</span> <span class="sr-only">Profile menu</span>');
    // No slot for the server to fill in (the contract's NAME_SLOTS, private-use characters) either.
    for (const { html: drawn } of paints) expect(drawn).not.toMatch(/[\uE000\uE001]/);
  });

  it('keeps no id and no title, so nothing in the page finds the drawing instead of the app', () => {
    for (const { html } of paints) {
      expect(html).not.toMatch(/ id="/);
      expect(html).not.toContain('<title>');
    }
    // Text keeps its quotes escaped, so an id="..." in it is not an attribute.
    expect(drawingOnly('<title>Home · Tandem</title><main id="main" class="x">a id=&quot;b&quot;</main>')).toBe(
      '<main class="x">a id=&quot;b&quot;</main>',
    );
  });
});
