import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

declare module 'fastify' {
  interface FastifyInstance {
    /** True in tests: answers written without a route's serializer (sendWritten) are checked against its schema too. */
    checkResponses: boolean;
  }
}

/** The zod schema of a response, given as is or as `{ description, properties }` (as fastify-type-provider-zod takes it). */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  if (schema !== null && typeof schema === 'object' && 'properties' in schema && schema.properties instanceof z.ZodType) return schema.properties;
  return undefined;
}

/** A serializer compiled from a zod schema's JSON Schema; throws for a schema with no JSON form (a transform, say). */
export function compileSerializer<T>(schema: z.ZodType<T>): (data: T) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  delete json.$schema;
  return fastJson(json as Parameters<typeof fastJson>[0]);
}

function compileFast(schema: z.ZodType): ((data: unknown) => string) | undefined {
  try {
    return compileSerializer(schema);
  } catch {
    return undefined;
  }
}

/**
 * Responses are written by serializers compiled once from each route's response schema (fast-json-stringify,
 * from the zod schema's JSON Schema), instead of zod checking every answer and JSON.stringify walking it: about
 * half the time of the two together on a 20-job page, the largest share of the busiest calls after the network.
 * Like zod's output, only the properties the schema names are written, so nothing unlisted can leak.
 *
 * With `check` (the tests), every answer is also put through the zod serializer, which throws on an answer that
 * breaks its schema as before, and the two results must agree: the whole test suite holds the compiled
 * serializers to zod's. A schema with no JSON form (a transform, say) keeps the zod serializer.
 */
export function createSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked = zodSerializerCompiler(route as RouteSchema);
    const schema = zodSchemaOf(route.schema);
    const fast = schema ? compileFast(schema) : undefined;
    if (!fast) return checked;
    if (!check) return fast;
    return (data) => {
      const expected = checked(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) differs from zod's:\n${written}\n${expected}`);
      }
      return written;
    };
  };
}

/**
 * Sends an answer already written as JSON (assembled from parts kept written), bypassing the route's serializer:
 * Fastify sends a string with a JSON content type as it is. With `app.checkResponses` (the tests) the answer must
 * pass the route's response schema unchanged, as a serialized one would.
 */
export function sendWritten(app: FastifyInstance, reply: FastifyReply, schema: z.ZodType, json: string): FastifyReply {
  if (app.checkResponses) {
    const written: unknown = JSON.parse(json);
    if (!isDeepStrictEqual(schema.parse(written), written)) throw new Error(`a written answer breaks its response schema: ${json.slice(0, 2000)}`);
  }
  // The type provider only knows the object form of the answer.
  return reply.type('application/json; charset=utf-8').send(json);
}
