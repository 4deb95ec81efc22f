import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/app.ts';
import { Agent, signedInAgent } from '../test/agent.ts';
import { MESSAGES } from '@tandem/contract';
import { containsNul } from './input-hygiene.ts';

it('finds a NUL character at any depth, and in keys', () => {
  expect(containsNul({ a: [{ b: 'ok\u0000' }] })).toBe(true);
  expect(containsNul({ 'k\u0000': 1 })).toBe(true);
  expect(containsNul({ a: ['fine', 2, null] })).toBe(false);
});

describeEachDialect('NUL characters in requests', (ctx) => {
  it('refuses one in a JSON body with a 400 and writes nothing', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const response = await agent.patch(`/api/users/${user.id}/`, { name: 'Bad\u0000Name' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [MESSAGES.invalidText] });
    const row = await ctx.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.name).not.toContain('\u0000');
  });

  it('refuses one in a query string', async () => {
    const response = await new Agent(ctx.app).get('/api/session/?x=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ x: [MESSAGES.invalidText] });
  });
});
