import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../core/schemas/common';
import { dashboardSchema } from '../../../core/schemas/dashboard';
import type { DashboardService } from './dashboard.service';

/** The numbers above the /admin sections. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getDashboard',
        summary:
          'Revenue by week (12 ISO weeks), orders by status, quotes waiting, unpaid balance links, low stock (admin)',
        response: { 200: dashboardSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => dashboard.summary(),
  );
};
