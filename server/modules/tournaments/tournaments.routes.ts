import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/schemas/common';
import {
  tournamentCadenceSchema,
  tournamentCalendarPageSchema,
  tournamentCalendarQuerySchema,
} from '../../../core/schemas/followups';
import type { TournamentAdmin } from './tournament-admin';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The owner's tournament calendar: its cadence in Settings, and the calendar view. */
export const tournamentRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentAdmin }> = async (
  app,
  { tournaments },
) => {
  app.get(
    '/api/admin/settings/tournament-cadence',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getTournamentCadence',
        summary: "When tournament organisers are e-mailed: weeks before their event, and their codes' percentage",
        response: { 200: tournamentCadenceSchema, ...refusals },
      },
    },
    async () => tournaments.cadence(),
  );

  app.put(
    '/api/admin/settings/tournament-cadence',
    {
      schema: {
        tags: ['admin'],
        operationId: 'updateTournamentCadence',
        summary: 'Saves when tournament organisers are e-mailed, the weeks counting down to the event (admin, audited)',
        body: tournamentCadenceSchema,
        response: { 200: tournamentCadenceSchema, ...refusals },
      },
    },
    async (request) => tournaments.saveCadence(request.body, request.user!, request.ip),
  );

  app.get(
    '/api/admin/tournament-calendar',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getTournamentCalendar',
        summary:
          "The upcoming events' organisers, soonest event first, a page at a time: each one's e-mails sent, the next one, or the order that stopped them",
        querystring: tournamentCalendarQuerySchema,
        response: { 200: tournamentCalendarPageSchema, ...refusals },
      },
    },
    async (request) => tournaments.calendar(request.query),
  );
};
