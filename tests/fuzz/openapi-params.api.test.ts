/**
 * Fuzz from the OpenAPI document, part 1: every operation, every path, query and header parameter, as a visitor,
 * a signed-in customer and the admin. The values follow the documented schema or break it (wrong types,
 * boundaries, NUL bytes, odd unicode, 10k-character strings, path traversal raw and encoded). Every answer: no 5xx,
 * no stack trace, path or SQL, every 4xx JSON with a `message`.
 *
 * A fixed seed by default (FUZZ_SEED to change it); FUZZ_RUNS=2000 for a longer run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encode,
  evilValue,
  fuzzed,
  ODD_NUMBERS,
  RAW_PATH_VALUES,
  validish,
  type FuzzOperation,
  type FuzzParam,
} from '../helpers/fuzz-openapi';
import {
  expectSafe,
  FUZZ_TEST_TIMEOUT,
  expectSessionsAlive,
  fuzzParameters,
  fuzzRuns,
  fuzzEach,
  fuzzWorld,
  roleArbitrary,
  roleFor,
  ROLES,
  send,
  type Role,
} from '../helpers/fuzz-world';
import { newSessionId } from '../helpers/app';

const world = fuzzWorld();
const RUNS = fuzzRuns(10);

/** A path value: what the schema wants, a broken one (encoded), or raw traversal the router sees as it is. */
function pathValue(param: FuzzParam): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validish(param.schema).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('1', '2', '999999') },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS).map(String) },
    { weight: 4, arbitrary: evilValue.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_VALUES) },
  );
}

/** A query value (or none): valid, wrong, repeated (`?a=1&a=2` makes an array) or a nested-looking key. */
function queryPart(param: FuzzParam): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 2, arbitrary: validish(param.schema) },
    { weight: 3, arbitrary: fuzzed(param.schema) },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 5, arbitrary: value.map((v) => `${param.name}=${encode(v)}`) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, value).map(([a, b]) => `${param.name}=${encode(a)}&${param.name}=${encode(b)}`),
    },
    { weight: 1, arbitrary: value.map((v) => `${param.name}[$gt]=${encode(v)}`) },
  );
}

/** A header value: a valid session id, a printable wrong one, or a long one. */
function headerValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(newSessionId()),
    fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
    fc.constantFrom('', '../../etc/passwd', 'x'.repeat(10_000), 'é', '%00'),
  );
}

interface Request {
  role: Role;
  path: Record<string, string>;
  query: string[];
  headers: Record<string, string | undefined>;
  extraQuery: string;
  body: unknown;
}

function requestArbitrary(op: FuzzOperation): fc.Arbitrary<Request> {
  const byIn = (where: FuzzParam['in']) => op.params.filter((p) => p.in === where);
  return fc.record({
    role: roleFor(op),
    path: fc.record(Object.fromEntries(byIn('path').map((p) => [p.name, pathValue(p)]))),
    query: fc.tuple(...byIn('query').map(queryPart)),
    headers: fc.record(Object.fromEntries(byIn('header').map((p) => [p.name, headerValue()])), { requiredKeys: [] }),
    extraQuery: fc.oneof(
      { weight: 4, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: evilValue.map((v) => `unknown=${encode(v)}`) },
    ),
    body: op.jsonBody ? validish(op.jsonBody) : fc.constant(undefined),
  });
}

function urlOf(op: FuzzOperation, request: Request): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => request.path[name] ?? '1');
  const query = [...request.query, request.extraQuery].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

describe('fuzzing every parameter of every operation', () => {
  it('finds the operations in the OpenAPI document', () => {
    expect(world.operations.length).toBeGreaterThan(50);
  });

  it(
    'answers every operation safely, whatever its path, query and header parameters',
    async () => {
      const failures = await fuzzEach(
        world.operations,
        requestArbitrary,
        async (op, request) =>
          expectSafe(
            await send(world, request.role, {
              method: op.method,
              url: urlOf(op, request),
              headers: request.headers,
              ...(request.body === undefined ? {} : { payload: request.body as object }),
            }),
          ),
        RUNS,
      );
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    FUZZ_TEST_TIMEOUT,
  );

  it(
    'answers every path parameter at its boundaries, whatever the seed',
    async () => {
      const boundaries = ['0', '-1', '2147483648', '9007199254740992', '1e3', 'NaN', '1.5', '%2e%2e%2f', '..%2Fetc'];
      for (const op of world.operations.filter((o) => o.path.includes('{'))) {
        for (const value of boundaries) {
          for (const role of ROLES) {
            const url = op.path.replace(/\{[^}]+\}/g, value);
            expectSafe(
              await send(world, role, { method: op.method, url, ...(op.method === 'GET' ? {} : { payload: {} }) }),
            );
          }
        }
      }
    },
    FUZZ_TEST_TIMEOUT,
  );

  it('answers an unknown route or a traversal outside every route with a JSON 404', async () => {
    await fc.assert(
      fc.asyncProperty(
        roleArbitrary,
        fc.constantFrom('GET', 'POST', 'DELETE'),
        fc.oneof(fc.constantFrom(...RAW_PATH_VALUES), evilValue.map(encode)),
        async (role, method, tail) => {
          const sent = await send(world, role, { method: method as 'GET', url: `/api/${tail}` });
          expectSafe(sent);
        },
      ),
      fuzzParameters(RUNS * 3),
    );
  });

  it('leaves the customer and admin signed in (the fuzz reached the routes as them)', async () => {
    await expectSessionsAlive(world);
  });
});
