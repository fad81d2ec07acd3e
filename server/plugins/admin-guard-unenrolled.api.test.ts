/**
 * An admin signed in with the password alone (not enrolled in the second factor yet) is a plain customer everywhere
 * outside the enrolment routes: every operation of the OpenAPI document that reads or lists a customer's things
 * (the route x role table's owned objects and own lists) answers it as it answers another customer.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../tests/helpers/account-test-client';
import { ensureAdmin } from '../modules/accounts';
import { buildTestApp, newSessionId, type TestApp } from '../../tests/helpers/app';
import { readOperations, type FuzzOperation } from '../../tests/helpers/fuzz-openapi';
import { SAME_ORIGIN } from '../../tests/helpers/fuzz-world';
import {
  MATRIX_MARKER,
  matrixRequest,
  ownerFixtures,
  ROUTE_ACCESS,
  type Fixtures,
} from '../../tests/helpers/route-access';

const UNENROLLED = { username: 'newadmin', email: 'newadmin@pinshop.example', password: 'newadmin-password-long' };
const OWNER_EMAIL = 'unenrolled-owner@example.com';

let t: TestApp;
let operations: FuzzOperation[] = [];
let fixtures: Fixtures;
let unenrolledCookie = '';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  const client = accountTestClient(t);
  const owner = await client.register('unenrolledowner', OWNER_EMAIL);
  await ensureAdmin(t.database.db, UNENROLLED);
  unenrolledCookie = client.sessionCookie(await client.post('/api/auth/login', UNENROLLED));
  operations = await readOperations(t.app);

  const send = (options: InjectOptions) =>
    t.app.inject({
      ...options,
      headers: { ...(options.headers as object), cookie: owner.cookie, 'x-session-id': newSessionId(), ...SAME_ORIGIN },
    });
  // Waiting for the customer's answer to a proof: the proof routes would otherwise refuse for that reason.
  fixtures = await ownerFixtures(t.database.db, { userId: owner.user.id, customerEmail: OWNER_EMAIL }, send, {
    status: 'mockup_sent',
  });
});
afterAll(() => t.close());

const outcomeOf = (status: number) => (status === 401 || status === 403 || status === 404 ? status : 'allowed');

describe('an admin without the second factor', () => {
  it("reads and lists only its own things: another customer's orders are as good as missing", async () => {
    const reading = operations.filter((op) => {
      const entry = ROUTE_ACCESS[op.operationId];
      return !op.tags.includes('admin') && (entry?.owned || entry?.ownList);
    });
    expect(reading.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['listMyOrders', 'listMyCustomOrders', 'getCustomOrder', 'getProofPage']),
    );
    const wrong: string[] = [];
    for (const op of reading) {
      const entry = ROUTE_ACCESS[op.operationId]!;
      const request = matrixRequest(op, fixtures);
      const res = await t.app.inject({
        ...request,
        headers: {
          ...(request.headers as Record<string, string> | undefined),
          cookie: unenrolledCookie,
          'x-session-id': newSessionId(),
          ...SAME_ORIGIN,
        },
      });
      const where = `${op.operationId} (${op.method} ${op.path}): ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (entry.ownList && res.body.includes(MATRIX_MARKER)) wrong.push(`${where}\n  shows the customer's orders`);
      if (outcomeOf(res.statusCode) !== entry.other) wrong.push(`${where}\n  expected ${entry.other}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
