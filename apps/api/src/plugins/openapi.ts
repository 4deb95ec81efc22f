import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { operationIdFor, SECURITY_SCHEMES, securityFor } from './openapi-operations.ts';

/**
 * Colours that pass WCAG AA contrast where Swagger UI's own do not (its version badges, links and method labels),
 * long paths and descriptions that wrap at 375 px instead of running off the side, and an operation's 'Copy path'
 * button always 24 px wide (WCAG 2.5.8's target size): Swagger UI grows it from 0 over half a second on hover, so it
 * was hidden from a keyboard user and under 24 px while it grew (axe caught it mid-growth on one run).
 */
const DOCS_CSS = `
.swagger-ui .info .title small, .swagger-ui .info .title small.version-stamp { background: #334155; }
.swagger-ui .info .title small pre, .swagger-ui .info .title small.version-stamp pre { color: #fff; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui a.nostyle, .swagger-ui .info__contact a { color: #1d4ed8; }
.swagger-ui .opblock .opblock-summary-method { color: #fff; text-shadow: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #047857; }
.swagger-ui .opblock.opblock-put .opblock-summary-method, .swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #9a3412; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize span { color: #047857; border-color: #047857; }
.swagger-ui .btn.authorize svg { fill: #047857; }
.swagger-ui .opblock-summary-path, .swagger-ui .opblock-summary-description, .swagger-ui .markdown p, .swagger-ui table td { overflow-wrap: anywhere; word-break: break-word; }
.swagger-ui .opblock .opblock-summary .view-line-link.copy-to-clipboard { width: 24px; margin: 0 5px; transition: none; }
@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 8px; }
  .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
  .swagger-ui .opblock-body pre, .swagger-ui .highlight-code { max-width: 100%; overflow-x: auto; }
  .swagger-ui table { display: block; overflow-x: auto; }
}
`;

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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sets inline styles (React style attributes), which the plugin's own policy (staticCSP: true) refused
    // with a console error on every load; the app's policy allows them too. No upgrade-insecure-requests: the app
    // leaves that to the TLS terminator in front.
    staticCSP:
      "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; form-action 'self'",
    // BaseLayout: no top bar, whose 'Explore' box (unlabelled, a logo without alt text) only reloads this document.
    // No deep links: their anchors inside each operation's button were nested controls and tiny targets (axe).
    uiConfig: { layout: 'BaseLayout', deepLinking: false },
    theme: { title: 'Tandem API', css: [{ filename: 'tandem.css', content: DOCS_CSS }] },
  });
});
