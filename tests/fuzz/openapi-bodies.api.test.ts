/**
 * Fuzz from the OpenAPI document, part 2: request bodies. Every JSON body gets fields of the wrong type, boundary
 * numbers, NUL bytes, odd unicode and unknown fields (`__proto__` among them); every multipart form gets odd fields
 * and files. Then the shapes no browser sends: a body past the 1 MiB limit (413), a deeply nested one, the wrong
 * content type (form, text, multipart to a JSON route; JSON to a multipart route), malformed JSON, and a
 * state-changing request from another site (403). As a visitor, a customer and the admin.
 *
 * A fixed seed by default (FUZZ_SEED to change it); FUZZ_RUNS=2000 for a longer run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multipart, PDF_BYTES, PNG_BYTES } from '../helpers/multipart';
import { FILE_FIELDS, formFields } from '../helpers/fuzz-forms';
import { fuzzed, validish, type FuzzOperation } from '../helpers/fuzz-openapi';
import {
  expectSafe,
  FUZZ_TEST_TIMEOUT,
  expectSessionsAlive,
  freshCart,
  fuzzEach,
  fuzzRuns,
  fuzzWorld,
  ROLES,
  roleFor,
  send,
} from '../helpers/fuzz-world';

const world = fuzzWorld();
const RUNS = fuzzRuns(15);
const MIB = 1024 * 1024;

/** A path with its parameters filled with a plausible value (the body is what varies here). */
function concrete(op: FuzzOperation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.params.find((p) => p.name === name);
    if (name === 'path') return 'images/pins/flag.png';
    if (name === 'kind') return 'regular';
    if (name === 'action') return 'pause';
    return param?.schema.type === 'string' && !/id$/i.test(name) ? 'fuzz-token' : '1';
  });
}

const jsonOperations = () => world.operations.filter((op) => op.jsonBody);
const multipartOperations = () => world.operations.filter((op) => op.multipart);

const FILES = [
  { contentType: 'image/png', filename: 'crest.png', bytes: PNG_BYTES },
  { contentType: 'application/pdf', filename: 'proof.pdf', bytes: PDF_BYTES },
  { contentType: 'image/png', filename: '../../etc/passwd', bytes: Buffer.from('not a png at all') },
  { contentType: 'image/svg+xml', filename: 'x.svg', bytes: Buffer.from('<svg onload="alert(1)"/>') },
  { contentType: 'text/csv', filename: 'list.csv', bytes: Buffer.from('Email,Name\nfuzz@example.com,"Fu""zz"\n,\n') },
  { contentType: 'application/octet-stream', filename: '', bytes: Buffer.alloc(0) },
];

/** The form a page sends with one field or JSON key broken (tests/helpers/fuzz-forms.ts); maybe an odd file. */
function formArbitrary(op: FuzzOperation) {
  const names = op.namedFields.length ? op.namedFields : ['field'];
  return fc.record({
    role: roleFor(op),
    fields: formFields(op.operationId, names),
    file: fc.option(
      fc.record({
        field: fc.oneof(
          { weight: 4, arbitrary: fc.constant(FILE_FIELDS[op.operationId] ?? 'file') },
          fc.constantFrom(...names),
        ),
        kind: fc.constantFrom(...FILES),
      }),
      { nil: undefined, freq: 4 },
    ),
  });
}

describe('fuzzing every request body', () => {
  it(
    'answers every JSON body safely: wrong types, boundaries, NUL bytes, unicode, unknown fields',
    async () => {
      const failures = await fuzzEach(
        jsonOperations(),
        (op) => fc.tuple(roleFor(op), fuzzed(op.jsonBody!)),
        async (op, [role, body]) => {
          // Cart and checkout calls name their cart: a full one, so the body is what gets checked, then priced.
          const cart = op.params.some((p) => p.name === 'x-session-id');
          const headers = cart ? { 'x-session-id': await freshCart(world) } : {};
          expectSafe(
            await send(world, role, { method: op.method, url: concrete(op), headers, payload: body as object }),
          );
        },
        RUNS,
      );
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    FUZZ_TEST_TIMEOUT,
  );

  it(
    'answers every multipart form safely: odd fields, JSON fields broken, unexpected and misnamed files',
    async () => {
      const failures = await fuzzEach(
        multipartOperations(),
        formArbitrary,
        async (op, { role, fields, file }) => {
          const form = multipart(
            fields,
            file && {
              field: file.field,
              filename: file.kind.filename,
              contentType: file.kind.contentType,
              bytes: file.kind.bytes,
            },
          );
          expectSafe(await send(world, role, { method: op.method, url: concrete(op), ...form }));
        },
        RUNS,
      );
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    FUZZ_TEST_TIMEOUT,
  );

  it(
    'refuses a JSON body past the 1 MiB limit with 413, and a deeply nested one cleanly',
    async () => {
      const huge = JSON.stringify({ text: 'x'.repeat(1.5 * MIB) });
      const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
      const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
      for (const op of jsonOperations()) {
        for (const role of ROLES) {
          const url = concrete(op);
          const json = { 'content-type': 'application/json' };
          const tooLarge = await send(world, role, { method: op.method, url, headers: json, payload: huge });
          expectSafe(tooLarge);
          // The guards that read no body may answer first (401, 403); past them, the limit does.
          expect([401, 403, 413, 429], tooLarge!.what).toContain(tooLarge!.res.statusCode);
          // Unknown fields are dropped, so a route whose fields are all optional may accept it: safely, is all.
          for (const payload of [deep, deepObject]) {
            expectSafe(await send(world, role, { method: op.method, url, headers: json, payload }));
          }
        }
      }
    },
    FUZZ_TEST_TIMEOUT,
  );

  it(
    'refuses the wrong content type and malformed JSON with a 4xx (415, 400), never reaching the handler',
    async () => {
      const wrong = [
        { headers: { 'content-type': 'text/plain' }, payload: 'quantity=1' },
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'quantity=1&name=x' },
        { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
        { headers: { 'content-type': 'application/json' }, payload: '{"quantity": 1,' },
        { headers: { 'content-type': 'application/json' }, payload: '' },
        { headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
        { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"isAdmin":true}}' },
        multipart({ orderData: '{}', quantity: '1' }),
      ];
      for (const op of jsonOperations()) {
        if (!op.jsonBody?.required?.length) continue;
        for (const role of ROLES) {
          for (const request of wrong) {
            const sent = await send(world, role, { method: op.method, url: concrete(op), ...request });
            expectSafe(sent);
            expect(sent!.res.statusCode, sent!.what).toBeGreaterThanOrEqual(400);
          }
        }
      }
      for (const op of multipartOperations()) {
        for (const role of ROLES) {
          for (const payload of [{ orderData: {} }, 'plain text']) {
            const sent = await send(world, role, { method: op.method, url: concrete(op), payload });
            expectSafe(sent);
            expect(sent!.res.statusCode, sent!.what).toBeGreaterThanOrEqual(400);
          }
        }
      }
    },
    FUZZ_TEST_TIMEOUT,
  );

  it(
    'refuses a file past the upload limit with 413 on every multipart route the admin may call',
    async () => {
      const big = Buffer.alloc(10 * MIB + 1, 0x41);
      for (const op of multipartOperations()) {
        const field = op.namedFields[0] ?? 'file';
        const form = multipart({}, { field, filename: 'big.png', contentType: 'image/png', bytes: big });
        const sent = await send(world, 'admin', { method: op.method, url: concrete(op), ...form });
        expectSafe(sent);
        expect(sent!.res.statusCode, sent!.what).toBeGreaterThanOrEqual(400);
      }
    },
    FUZZ_TEST_TIMEOUT,
  );

  it('refuses a state-changing request from another site with 403 (webhooks and one-click unsubscribe aside)', async () => {
    const crossSite = new Set([
      'receivePayPalWebhook',
      'unsubscribeOneClick',
      'receiveSesNotification',
      'receivePostmarkBounce',
      'receiveEmailBounce',
    ]);
    for (const op of world.operations.filter((o) => o.method !== 'GET' && !crossSite.has(o.operationId))) {
      const body = op.jsonBody ? fc.sample(validish(op.jsonBody), { numRuns: 1, seed: 1 })[0] : undefined;
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const sent = await send(world, 'customer', {
          method: op.method,
          url: concrete(op),
          headers,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expectSafe(sent);
        expect(sent!.res.statusCode, sent!.what).toBe(403);
      }
    }
  });

  it('answers a number past the database integer range in a body with 400, never 500', async () => {
    const huge = 2 ** 31;
    const calls = [
      { role: 'admin', url: '/api/products/1/stock', method: 'PUT', payload: { stockQuantity: 5, expected: huge } },
      { role: 'customer', url: '/api/cart/reorder', method: 'POST', payload: { orderId: huge } },
      { role: 'customer', url: '/api/saved-designs/from-order', method: 'POST', payload: { orderId: huge } },
    ] as const;
    for (const { role, ...request } of calls) {
      const sent = await send(world, role, { ...request, headers: { 'x-session-id': await freshCart(world) } });
      expectSafe(sent);
      expect(sent!.res.statusCode, sent!.what).toBe(400);
    }
  });

  it('leaves the customer and admin signed in (the fuzz reached the routes as them)', async () => {
    await expectSessionsAlive(world);
  });
});
