import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/schemas/common';
import { ownerNoticeSettingsSchema, ownerNoticeSettingsViewSchema } from '../../../core/schemas/owner-notices';
import type { NotificationSettings } from './notification-settings';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The admin's Notifications section: who is told of the shop's events, and which events tell them. */
export const notificationRoutes: FastifyPluginAsyncZod<{ notificationSettings: NotificationSettings }> = async (
  app,
  { notificationSettings },
) => {
  app.get(
    '/api/admin/settings/notifications',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getNotificationSettings',
        summary: "The owner's notices: the addresses they go to (none: the sales address) and the kinds turned off",
        response: { 200: ownerNoticeSettingsViewSchema, ...refusals },
      },
    },
    async () => notificationSettings.read(),
  );

  app.put(
    '/api/admin/settings/notifications',
    {
      schema: {
        tags: ['admin'],
        operationId: 'updateNotificationSettings',
        summary: "Saves who gets the owner's notices and which kinds are off (admin, audited)",
        body: ownerNoticeSettingsSchema,
        response: { 200: ownerNoticeSettingsViewSchema, ...refusals },
      },
    },
    async (request) => notificationSettings.save(request.body, request.user!, request.ip),
  );
};
