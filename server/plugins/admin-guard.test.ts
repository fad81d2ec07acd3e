import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isAdminRoute, requireAdmin } from './admin-guard';

function requestAs(user: FastifyRequest['user']): FastifyRequest {
  return { user } as FastifyRequest;
}

const customer = {
  id: 1,
  username: 'golfer',
  email: 'g@example.com',
  role: 'user' as const,
  emailVerified: true,
  needsTotpEnrolment: false,
};

describe('the admin guard', () => {
  it('is 401 signed out, 403 for a customer or an admin not enrolled in TOTP, and lets an admin through', () => {
    expect(() => requireAdmin(requestAs(null))).toThrow(expect.objectContaining({ kind: 'unauthorized' }));
    expect(() => requireAdmin(requestAs(customer))).toThrow(expect.objectContaining({ kind: 'forbidden' }));
    expect(() => requireAdmin(requestAs({ ...customer, id: 2, role: 'admin' }))).not.toThrow();
    expect(() => requireAdmin(requestAs({ ...customer, id: 2, role: 'admin', needsTotpEnrolment: true }))).toThrow(
      expect.objectContaining({ kind: 'forbidden', message: 'Set up two-factor sign-in before using the admin.' }),
    );
  });

  it('guards every route tagged admin and everything under /api/admin, whatever its tags', () => {
    expect(isAdminRoute('/api/custom-orders/:id/status', ['admin'])).toBe(true);
    expect(isAdminRoute('/api/admin/audit', undefined)).toBe(true);
    expect(isAdminRoute('/api/admin', ['orders'])).toBe(true);
    expect(isAdminRoute('/api/administrator-guide', ['blog'])).toBe(false);
    expect(isAdminRoute('/api/orders', ['orders'])).toBe(false);
  });
});
