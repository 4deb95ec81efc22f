import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it.each([
    ['/jobs/12', '/jobs/12'],
    ['/jobs/12?apply=1', '/jobs/12?apply=1'],
    ['/messages/3#latest', '/messages/3#latest'],
    ['/browse?q=barista&place=York', '/browse?q=barista&place=York'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/jobs/1',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'https:evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    'evil.example',
    '',
    `/${'x'.repeat(2001)}`,
    '/%E0%A4%A',
  ])('refuses %s', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses anything that is not text', () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(['/jobs/1'])).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the path to return to, encoded', () => {
    expect(loginPathFor('/jobs/12?apply=1')).toBe('/login?next=%2Fjobs%2F12%3Fapply%3D1');
    expect(loginPathFor('/jobs/12', '/signup')).toBe('/signup?next=%2Fjobs%2F12');
  });

  it('is plain /login for a path it would not return to', () => {
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
