/**
 * The route x role matrix for the admin: every operation the OpenAPI document files under "admin" refuses a visitor
 * (401), a customer (403) and an admin not enrolled in the second factor yet (403) before it looks at anything, and
 * lets the admin through. A new admin route is covered
 * by being one; a route under /api/admin that is not filed under "admin" fails here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../tests/helpers/account-test-client';
import { ensureAdmin } from '../modules/accounts';
import { signInAdmin } from '../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';

/** Signed in with the password alone: no second factor yet. */
const UNENROLLED = { username: 'newadmin', email: 'newadmin@pinshop.example', password: 'newadmin-password-long' };

let t: TestApp;
let client: ReturnType<typeof accountTestClient>;
let customerCookie = '';
let adminCookie = '';
let unenrolledCookie = '';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  client = accountTestClient(t);
  customerCookie = (await client.register('golfer', 'golfer@example.com')).cookie;
  adminCookie = await signInAdmin(t);
  await ensureAdmin(t.database.db, UNENROLLED);
  unenrolledCookie = client.sessionCookie(await client.post('/api/auth/login', UNENROLLED));
});
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
  tags: string[];
}

async function operations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { tags?: string[] }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, tags: op.tags ?? [] })),
  );
}

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('every admin route', () => {
  it('is filed under "admin" when it lives under /api/admin, and there are admin routes to check', async () => {
    const all = await operations();
    expect(all.filter((op) => op.path.startsWith('/api/admin')).every((op) => op.tags.includes('admin'))).toBe(true);
    expect(all.filter((op) => op.tags.includes('admin')).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a visitor with 401, a customer and an unenrolled admin with 403, and lets the admin past', async () => {
    const admin = (await operations()).filter((op) => op.tags.includes('admin'));
    for (const op of admin) {
      const send = (cookie?: string) =>
        t.app.inject({
          method: op.method as 'GET',
          url: concrete(op.path),
          headers: cookie ? { cookie } : {},
          ...(op.method === 'GET' ? {} : { payload: {} }),
        });
      const where = `${op.method} ${op.path}`;
      expect((await send()).statusCode, where).toBe(401);
      expect((await send(customerCookie)).statusCode, where).toBe(403);
      expect((await send(unenrolledCookie)).statusCode, where).toBe(403);
      expect([401, 403], where).not.toContain((await send(adminCookie)).statusCode);
    }
  });
});

describe('the audit log', () => {
  it('records an admin change and the admin can read it; the database refuses to change or delete a row', async () => {
    const order = await client.insertCustomOrder({ customerEmail: 'c@example.com', customerName: 'C', userId: null });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/custom-orders/${order.id}/status`,
      headers: { cookie: adminCookie },
      payload: { status: 'approved' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const rows = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: adminCookie } })
    ).json<{ entries: Array<{ action: string; entityId: string; details: { status: string } }> }>().entries;
    // Approving also issues the balance link (its own audit row): the status change is among the newest rows.
    expect(rows.slice(0, 2).find((row) => row.action === 'custom-order.status')).toMatchObject({
      action: 'custom-order.status',
      entityId: String(order.id),
      details: { status: 'approved' },
    });

    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update audit_log set action = 'nothing happened'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
  });
});
