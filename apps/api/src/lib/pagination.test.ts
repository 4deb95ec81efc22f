import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageQuerySchema, pageWindow, toPage } from './pagination.ts';

const request = (url: string) => ({ url }) as FastifyRequest;

describe('pagination', () => {
  it('defaults to 20 items from the start', () => {
    expect(pageWindow(PageQuerySchema.parse({}))).toEqual({ limit: 20, offset: 0 });
  });
  it.each(['-1', 'abc', '1001', '1.5', '1e3x'])('refuses a limit of %s', (limit) => {
    expect(PageQuerySchema.safeParse({ limit }).success).toBe(false);
  });
  it.each(['0', '1000'])('accepts a limit of %s', (limit) => {
    expect(PageQuerySchema.safeParse({ limit }).success).toBe(true);
  });
  it('links the next and previous pages, keeping the other filters', () => {
    const page = toPage(request('/api/jobprofile/?search=python&limit=10&offset=10'), { limit: 10, offset: 10 }, 35, []);
    expect(page.next).toBe('/api/jobprofile/?search=python&limit=10&offset=20');
    expect(page.previous).toBe('/api/jobprofile/?search=python&limit=10');
  });
  it('has no next page at the end and no previous page at the start', () => {
    const page = toPage(request('/api/tags/'), { limit: 20, offset: 0 }, 20, []);
    expect(page).toMatchObject({ next: null, previous: null, count: 20 });
  });
});
