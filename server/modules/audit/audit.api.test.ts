/**
 * GET /api/admin/audit's filters: who (a user id, or a username in any case), what (entity, entity id) and when (UTC
 * days, both ends included), together and with paging; GET /api/admin/audit/filters lists the choices.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFiltersSchema, auditPageSchema, type AuditRowDto } from '../../../core/schemas/admin';
import { signInAdmin, TEST_ADMIN } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditLog, users } from '../../db/schema';

let t: TestApp;
let admin = '';
let ownerId = 0;
let staffId = 0;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
  const db = t.database.db;
  ownerId = (await db.select().from(users).where(eq(users.username, TEST_ADMIN.username)))[0]!.id;
  const [staff] = await db
    .insert(users)
    .values({ username: 'Staff.Member', email: 'staff@pinshop.example', passwordHash: 'x', role: 'admin' })
    .returning();
  staffId = staff!.id;
  const entry = (name: string, actor: number | null, entity: string, entityId: string, at: string) => ({
    name,
    row: {
      actorUserId: actor,
      action: `${entity}.change`,
      entity,
      entityId,
      ip: '10.0.0.1',
      createdAt: new Date(at),
    },
  });
  const entries = [
    entry('ownerOrderMarch1', ownerId, 'orders', '7', '2025-03-01T00:00:00.000Z'),
    entry('staffOrderMarch2', staffId, 'orders', '7', '2025-03-02T23:59:59.999Z'),
    entry('staffQuoteMarch3', staffId, 'quote_requests', '7', '2025-03-03T00:00:00.000Z'),
    entry('ownerOrderMarch4', ownerId, 'orders', '8', '2025-03-04T12:00:00.000Z'),
    entry('systemMarch5', null, 'orders', '7', '2025-03-05T08:00:00.000Z'),
  ];
  for (const { name, row } of entries) {
    const [inserted] = await db.insert(auditLog).values(row).returning({ id: auditLog.id });
    ids[name] = inserted!.id;
  }
}, 60_000);
afterAll(() => t.close());

async function audit(query: string): Promise<AuditRowDto[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json()).entries;
}

/** The names of this file's entries in the answer, newest first. */
async function names(query: string): Promise<string[]> {
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  return (await audit(query)).flatMap((row) => byId.get(row.id) ?? []);
}

describe('GET /api/admin/audit filters', () => {
  it('by the admin: a user id or a username in any case', async () => {
    expect(await names(`?actor=${staffId}`)).toEqual(['staffQuoteMarch3', 'staffOrderMarch2']);
    expect(await names('?actor=staff.member')).toEqual(['staffQuoteMarch3', 'staffOrderMarch2']);
    expect(await names(`?actor=${TEST_ADMIN.username.toUpperCase()}&to=2025-12-31`)).toEqual([
      'ownerOrderMarch4',
      'ownerOrderMarch1',
    ]);
    expect(await names('?actor=nobody')).toEqual([]);
  });

  it('by the object: its kind, and one object by its id', async () => {
    expect(await names('?entity=quote_requests')).toEqual(['staffQuoteMarch3']);
    expect(await names('?entity=orders&entityId=7')).toEqual(['systemMarch5', 'staffOrderMarch2', 'ownerOrderMarch1']);
  });

  it('by date: UTC days, both ends included', async () => {
    expect(await names('?from=2025-03-02&to=2025-03-04')).toEqual([
      'ownerOrderMarch4',
      'staffQuoteMarch3',
      'staffOrderMarch2',
    ]);
    expect(await names('?from=2025-03-05')).toEqual(['systemMarch5']);
    expect(await names('?to=2025-03-01')).toEqual(['ownerOrderMarch1']);
  });

  it('all together, a page at a time', async () => {
    const query = `?actor=${ownerId}&entity=orders&from=2025-03-01&to=2025-03-31&limit=1`;
    expect(await names(query)).toEqual(['ownerOrderMarch4']);
    const first = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie: admin } });
    const next = `${query}&cursor=${first.json<{ nextCursor: string }>().nextCursor}`;
    expect(await names(next)).toEqual(['ownerOrderMarch1']);
  });

  it('refuses a date that is not one with a 400', async () => {
    for (const query of ['?from=2025-02-30', '?to=03/01/2025', '?from=2025-13-01', '?actor=']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie: admin } });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/audit/filters', () => {
  it('lists the admins with entries and the kinds of object', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit/filters', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    const filters = auditFiltersSchema.parse(res.json());
    expect(filters.actors).toEqual(
      expect.arrayContaining([
        { id: ownerId, username: TEST_ADMIN.username },
        { id: staffId, username: 'Staff.Member' },
      ]),
    );
    expect(filters.entities).toEqual(expect.arrayContaining(['orders', 'quote_requests']));
    expect(filters.entities).toEqual([...filters.entities].sort());
  });

  it('is for the admin only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit/filters' })).statusCode).toBe(401);
  });
});
