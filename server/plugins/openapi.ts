import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireAdmin } from './admin-guard';
import { documentOperation, SESSION_SCHEME } from './openapi-document';
import { SESSION_COOKIE, sessionCookieName } from './session';

export interface OpenapiPluginOptions {
  shopName: string;
  /** PUBLIC_URL: the one server of the document, and https or not decides the session cookie's name. */
  publicUrl: string;
}

/** The admin guard's answer as a hook's error (undefined: let through). */
function guard(request: Parameters<typeof requireAdmin>[0]): Error | undefined {
  try {
    requireAdmin(request);
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

/** Every route declares zod schemas; this turns them into the OpenAPI document and a browsable page. */
export default fp<OpenapiPluginOptions>(
  async function openapiPlugin(app: FastifyInstance, { shopName, publicUrl }) {
    const secure = publicUrl.startsWith('https://');
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: `${shopName} API`, version: '1.0.0', description: 'The REST API behind the shop pages.' },
        servers: [{ url: new URL(publicUrl).origin, description: shopName }],
        components: {
          securitySchemes: {
            // The anonymous cart's X-Session-Id is no credential: each cart call declares it as a header parameter.
            [SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: sessionCookieName(secure),
              description:
                `The signed session cookie that signing in sets (\`${SESSION_COOKIE.https}\` when the shop is ` +
                `served over https, \`${SESSION_COOKIE.http}\` over http). httpOnly: a browser sends it itself.`,
            },
          },
        },
      },
      transform: documentOperation,
    });
    // The browsable page is the admin's (401 to a visitor, 403 to a customer); the JSON document stays public.
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiHooks: { onRequest: (request, _reply, done) => done(guard(request)) },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
