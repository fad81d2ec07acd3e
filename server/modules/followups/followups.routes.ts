import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/schemas/common';
import { followupSettingsSchema } from '../../../core/schemas/followups';
import type { FollowupAdmin } from './followup-admin';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The owner's follow-ups in Settings: the abandoned checkout reminder and the unpaid quote reminders, on or off. */
export const followupRoutes: FastifyPluginAsyncZod<{ followups: FollowupAdmin }> = async (app, { followups }) => {
  app.get(
    '/api/admin/settings/followups',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getFollowupSettings',
        summary: 'Whether the abandoned checkout reminder and the unpaid quote reminders go out',
        response: { 200: followupSettingsSchema, ...refusals },
      },
    },
    async () => followups.settings(),
  );

  app.put(
    '/api/admin/settings/followups',
    {
      schema: {
        tags: ['admin'],
        operationId: 'updateFollowupSettings',
        summary: 'Switches the abandoned checkout reminder and the unpaid quote reminders on or off (admin, audited)',
        body: followupSettingsSchema,
        response: { 200: followupSettingsSchema, ...refusals },
      },
    },
    async (request) => followups.save(request.body, request.user!, request.ip),
  );
};
