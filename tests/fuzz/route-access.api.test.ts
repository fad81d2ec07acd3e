/**
 * The route x role matrix: every operation of the OpenAPI document, called with valid-looking input by a visitor,
 * the customer who owns the objects it names, another customer and the admin, must give the outcome the table in
 * tests/helpers/route-access.ts says (allowed, 401, 403, or 404 for someone else's object). A new operation fails
 * until the table has it. Admin operations are walked by server/plugins/admin-guard.api.test.ts.
 *
 * MATRIX_PRINT=1 prints what each role got for every operation, to fill in a new entry.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { accountTestClient } from '../helpers/account-test-client';
import { signInAdmin, TEST_ADMIN } from '../helpers/admin';
import { buildTestApp, newSessionId, type TestApp } from '../helpers/app';
import { readOperations, type FuzzOperation } from '../helpers/fuzz-openapi';
import { LEAKS, SAME_ORIGIN } from '../helpers/fuzz-world';
import { multipart } from '../helpers/multipart';
import {
  MATRIX_MARKER,
  MATRIX_ROLES,
  matrixRequest,
  ownerFixtures,
  ROUTE_ACCESS,
  type Fixtures,
  type MatrixRole,
  type Outcome,
} from '../helpers/route-access';

let t: TestApp;
let operations: FuzzOperation[] = [];
const people = {} as Record<MatrixRole, { id?: number; email?: string; cookie?: string; cart: string }>;
let client: ReturnType<typeof accountTestClient>;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
  client = accountTestClient(t);
  const owner = await client.register('matrixowner', 'matrix-owner@example.com');
  const other = await client.register('matrixother', 'matrix-other@example.com');
  people.visitor = { cart: newSessionId() };
  people.customer = {
    id: owner.user.id,
    email: 'matrix-owner@example.com',
    cookie: owner.cookie,
    cart: newSessionId(),
  };
  people.other = { id: other.user.id, email: 'matrix-other@example.com', cookie: other.cookie, cart: newSessionId() };
  const adminCookie = await signInAdmin(t);
  const [admin] = await t.database.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
  people.admin = { id: admin!.id, cookie: adminCookie, cart: newSessionId() };
  operations = await readOperations(t.app);
  // The owner's quote request, listed by their verified address (a quote has no account of its own).
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user.id));
  const quote = multipart({
    customerName: MATRIX_MARKER,
    customerEmail: 'matrix-owner@example.com',
    projectDescription: `${MATRIX_MARKER}: club crest pins for the member-guest`,
    quantity: 200,
  });
  const quoted = await call('customer', { method: 'POST', url: '/api/quote-requests', ...quote });
  if (quoted.statusCode !== 201) throw new Error(`quote: ${quoted.statusCode} ${quoted.body}`);
  // Test mode's checkout reaches the app's own PayPal stand-in over loopback, as main.ts arranges.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  t.app.services.paypalTarget.baseUrl = `http://127.0.0.1:${port}/__paypal`;
});
afterAll(() => t?.close());

let address = 0;
function call(role: MatrixRole, options: InjectOptions) {
  address += 1;
  const { cookie, cart } = people[role];
  const unsafe = options.method !== 'GET';
  return t.app.inject({
    ...options,
    remoteAddress: `10.9.${address >> 8}.${address & 255}`,
    headers: {
      'x-session-id': cart,
      ...(unsafe ? SAME_ORIGIN : {}),
      ...(cookie ? { cookie } : {}),
      ...(options.headers as Record<string, string> | undefined),
    },
  });
}

/** A new session for the role, as a sign-in makes it (the admin's having passed the second factor). */
async function renewSession(role: MatrixRole): Promise<void> {
  const { token } = await t.app.services.sessions.start(
    people[role].id!,
    role === 'admin' ? { secondFactor: true } : {},
  );
  people[role].cookie = `pinshop_session=${t.app.signCookie(token)}`;
}

/** The owner's things, fresh for each operation: two orders, a saved design, a cart line, a tax certificate. */
function fixtures(): Promise<Fixtures> {
  const { id: userId, email: customerEmail } = people.customer;
  return ownerFixtures(t.database.db, { userId: userId!, customerEmail: customerEmail! }, (options) =>
    call('customer', options),
  );
}

function outcomeOf(status: number): Outcome {
  return status === 401 || status === 403 || status === 404 ? status : 'allowed';
}

describe('the route x role matrix', () => {
  it('has an entry for every operation not filed under "admin", and none for one that is (or that is gone)', () => {
    const ids = new Set(operations.map((op) => op.operationId));
    const missing = operations
      .filter((op) => !op.tags.includes('admin') && !ROUTE_ACCESS[op.operationId])
      .map((op) => `${op.operationId} (${op.method} ${op.path}): add it to the table in tests/helpers/route-access.ts`);
    const adminListed = operations.filter((op) => op.tags.includes('admin') && ROUTE_ACCESS[op.operationId]);
    const gone = Object.keys(ROUTE_ACCESS).filter((id) => !ids.has(id));
    expect(missing, missing.join('\n')).toEqual([]);
    expect(adminListed.map((op) => op.operationId)).toEqual([]);
    expect(gone, 'in the table but not in the OpenAPI document').toEqual([]);
  });

  it("gives every role the outcome the table says, another customer a 404 for the owner's objects", async () => {
    const wrong: string[] = [];
    const printed: string[] = [];
    for (const op of operations.filter((o) => !o.tags.includes('admin') && ROUTE_ACCESS[o.operationId])) {
      const entry = ROUTE_ACCESS[op.operationId]!;
      const f = await fixtures();
      const got: string[] = [];
      // The owner last: its call may change or delete the object the others asked for.
      for (const role of MATRIX_ROLES) {
        const res = await call(role, matrixRequest(op, f));
        // A sign-in, a registration or a sign-out replaces or ends the session: the role gets a new one.
        if (people[role].id && String(res.headers['set-cookie'] ?? '').includes('pinshop_session=')) {
          await renewSession(role);
        }
        const where = `${op.operationId} (${op.method} ${op.path}) as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        got.push(`${role}=${res.statusCode}`);
        const outcome = outcomeOf(res.statusCode);
        const expected = entry[role];
        const ok =
          expected === 'allowed' ? outcome === 'allowed' || (outcome === 404 && !entry.owned) : outcome === expected;
        if (!ok) wrong.push(`${where}\n  expected ${expected}`);
        if (res.statusCode >= 500) wrong.push(`${where}\n  a 5xx`);
        if (LEAKS.filter((leak) => !/select|syntax/.test(leak.source)).some((leak) => leak.test(res.body)))
          wrong.push(`${where}\n  leaks`);
        if (entry.ownList) {
          const names = res.body.includes(MATRIX_MARKER);
          const { ownerSees, adminSeesAll } = entry.ownList;
          const shouldName = role === 'customer' ? ownerSees : role === 'admin' && adminSeesAll;
          if (names !== shouldName) wrong.push(`${where}\n  ${names ? 'shows' : 'misses'} the owner's objects`);
        }
      }
      printed.push(`${op.operationId.padEnd(28)} ${got.join(' ')}`);
    }
    if (process.env.MATRIX_PRINT) console.info(printed.join('\n'));
    expect(wrong, wrong.join('\n')).toEqual([]);
  }, 300_000);
});
