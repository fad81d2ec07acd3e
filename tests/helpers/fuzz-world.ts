/**
 * The fuzz suite's world: the real app on a fresh database (listening, so test-mode checkout reaches its own PayPal
 * stand-in as main.ts arranges), a visitor, a signed-in customer and the admin, a request sender that behaves like a
 * same-origin browser from a new address each time (the per-address rate limits stay out of the way, so the fuzz
 * reaches the handlers), and the checks every answer must pass.
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../../server/db/schema';
import { accountTestClient } from './account-test-client';
import { signInAdmin, TEST_ADMIN } from './admin';
import { buildTestApp, newSessionId, type TestApp } from './app';
import { readOperations, type FuzzOperation } from './fuzz-openapi';

export const ROLES = ['visitor', 'customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** FUZZ_SEED fixes the run (CI uses the default); FUZZ_RUNS=2000 runs each property longer. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
export function fuzzRuns(byDefault: number): number {
  const runs = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : byDefault;
}

/** A test's time limit: ten minutes by default, a day for a long FUZZ_RUNS run. */
export const FUZZ_TEST_TIMEOUT = process.env.FUZZ_RUNS ? 24 * 3_600_000 : 600_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A stack frame, a source or dependency path, or SQL: none may reach a client. */
export const LEAKS: RegExp[] = [
  /\bat .*\.[cm]?[jt]sx?:\d+/,
  /node_modules/,
  // The server's own directories (the fuzz echoes "C:\\Windows" and "/etc/passwd" itself: those are not leaks).
  new RegExp(`${escapeRegExp(process.cwd())}|${escapeRegExp(os.tmpdir())}/pinshop-|/home/\\w+/`),
  /\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bupdate \w+ set\b|\bdelete from\b/i,
  /syntax error|violates|relation "|column "|duplicate key|pglite|postgres(ql)? error|drizzle/i,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError): /,
  // A stored password or its hash, in any answer.
  /\$argon2i?d?\$|passwordHash|password_hash|totp_secret/,
];

const TEXTUAL = /json|text|xml|html|javascript/;

export interface FuzzWorld {
  t: TestApp;
  operations: FuzzOperation[];
  cookies: Record<Role, string | undefined>;
  userIds: Record<'customer' | 'admin', number>;
}

export function fuzzWorld(): FuzzWorld {
  const world = { cookies: { visitor: undefined } } as FuzzWorld;
  beforeAll(async () => {
    world.t = await buildTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
    await world.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = world.t.app.server.address() as { port: number };
    world.t.app.services.paypalTarget.baseUrl = `http://127.0.0.1:${port}/__paypal`;
    const client = accountTestClient(world.t);
    const customer = await client.register('fuzzgolfer', 'fuzz-golfer@example.com');
    world.cookies.customer = customer.cookie;
    world.cookies.admin = await signInAdmin(world.t);
    const [admin] = await world.t.database.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
    world.userIds = { customer: customer.user.id, admin: admin!.id };
    world.operations = await readOperations(world.t.app);
  });
  afterAll(() => world.t?.close());
  return world;
}

let clients = 0;
/** A new client address per request (10.x.y.z): the per-address rate limits never see the same one twice. */
function nextAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a same-origin browser sends on a state-changing request (server/plugins/security.ts). */
export const SAME_ORIGIN = { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' };

export interface Sent {
  res: LightMyRequestResponse;
  /** What was sent, for the failure message. */
  what: string;
}

/**
 * Sends a request as the role, from a new address, with the same-origin headers on unsafe methods. Answers
 * undefined when the HTTP client itself refuses the request (a header value no client could send).
 */
export async function send(world: FuzzWorld, role: Role, options: InjectOptions): Promise<Sent | undefined> {
  const method = String(options.method ?? 'GET').toUpperCase();
  const cookie = world.cookies[role];
  const headers = {
    ...(UNSAFE.has(method) ? SAME_ORIGIN : {}),
    ...(cookie ? { cookie } : {}),
    ...(options.headers as Record<string, string> | undefined),
  };
  const payload = options.payload;
  const shown =
    typeof payload === 'string' || Buffer.isBuffer(payload)
      ? String(payload).slice(0, 300)
      : (JSON.stringify(payload) ?? '').slice(0, 300);
  const what = `${role} ${method} ${String(options.url).slice(0, 300)} headers=${JSON.stringify(
    options.headers ?? {},
  ).slice(0, 200)} body=${shown}`;
  try {
    const res = await world.t.app.inject({ ...options, headers, remoteAddress: nextAddress() });
    // A sign-in, a registration or a sign-out replaces or ends the session it was sent with: start a new one.
    if (role !== 'visitor' && String(res.headers['set-cookie'] ?? '').includes('pinshop_session=')) {
      await renewSession(world, role);
    }
    // FUZZ_STATS=1: one line per request, to see how far the fuzz gets (`sort | uniq -c`); FUZZ_STATS=body adds the answer.
    if (process.env.FUZZ_STATS) {
      const tail = process.env.FUZZ_STATS === 'body' ? ` ${res.body.slice(0, 160)}` : '';
      console.info(`FUZZ ${role} ${method} ${String(options.url).split('?')[0]} ${res.statusCode}${tail}`);
    }
    return { res, what };
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('ERR_INVALID_')) return undefined;
    throw error;
  }
}

/** A new session for the role, as a sign-in makes it (the admin's having passed the second factor). */
async function renewSession(world: FuzzWorld, role: 'customer' | 'admin'): Promise<void> {
  const { token } = await world.t.app.services.sessions.start(
    world.userIds[role],
    role === 'admin' ? { secondFactor: true } : {},
  );
  world.cookies[role] = `pinshop_session=${world.t.app.signCookie(token)}`;
}

/** No 5xx, nothing leaked, and every 4xx is JSON with a string `message`. */
export function expectSafe(sent: Sent | undefined): void {
  if (!sent) return;
  const { res, what } = sent;
  const where = `${what}\n-> ${res.statusCode} ${res.headers['content-type'] ?? ''} ${res.body.slice(0, 500)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400 || TEXTUAL.test(type)) {
    // A success may carry shop content (a blog post says "select a design from..."): only the 4xx are read for SQL.
    const leaks = res.statusCode >= 400 ? LEAKS : LEAKS.filter((leak) => !/select|syntax/.test(leak.source));
    for (const leak of leaks) expect(res.body, `${leak} in ${where}`).not.toMatch(leak);
  }
  if (res.statusCode >= 400) {
    expect(type, where).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as { message?: unknown };
    expect(typeof body.message, where).toBe('string');
  }
}

/**
 * A new cart session with two catalogue lines in it, so checkout calls get past "your cart is empty". Not product
 * 1: the admin fuzz edits and deactivates that one.
 */
export async function freshCart(world: FuzzWorld): Promise<string> {
  const session = newSessionId();
  for (const [productId, quantity] of [
    [26, 2],
    [3, 1],
  ]) {
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'x-session-id': session, ...SAME_ORIGIN },
      payload: { productId, quantity },
      remoteAddress: nextAddress(),
    });
    if (res.statusCode !== 200) throw new Error(`cart for the fuzz: ${res.statusCode} ${res.body}`);
  }
  return session;
}

/** The sessions still work after the fuzz (no route it called signed them out), so every role was exercised. */
export async function expectSessionsAlive(world: FuzzWorld): Promise<void> {
  for (const role of ['customer', 'admin'] as const) {
    const res = await world.t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: world.cookies[role]! },
    });
    expect(res.statusCode, `${role} session after the fuzz`).toBe(200);
  }
}

/** fast-check's settings for a property: the fixed seed, and the seed printed with any failure. */
export function fuzzParameters(numRuns: number): fc.Parameters<unknown> {
  return { seed: FUZZ_SEED, numRuns, endOnFailure: true, interruptAfterTimeLimit: 60_000 };
}

export const roleArbitrary: fc.Arbitrary<Role> = fc.constantFrom(...ROLES);

/**
 * Who sends a fuzzed request: mostly someone the operation lets in (the admin on admin routes, a customer on
 * signed-in ones), so most requests reach the handler; the others still try.
 */
export function roleFor(op: FuzzOperation): fc.Arbitrary<Role> {
  const weighted = (visitor: number, customer: number, admin: number) =>
    fc.oneof(
      { weight: visitor, arbitrary: fc.constant<Role>('visitor') },
      { weight: customer, arbitrary: fc.constant<Role>('customer') },
      { weight: admin, arbitrary: fc.constant<Role>('admin') },
    );
  if (op.tags.includes('admin')) return weighted(1, 1, 5);
  if (op.signedIn) return weighted(1, 4, 2);
  return roleArbitrary;
}

/**
 * Runs one property per operation and collects every failure (with its seed and counterexample) instead of
 * stopping at the first: one run lists every route that misbehaves.
 */
export async function fuzzEach<T>(
  operations: FuzzOperation[],
  arbitraryFor: (op: FuzzOperation) => fc.Arbitrary<T>,
  run: (op: FuzzOperation, value: T) => Promise<void>,
  numRuns: number,
): Promise<string[]> {
  const failures: string[] = [];
  for (const op of operations) {
    const started = Date.now();
    const details = await fc.check(
      fc.asyncProperty(arbitraryFor(op), (value) => run(op, value)),
      fuzzParameters(numRuns),
    );
    if (process.env.FUZZ_TIMING) console.info(`${op.operationId}: ${Date.now() - started} ms`);
    if (details.failed) {
      const cause =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      failures.push(`${op.operationId} (seed ${details.seed}, path "${details.counterexamplePath}"):\n${cause}`);
    }
  }
  return failures;
}
