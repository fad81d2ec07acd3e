import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { requireAdmin } from './session';

function requestAs(user: FastifyRequest['user']): FastifyRequest {
  return { user } as FastifyRequest;
}

describe('requireAdmin', () => {
  it('is 401 signed out, 403 for a customer, and lets an admin through', async () => {
    await expect(requireAdmin(requestAs(null))).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(
      requireAdmin(requestAs({ id: 1, username: 'golfer', email: 'g@example.com', role: 'user', emailVerified: true })),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      requireAdmin(requestAs({ id: 1, username: 'golfer', email: 'g@example.com', role: 'user', emailVerified: true })),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(
      requireAdmin(requestAs({ id: 2, username: 'owner', email: 'o@example.com', role: 'admin', emailVerified: true })),
    ).resolves.toBeUndefined();
  });
});
