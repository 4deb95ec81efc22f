import { BrowseQuery, PublicJobAnswer, PublicJobPage, PublicOrganisationAnswer } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { Detail, FieldErrors, IdParams } from '../../lib/schemas.ts';
import { sendPublic as send } from './send.ts';
import { PublicPages, type PublicPagesOptions } from './service.ts';

const tags = ['public pages'];
/** A page's id as its address gives it: digits only; anything else is the 404 page, never a 400. */
const pageId = (value: string): number | undefined => (/^\d{1,9}$/.test(value) ? Number(value) : undefined);
const browseOf = (query: unknown): BrowseQuery => BrowseQuery.parse(query && typeof query === 'object' ? query : {});


/**
 * The pages anyone may open, signed in or not (docs/product.md section C16): /browse, /jobs/{id}, /organisations/{id}
 * as HTML holding their content, robots.txt, the sitemap, the feeds, share cards; and their JSON for the app.
 */
export const publicPagesRoutes: FastifyPluginAsyncZod<PublicPagesOptions> = async (app, options) => {
  const pages = new PublicPages(app.db, options);
  // Kept in step through the bus: a job, company or opportunity changed on any instance empties this one's pages.
  app.bus.on((message) => {
    if (message.t === 'changed') pages.changed(message.entity, message.id);
  });
  app.bus.onReset(() => pages.cache.clear());
  // Read your writes: what this instance published (a job closed here) has come back and emptied the cache before
  // a page is answered from it. Free when nothing was published since the last request. Requests arriving while a
  // settle is under way wait for it too (the bus answers them at once, its fence already sent).
  let settling: Promise<unknown> = Promise.resolve();
  app.addHook('preHandler', async () => {
    settling = Promise.all([settling, app.bus.settle()]);
    await settling;
  });

  const hidden = { schema: { hide: true } };
  app.get('/browse', hidden, async (request, reply) => send(request, reply, await pages.browseHtml(browseOf(request.query))));
  app.get<{ Params: { id: string } }>('/jobs/:id', hidden, async (request, reply) => {
    const id = pageId(request.params.id);
    return send(request, reply, id === undefined ? pages.notFound() : await pages.jobHtml(id));
  });
  app.get<{ Params: { id: string } }>('/organisations/:id', hidden, async (request, reply) => {
    const id = pageId(request.params.id);
    return send(request, reply, id === undefined ? pages.notFound() : await pages.organisationHtml(id));
  });
  app.get<{ Params: { id: string } }>('/og/jobs/:id', hidden, async (request, reply) => {
    const id = pageId(request.params.id.replace(/\.png$/, ''));
    if (id === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return send(request, reply, await pages.ogImage(id));
  });
  app.get('/robots.txt', hidden, async (request, reply) => send(request, reply, pages.robots()));
  app.get('/sitemap.xml', hidden, async (request, reply) => send(request, reply, await pages.sitemap()));
  app.get<{ Params: { part: string } }>('/sitemaps/:part', hidden, async (request, reply) => {
    const part = pageId(request.params.part.replace(/\.xml$/, ''));
    if (part === undefined || part < 1) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return send(request, reply, await pages.sitemap(part));
  });
  app.get('/feeds/jobs.xml', hidden, async (request, reply) => {
    const format = (request.query as { format?: unknown }).format === 'indeed' ? 'indeed' : 'rss';
    return send(request, reply, await pages.feed(browseOf(request.query), format));
  });

  // The same content as JSON, for the app's screens once it has taken over.
  app.get(
    '/api/public/jobs/',
    { schema: { tags, summary: 'Active jobs and volunteer roles, newest first: /browse as JSON (q, place, type, remote, pay_min, page).', querystring: z.record(z.string(), z.unknown()), response: { 200: PublicJobPage, 400: FieldErrors } } },
    async (request, reply) => send(request, reply, await pages.browseJson(browseOf(request.query))),
  );
  app.get(
    '/api/public/jobs/:id/',
    { schema: { tags, summary: 'One job as its public page shows it (paused and closed ones too, saying so); 404 once deleted.', params: IdParams, response: { 200: PublicJobAnswer, 400: FieldErrors, 404: Detail } } },
    async (request, reply) => {
      const job = await pages.jobJson(request.params.id);
      if (!job) throw notFound();
      return send(request, reply, job);
    },
  );
  app.get(
    '/api/public/organisations/:id/',
    { schema: { tags, summary: 'An organisation as its public page shows it: about, open jobs, reply record, upcoming events.', params: IdParams, response: { 200: PublicOrganisationAnswer, 400: FieldErrors, 404: Detail } } },
    async (request, reply) => {
      const organisation = await pages.organisationJson(request.params.id);
      if (!organisation) throw notFound();
      return send(request, reply, organisation);
    },
  );
};
