import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { operationIdFor, SECURITY_SCHEMES, securityFor } from './openapi-operations.ts';

/**
 * The OpenAPI document is generated from the same zod schemas that validate the routes; every operation gets
 * its name and security from its route here, so a route added later is described like the others.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tandem API',
        description: 'Jobs and volunteering matched through a structured profile. Cookie sessions; writes need X-CSRFToken.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: SECURITY_SCHEMES,
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = String(input.route.method);
      return {
        schema: { operationId: operationIdFor(method, url, schema), security: securityFor(method, url, schema), ...schema },
        url,
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
