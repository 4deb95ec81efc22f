import { expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';

describeEachDialect('/api/geo/', (ctx) => {
  const get = (url: string) => new Agent(ctx.app).get(url);
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);
  const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

  it('lists every country by name with its ISO code, cached for a day', async () => {
    const response = await get('/api/geo/countries/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const countries = response.json() as { code: string; name: string }[];
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    expect(Object.keys(countries[0] ?? {}).sort()).toEqual(['code', 'name']);
    expect(names(countries)).toEqual(sorted(names(countries)));
  });

  it('lists the states of a country by name, the code in any case', async () => {
    const response = await get('/api/geo/countries/gb/states/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const states = response.json() as { code: string; name: string }[];
    expect(states).toContainEqual({ code: 'ENG', name: 'England' });
    expect(names(states)).toEqual(sorted(names(states)));
  });

  it('lists the cities of a state by name, without repeats', async () => {
    const response = await get('/api/geo/countries/GB/states/ENG/cities/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const cities = names(response.json());
    expect(cities).toContain('London');
    expect(cities).toEqual(sorted(cities));
    expect(new Set(cities).size).toBe(cities.length);
    expect((await get('/api/geo/countries/US/states/CA/cities/')).json()).toContainEqual({ name: 'San Francisco' });
  });

  it('accepts the few state codes with a hyphen', async () => {
    expect((await get('/api/geo/countries/RU/states/UA-40/cities/')).statusCode).toBe(200);
  });

  it('offers the United Kingdom and Ireland by the level their towns are filed under, one level only', async () => {
    const uk = names((await get('/api/geo/countries/GB/states/')).json());
    expect(uk).toEqual(['England', 'Northern Ireland', 'Scotland', 'Wales']);
    const ireland = names((await get('/api/geo/countries/IE/states/')).json());
    expect(ireland).toEqual(['Connacht', 'Leinster', 'Munster', 'Ulster']);
    // A council picked as a region is gone (it held no towns); its towns are under the nation.
    expect((await get('/api/geo/countries/GB/states/LDS/cities/')).statusCode).toBe(404);
    const england = names((await get('/api/geo/countries/GB/states/ENG/cities/')).json());
    expect(england).toEqual(expect.arrayContaining(['Leeds', 'Manchester']));
    expect(names((await get('/api/geo/countries/GB/states/NIR/cities/')).json())).toContain('Belfast');
    expect(names((await get('/api/geo/countries/IE/states/L/cities/')).json())).toContain('Dublin');
  });

  it.each([
    '/api/geo/countries/ZZ/states/',
    '/api/geo/countries/GBR/states/',
    '/api/geo/countries/G1/states/',
    '/api/geo/countries/GB/states/XXX/cities/',
    '/api/geo/countries/US/states/ENG/cities/',
    '/api/geo/countries/..%2F..%2Fetc/states/',
    '/api/geo/countries/GB/states/..%2F..%2Fetc%2Fpasswd/cities/',
    '/api/geo/countries/../../etc/states/',
    '/api/geo/countries/%00/states/',
    '/api/geo/countries/GB/states/%00/cities/',
    `/api/geo/countries/${'A'.repeat(60)}/states/`,
  ])('answers %s with 400 or 404, never 500', async (url) => {
    const response = await get(url);
    // A NUL byte is refused for every route before it gets here (400); other bad codes are unknown places (404).
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['cache-control']).not.toBe('public, max-age=86400');
  });
});
