import { STANDS_ALONE_ATTRIBUTE } from '@tandem/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID } from './replace-first-paint';
import { pageStandsAlone } from './stands-alone';

const clearCookies = () => {
  for (const name of ['role', 'id']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

describe('a public page the server drew whole', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    clearCookies();
  });

  it('stands alone for a visitor: the app is not started', () => {
    document.body.innerHTML = `<div id="${FIRST_PAINT_ID}" ${STANDS_ALONE_ATTRIBUTE}><h1>Browse jobs and volunteering</h1></div><div id="root"></div>`;
    expect(pageStandsAlone(document)).toBe(true);
  });

  it('starts the app for someone signed in, who sees their match and Apply there', () => {
    document.body.innerHTML = `<div id="${FIRST_PAINT_ID}" ${STANDS_ALONE_ATTRIBUTE}><h1>Barista</h1></div><div id="root"></div>`;
    document.cookie = 'role=candidate; path=/';
    expect(pageStandsAlone(document)).toBe(false);
  });

  it('starts the app on any other drawn page, and on a page sent without a drawing', () => {
    document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"><h1>Harbour &amp; Co</h1></div><div id="root"></div>`;
    expect(pageStandsAlone(document)).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    expect(pageStandsAlone(document)).toBe(false);
  });
});
