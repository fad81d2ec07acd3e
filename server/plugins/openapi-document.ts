/**
 * What the API document says about every operation, derived from the same marks the server acts on, so the two
 * cannot drift: who may call it (the admin guard's mark, the `requireUser` guard), which 4xx answers the
 * cross-cutting plugins give (validation and NUL bytes, the same-origin check, rate limits), and the wildcard
 * path of the image route, which OpenAPI cannot express as `*`.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { errorSchema } from '../../core/schemas/common';
import { isAdminRoute } from './admin-guard';
import { requireUser } from './session';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body the handler parses itself (the PayPal webhook keeps the raw bytes its signature covers): documented
     * as the request body, never validated by Fastify.
     */
    documentedBody?: ZodType;
  }
}

/** The name of the cookie security scheme in `components.securitySchemes`. */
export const SESSION_SCHEME = 'session';
type SecurityRequirements = { [scheme: string]: string[] }[];
/** Needs a signed-in session: 401 without one. */
export const SIGNED_IN: SecurityRequirements = [{ [SESSION_SCHEME]: [] }];
/** Works without a session; with one, the owner (or the admin) is recognised and may see or do more. */
export const SESSION_OPTIONAL: SecurityRequirements = [{}, { [SESSION_SCHEME]: [] }];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Said once, here, for every status an operation can answer. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: queued',
  303: 'See Other: the `Location` header says where to go',
  400: 'Invalid input (`issues` lists each problem), or a NUL character anywhere in the request',
  401: 'Not signed in (no session cookie, or an expired one)',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state (`message` says how)',
  413: 'Too large',
  415: 'Unsupported file or content type',
  422: 'Understood but refused (`message` says why)',
  429: 'Too many requests: wait the `Retry-After` seconds',
  503: 'A service behind the shop (PayPal, the database) is unavailable: try again',
};

const FORBIDDEN = {
  admin: 'Not an admin, or an admin without the second factor yet',
  crossSite: 'A state-changing request from another site (`Origin` or `Sec-Fetch-Site`)',
};

type JsonSchema = Record<string, unknown>;
type DocSchema = Omit<FastifySchema, 'response' | 'params' | 'body'> & {
  response?: Record<string, JsonSchema>;
  params?: JsonSchema;
  body?: JsonSchema;
};
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function hasGuard(hooks: RouteOptions['preHandler'], guard: unknown): boolean {
  return [hooks ?? []].flat().includes(guard as never);
}

function security(route: RouteOptions, schema: DocSchema): DocSchema['security'] {
  if (schema.security) return schema.security;
  if (isAdminRoute(route.url, schema.tags) || hasGuard(route.preHandler, requireUser)) return SIGNED_IN;
  return [];
}

/** The 4xx answers the plugins give before (or around) the handler, which no route declares itself. */
function commonErrors(route: RouteOptions, schema: DocSchema): Record<string, string> {
  const methods = [route.method].flat();
  const signedIn = schema.security?.length === 1 && SESSION_SCHEME in (schema.security[0] ?? {});
  const admin = isAdminRoute(route.url, schema.tags);
  const crossSiteChecked = methods.some((method) => UNSAFE_METHODS.has(method)) && !route.config?.allowCrossSite;
  const forbidden = [admin && FORBIDDEN.admin, crossSiteChecked && FORBIDDEN.crossSite].filter(Boolean).join('; or ');
  return {
    // Every request: the NUL-byte check (server/plugins/nul-bytes.ts) reads the URL and headers of all of them.
    400: STATUS_DESCRIPTIONS[400]!,
    ...(signedIn ? { 401: STATUS_DESCRIPTIONS[401]! } : {}),
    ...(forbidden ? { 403: forbidden } : {}),
    ...(route.config?.rateLimit ? { 429: STATUS_DESCRIPTIONS[429]! } : {}),
  };
}

let errorJsonSchema: JsonSchema | undefined;
function errorBody(input: TransformInput): JsonSchema {
  // Converted the way every declared response is, so an added 4xx reads exactly like a declared one.
  errorJsonSchema ??= (
    jsonSchemaTransform({ ...input, schema: { response: { 400: errorSchema } } }).schema as DocSchema
  ).response![400];
  return errorJsonSchema!;
}

function responses(input: TransformInput, schema: DocSchema): Record<string, JsonSchema> {
  const declared: Record<string, JsonSchema> = { ...schema.response };
  // No success declared: a file or text (sitemap, robots.txt, images, uploads), not JSON, so no schema to give.
  if (!Object.keys(declared).some((status) => /^[23]/.test(status))) {
    declared[200] = { type: 'null', 'x-response-description': 'OK: the file, typed by `Content-Type`' };
    // A file named by a path parameter (an image, an upload) may be missing. The route cannot declare the 404:
    // with a response schema, the zod type provider would type its reply as that error instead of the bytes.
    if (schema.params) declared[404] = errorBody(input);
  }
  const common = commonErrors(input.route as RouteOptions, schema);
  for (const status of Object.keys(common)) declared[status] ??= errorBody(input);
  return Object.fromEntries(
    Object.entries(declared).map(([status, body]) => [
      status,
      body.description || body['x-response-description']
        ? body
        : { ...body, 'x-response-description': common[status] ?? STATUS_DESCRIPTIONS[status] ?? 'Answer' },
    ]),
  );
}

/** `/img/:width/*` -> `/img/{width}/{path}`: the rest of the path, slashes included, as one named parameter. */
function namedWildcard(url: string, schema: DocSchema): { url: string; params?: JsonSchema } {
  if (!url.endsWith('*') || !schema.params) return { url, params: schema.params };
  const { properties = {}, required = [] } = schema.params as { properties?: JsonSchema; required?: string[] };
  const { '*': rest, ...named } = properties as Record<string, JsonSchema>;
  return {
    url: `${url.slice(0, -1)}:path`,
    params: {
      ...schema.params,
      properties: {
        ...named,
        path: { ...rest, description: 'The rest of the path, slashes included (images/pins/flag.png)' },
      },
      required: required.map((name) => (name === '*' ? 'path' : name)),
    },
  };
}

/** @fastify/swagger's transform: the zod schemas to JSON Schema, then what every operation must say. */
export function documentOperation(input: TransformInput): { schema: DocSchema; url: string } {
  const converted = jsonSchemaTransform(input) as { schema: DocSchema | undefined; url: string };
  const route = input.route as RouteOptions;
  if (!converted.schema || converted.schema.hide) return { schema: converted.schema ?? {}, url: converted.url };
  const { documentedBody, ...schema } = converted.schema;
  if (documentedBody) {
    const body = jsonSchemaTransform({ ...input, schema: { body: documentedBody } }).schema as DocSchema;
    schema.body = body.body;
  }
  schema.security = security(route, schema);
  schema.response = responses(input, schema);
  const wildcard = namedWildcard(converted.url, schema);
  return { schema: { ...schema, params: wildcard.params }, url: wildcard.url };
}
