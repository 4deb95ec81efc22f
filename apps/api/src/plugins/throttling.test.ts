import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/app.ts';
import { signedInAgent } from '../test/agent.ts';

describeEachDialect(
  'the limit on writes',
  (ctx) => {
    it('refuses the fourth write in a minute with 429, while reads go on unlimited', async () => {
      const { agent, user } = await signedInAgent(ctx.app);
      for (let i = 0; i < 3; i += 1) expect((await agent.patch(`/api/users/${user.id}/`, { name: `Name ${i}` })).statusCode).toBe(200);
      const refused = await agent.patch(`/api/users/${user.id}/`, { name: 'One too many' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      for (let i = 0; i < 10; i += 1) {
        const read = await agent.get(`/api/users/${user.id}/`);
        expect(read.statusCode).toBe(200);
        expect(read.headers['x-ratelimit-remaining']).toBeUndefined();
      }
      expect((await agent.get(`/api/users/${user.id}/`)).json()).toMatchObject({ name: 'Name 2' });
    });
  },
  { WRITE_RATE_LIMIT: '3' },
);
