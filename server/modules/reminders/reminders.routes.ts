import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/schemas/common';
import {
  customerReminderBodySchema,
  customerReminderQuerySchema,
  customerRemindersSchema,
  orderRemindersSchema,
  reminderCadenceSchema,
  reminderOwnerParamsSchema,
  reminderPauseBodySchema,
} from '../../../core/schemas/reminders';
import type { ReminderAdmin } from './reminder-admin';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The owner's payment reminders: the cadence in Settings, the pause of an order or a customer. */
export const reminderRoutes: FastifyPluginAsyncZod<{ reminders: ReminderAdmin }> = async (app, { reminders }) => {
  app.get(
    '/api/admin/settings/reminders',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getReminderCadence',
        summary: 'When payment reminders go out: the business days after a balance is due, the days around an invoice',
        response: { 200: reminderCadenceSchema, ...refusals },
      },
    },
    async () => reminders.cadence(),
  );

  app.put(
    '/api/admin/settings/reminders',
    {
      schema: {
        tags: ['admin'],
        operationId: 'updateReminderCadence',
        summary: 'Saves when payment reminders go out, every step at least a day (admin, audited)',
        body: reminderCadenceSchema,
        response: { 200: reminderCadenceSchema, ...refusals },
      },
    },
    async (request) => reminders.saveCadence(request.body, request.user!, request.ip),
  );

  app.get(
    '/api/admin/reminders/orders/:kind/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getOrderReminders',
        summary: "An order's or an invoice's payment reminders: paused or not, and those sent",
        params: reminderOwnerParamsSchema,
        response: { 200: orderRemindersSchema, ...refusals },
      },
    },
    async (request) => reminders.orderReminders(request.params),
  );

  app.put(
    '/api/admin/reminders/orders/:kind/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setOrderRemindersPaused',
        summary: "Pauses or resumes an order's or an invoice's payment reminders (admin, audited)",
        params: reminderOwnerParamsSchema,
        body: reminderPauseBodySchema,
        response: { 200: orderRemindersSchema, ...refusals },
      },
    },
    async (request) => reminders.pauseOrder(request.params, request.body.paused, request.user!, request.ip),
  );

  app.get(
    '/api/admin/reminders/customers',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getCustomerReminders',
        summary: "Whether a customer's payment reminders are paused (by e-mail address)",
        querystring: customerReminderQuerySchema,
        response: { 200: customerRemindersSchema, ...refusals },
      },
    },
    async (request) => reminders.customerReminders(request.query.email),
  );

  app.put(
    '/api/admin/reminders/customers',
    {
      schema: {
        tags: ['admin'],
        operationId: 'setCustomerRemindersPaused',
        summary: "Pauses or resumes every payment reminder to a customer's address (admin, audited)",
        body: customerReminderBodySchema,
        response: { 200: customerRemindersSchema, ...refusals },
      },
    },
    async (request) => reminders.pauseCustomer(request.body.email, request.body.paused, request.user!, request.ip),
  );
};
