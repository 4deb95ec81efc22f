import { GeoCity, GeoCountry, GeoState } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.ts';
import { Detail, FieldErrors } from '../../../lib/schemas.ts';
import { listCities, listCountries, listStates } from './data.ts';

const tags = ['geography'];
/** The data changes with a package upgrade, not by the day: browsers and proxies may keep it a day. */
const CACHE = 'public, max-age=86400';
// Codes are checked against a pattern in data.ts before any look-up; anything else is an unknown code (404).
const code = z.string();
const CountryParams = z.object({ code });
const StateParams = z.object({ code, stateCode: code });

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/countries/',
    { schema: { tags, summary: 'Every country for the country select, by name: ISO code and name. Public, cached a day.', response: { 200: z.array(GeoCountry) } } },
    async (_request, reply) => {
      const countries = await listCountries();
      return reply.header('cache-control', CACHE).send(countries);
    },
  );

  app.get(
    '/geo/countries/:code/states/',
    {
      schema: {
        tags,
        summary: 'The states or regions of a country (ISO code), by name. Public, cached a day; 404 for an unknown country.',
        params: CountryParams,
        response: { 200: z.array(GeoState), 400: FieldErrors, 404: Detail },
      },
    },
    async (request, reply) => {
      const states = await listStates(request.params.code);
      if (!states) throw notFound();
      return reply.header('cache-control', CACHE).send(states);
    },
  );

  app.get(
    '/geo/countries/:code/states/:stateCode/cities/',
    {
      schema: {
        tags,
        summary: 'The cities of a state, by name. Public, cached a day; 404 for an unknown country or state.',
        params: StateParams,
        response: { 200: z.array(GeoCity), 400: FieldErrors, 404: Detail },
      },
    },
    async (request, reply) => {
      const names = await listCities(request.params.code, request.params.stateCode);
      if (!names) throw notFound();
      return reply.header('cache-control', CACHE).send(names.map((name) => ({ name })));
    },
  );
};
