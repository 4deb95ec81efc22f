import { FILL_NAME_SCRIPT, NAMED_TEXTS_ATTRIBUTE, REMEMBERED_NAME_KEY, firstNameOf, initialsOf } from '@tandem/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawingOnly, namedTexts, renderFirstPaints } from './first-paints';
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
    // Not even the contract's NAME_SLOTS (private-use characters): the drawing drawn with them only finds `named`.
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

  it("finds the texts that show the user's name, as drawn and with the name's slots", () => {
    expect(paint('/home').named).toEqual({ Welcome: 'Welcome, \uE000', '?': '\uE000\uE001' });
    expect(paint('/yourmatches').named).toEqual({ '?': '\uE000\uE001' });
    expect(paint('/login').named).toEqual({});
  });

  it('refuses a name that changes the markup, or a text that is the name in one place only', () => {
    expect(namedTexts('/x', '<p>Hi &amp; bye</p>', '<p>Hi \uE000 &amp; bye</p>')).toEqual({ 'Hi & bye': 'Hi \uE000 & bye' });
    expect(() => namedTexts('/x', '<h1>Welcome</h1>', '<h1>Welcome<b>\uE000</b></h1>')).toThrow(/markup/);
    expect(() => namedTexts('/x', '<p title="">x</p>', '<p title="\uE000">x</p>')).toThrow(/markup/);
    expect(() => namedTexts('/x', '<b>?</b><i>?</i>', '<b>\uE000\uE001</b><i>?</i>')).toThrow(/one place/);
  });

  describe("the page's script filling in the remembered name before the first paint", () => {
    // The drawing as the server puts it in the page (apps/api/src/plugins/route-pages.ts), then its script.
    const load = (path: string) => {
      const { html, named } = paint(path);
      document.body.innerHTML = `<div id="first-paint" inert aria-hidden="true"></div><div id="root"></div>`;
      const drawing = document.getElementById('first-paint')!;
      drawing.innerHTML = html;
      drawing.setAttribute(NAMED_TEXTS_ATTRIBUTE, JSON.stringify(named));
      // The script's own text, as the browser runs it inline.
      new Function(FILL_NAME_SCRIPT)();
      return drawing;
    };
    afterEach(() => {
      localStorage.clear();
      document.body.innerHTML = '';
    });

    it('writes the name as the app does: the greeting and the initials', () => {
      const name = '  zoë  Ng Rivera ';
      localStorage.setItem(REMEMBERED_NAME_KEY, name);
      const drawing = load('/home');
      expect(drawing.querySelector('h1')!.textContent).toBe(`Welcome, ${firstNameOf(name)}`);
      expect(drawing.textContent).toContain(`${initialsOf(name)} Profile menu`);
      expect(initialsOf(name)).toBe('ZN');
      expect(drawing.textContent).not.toMatch(/[\uE000\uE001]/);
      // A name that looks like markup stays text.
      localStorage.setItem(REMEMBERED_NAME_KEY, '<img src=x onerror=alert(1)>');
      expect(load('/home').querySelector('h1')!.innerHTML).toBe('Welcome, &lt;img');
    });

    it('leaves the drawing nameless without a remembered name', () => {
      const asParsed = document.createElement('div');
      asParsed.innerHTML = paint('/home').html;
      expect(load('/home').innerHTML).toBe(asParsed.innerHTML);
      localStorage.setItem(REMEMBERED_NAME_KEY, '   ');
      expect(load('/home').innerHTML).toBe(asParsed.innerHTML);
    });
  });
});
