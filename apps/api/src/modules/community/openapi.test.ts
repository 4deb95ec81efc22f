import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';

describeEachDialect('community routes in the OpenAPI document', (ctx) => {
  it('documents every community path with a tag and a summary', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    const ours = Object.entries(paths).filter(([path]) =>
      /^\/api\/(events|resources|tags|volunteer-opportunities|job-skill-matrices|user-skill-matrices|matching-sessions|match-results|geo)\//.test(path),
    );
    expect(ours.length).toBeGreaterThanOrEqual(20);
    for (const [, operations] of ours) {
      for (const operation of Object.values(operations)) {
        expect(operation.tags?.length).toBeGreaterThan(0);
        expect(operation.summary).toBeTruthy();
      }
    }
    expect(Object.keys(paths)).toContain('/api/events/{id}/increment_participants/');
  });
});
