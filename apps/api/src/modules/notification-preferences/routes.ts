import { NotificationPreferences, NotificationPreferencesPatch } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards.ts';
import { Detail, FieldErrors } from '../../lib/schemas.ts';
import { preferencesFor, updatePreferences } from './service.ts';

const tags = ['notifications'];

/** docs/product.md section C10: the signed-in user's own preferences; nobody reads or writes another's. */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification-preferences/',
    {
      schema: {
        tags,
        summary: 'Per kind of notification, whether it shows in the app and is e-mailed; and how often e-mail is sent.',
        response: { 200: NotificationPreferences, 401: Detail },
      },
    },
    async (request) => preferencesFor(app.db, requireUser(request).id),
  );

  app.patch(
    '/notification-preferences/',
    {
      schema: {
        tags,
        summary: 'Changes some preferences; what is left out keeps its value.',
        body: NotificationPreferencesPatch,
        response: { 200: NotificationPreferences, 400: FieldErrors, 401: Detail, 403: Detail },
      },
    },
    async (request) => updatePreferences(app.db, requireUser(request).id, request.body),
  );
};
