import { describe, expect, it } from 'vitest';
import { homePathFor } from './redirect-by-role';

describe('homePathFor', () => {
  it.each([
    ['candidate', null, '/home'],
    ['candidate', 7, '/home'],
    ['recruiter', 7, '/orghome'],
    ['recruiter', null, '/addcompany'],
    ['smallbiz_owner', 7, '/orghome'],
    ['smallbiz_owner', null, '/addcompany'],
    ['nonprofit', 7, '/orghome'],
    ['nonprofit', null, '/addcompany'],
    // The operator (docs/product.md section C20), whatever company the account once had.
    ['admin', null, '/admin'],
    ['admin', 7, '/admin'],
  ])('sends a %s with company %s to %s', (role, company, path) => {
    expect(homePathFor({ role, company })).toBe(path);
  });

  it('treats a missing company like no company', () => {
    expect(homePathFor({ role: 'recruiter' })).toBe('/addcompany');
  });

  it.each([undefined, null, '', 'superuser'])('has no destination for the role %s', (role) => {
    expect(homePathFor({ role, company: 1 })).toBeNull();
  });
});
