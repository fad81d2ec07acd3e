/**
 * The fuzz suite's view of the API: every operation of the OpenAPI document the app serves (its parameters, its
 * JSON body schema, whether it takes a multipart form), and fast-check arbitraries that follow a schema closely
 * enough to get past the first check and then break it: wrong types, boundaries, NUL bytes, odd unicode,
 * traversal, unknown fields.
 */
import fc from 'fast-check';
import type { App } from '../../server/app';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  const?: unknown;
};

export interface FuzzParam {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: JsonSchema;
  required: boolean;
}

export interface FuzzOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path: `/api/products/{id}`. */
  path: string;
  tags: string[];
  params: FuzzParam[];
  /** The application/json body schema, when the operation takes one. */
  jsonBody?: JsonSchema;
  /** Takes multipart/form-data (documented by its 415 and its summary). */
  multipart: boolean;
  /** Field names the summary names in backticks (`logo`, `orderData`): the form's likely fields. */
  namedFields: string[];
  /** Needs a signed-in session (401 without one). */
  signedIn: boolean;
  summary: string;
}

interface RawOperation {
  operationId: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Array<{ name: string; in: FuzzParam['in']; schema: JsonSchema; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

export async function readOperations(app: App): Promise<FuzzOperation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode}`);
  const doc = res.json<{ paths: Record<string, Record<string, RawOperation>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const summary = op.summary ?? '';
      return {
        operationId: op.operationId,
        method: method.toUpperCase() as FuzzOperation['method'],
        path,
        tags: op.tags ?? [],
        params: (op.parameters ?? []).map((p) => ({ ...p, required: Boolean(p.required) })),
        jsonBody: op.requestBody?.content['application/json']?.schema,
        multipart: !op.requestBody && method !== 'get' && '415' in op.responses,
        namedFields: [...summary.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]!),
        signedIn: op.security?.length === 1 && 'session' in (op.security[0] ?? {}),
        summary,
      };
    }),
  );
}

/** The NUL-free odd strings: traversal, number look-alikes, unicode oddities, injection-shaped text. */
export const ODD_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '9007199254740992',
  '9007199254740993',
  '99999999999999999999999',
  '0x1F',
  '1.5',
  '1,5',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd',
  '..\\..\\windows\\win.ini',
  'C:\\Windows\\win.ini',
  'file:///etc/passwd',
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '\uFEFFbom',
  '\uFF29\uFF4E\uFF46',
  '\uD83C\uDFCC\uFE0F\u200D\u2642\uFE0F',
  '\uD800',
  '\uDFFF lone',
  '\u2028\u2029',
  'İı',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  'x'.repeat(10_000),
];

export const NUL_STRINGS = ['\u0000', 'a\u0000b', '%00', '..%00/etc/passwd'];

export const ODD_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.0001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export const evilString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...NUL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

export const evilNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Any value of the wrong kind: a string, a number, a boolean, null, or a small JSON array or object. */
export const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: evilString },
  { weight: 3, arbitrary: evilNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}') as unknown),
  },
);

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

const types = (schema: JsonSchema): string[] => [schema.type ?? []].flat();

/** A value that follows the schema (roughly: within bounds, of the right type). */
export function validish(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => validish(branch, depth)));
  const [type = 'string'] = types(schema).filter((t) => t !== 'null');
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? 0, -1e6), max: Math.min(schema.maximum ?? 500, 1e6) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validish(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(schema, depth, false);
    default:
      if (schema.format === 'email' || /email/i.test(schema.pattern ?? '')) return fc.constant('fuzz@example.com');
      if (schema.pattern) return patternArbitrary(schema.pattern) ?? fc.string();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
  }
}

/** Each field valid, wrong, or missing, plus the odd unknown field: most bodies pass the parser and then some. */
function objectOf(schema: JsonSchema, depth: number, mutate: boolean): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    // A field named like an e-mail address is one (the schema may only say "string").
    const email = /email/i.test(key) && types(property).includes('string') && !property.enum;
    const good = email
      ? fc.constantFrom('fuzz@example.com', 'Pat.Golfer+1@example.com')
      : validish(property, depth + 1);
    const value = mutate
      ? fc.oneof({ weight: 8, arbitrary: good }, { weight: 1, arbitrary: fuzzed(property, depth + 1) })
      : good;
    return [key, value] as const;
  });
  const model = Object.fromEntries(entries);
  const required = schema.required ?? [];
  if (!mutate) return fc.record(model, { requiredKeys: required });
  // Mostly with the required fields (so the call gets past the first check), sometimes without any.
  const known = fc.oneof(
    { weight: 3, arbitrary: fc.record(model, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
  // Now and then an unknown field; rarely `__proto__` or `constructor` (refused as prototype poisoning).
  const unknownKey = fc.oneof(
    { weight: 6, arbitrary: fc.string({ maxLength: 8 }) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'role') },
  );
  const unknown = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(unknownKey, evilValue, { maxKeys: 2 }) },
  );
  return fc.tuple(known, unknown).map(([a, b]) => ({ ...b, ...a }));
}

/** A value for the schema that is often wrong somewhere: inside an object, in one field at a time. */
export function fuzzed(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length && depth < 4) {
    return fc.oneof(...branches.map((branch) => fuzzed(branch, depth)));
  }
  if (types(schema).includes('object') && depth < 4) {
    return fc.oneof({ weight: 6, arbitrary: objectOf(schema, depth, true) }, { weight: 1, arbitrary: evilValue });
  }
  if (types(schema).includes('array') && depth < 4) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.array(fuzzed(schema.items ?? {}, depth + 1), { maxLength: 4 }) },
      { weight: 1, arbitrary: evilValue },
    );
  }
  if (types(schema).some((type) => type === 'integer' || type === 'number')) {
    // Past the bounds and past the database's integer range, more often than any other wrong value.
    return fc.oneof(
      { weight: 1, arbitrary: validish(schema, depth) },
      { weight: 3, arbitrary: evilNumber },
      { weight: 1, arbitrary: evilValue },
    );
  }
  return fc.oneof({ weight: 1, arbitrary: validish(schema, depth) }, { weight: 3, arbitrary: evilValue });
}

/** A path segment or query value as a client could send it: encoded, or with lone surrogates as broken UTF-8. */
export function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  return text
    .split(/([\uD800-\uDFFF])/)
    .map((part) => {
      if (/^[\uD800-\uDFFF]$/.test(part)) return '%ED%A0%80';
      try {
        return encodeURIComponent(part);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Path parameter values: as encoded text, or raw traversal that the router sees unencoded. */
export const RAW_PATH_VALUES = [
  '..',
  '../..',
  '../../etc/passwd',
  '%2e%2e/%2e%2e/etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '.',
];
