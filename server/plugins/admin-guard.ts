/**
 * One check guards every admin route, and it is the same mark that files the route under "admin" in the API
 * document: a route tagged 'admin', or any route under /api/admin, answers 401 to a visitor and 403 to a customer
 * before its handler runs, and 403 to an admin not enrolled in the second factor yet. A route cannot be an admin route without the guard (tests/admin-access walks the
 * OpenAPI document with every role).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { TWO_FACTOR_MESSAGES } from '../../core/schemas/accounts';
import { isTrustedAdmin } from '../../core/trusted-admin';

export const ADMIN_TAG = 'admin';

export function isAdminRoute(url: string, tags: readonly string[] | undefined): boolean {
  return url === '/api/admin' || url.startsWith('/api/admin/') || (tags ?? []).includes(ADMIN_TAG);
}

export function requireAdmin(request: FastifyRequest): void {
  if (!request.user) throw new AppError('unauthorized', 'Please log in to continue');
  if (request.user.role !== 'admin') throw new AppError('forbidden', 'Admin access required');
  // Signed in with the password alone: only the enrolment routes (not admin routes) are open until then. The same
  // rule (core/trusted-admin.ts) decides everywhere else what the admin role grants.
  if (!isTrustedAdmin(request.user)) throw new AppError('forbidden', TWO_FACTOR_MESSAGES.enrolmentRequired);
}

export default fp(
  async function adminGuardPlugin(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!isAdminRoute(route.url, route.schema?.tags)) return;
      const guard = async (request: FastifyRequest) => requireAdmin(request);
      // First in line: before validation, so a stranger learns nothing about the route's body or params.
      route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'admin-guard', dependencies: ['session'] },
);
