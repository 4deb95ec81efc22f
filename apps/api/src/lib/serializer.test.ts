import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer.ts';

const Answer = z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable(), score: z.number().nullable().optional() });
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/thing/', httpStatus: '200' });

describe('createSerializerCompiler', () => {
  const serialize = createSerializerCompiler({ check: false })(route(Answer));
  const checking = createSerializerCompiler({ check: true })(route(Answer));

  it('writes what zod and JSON.stringify would, from a serializer compiled from the schema', () => {
    const answer = { id: 7, name: 'Quote " and \\ and é', logo: null, score: 88 };
    expect(serialize(answer)).toBe(JSON.stringify(answer));
    expect(JSON.parse(serialize({ id: 1, name: 'x', logo: '/media/a.png' }))).toEqual({ id: 1, name: 'x', logo: '/media/a.png' });
  });

  it('writes only the properties the schema names', () => {
    const written = JSON.parse(serialize({ id: 1, name: 'x', logo: null, password_hash: 'secret' }));
    expect(written).toEqual({ id: 1, name: 'x', logo: null });
  });

  it('checks every answer against zod when asked, refusing one that breaks the schema', () => {
    expect(() => checking({ id: 1.5, name: 'x', logo: null })).toThrow();
    expect(checking({ id: 1, name: 'x', logo: null })).toBe('{"id":1,"name":"x","logo":null}');
  });

  it('keeps zod for a schema with no JSON form', () => {
    const transformed = createSerializerCompiler({ check: false })(route(z.object({ at: z.date().transform((date) => date.toISOString()) })));
    expect(transformed({ at: new Date('2026-11-22T00:00:00.000Z') })).toBe('{"at":"2026-11-22T00:00:00.000Z"}');
  });
});
