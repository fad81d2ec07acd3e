import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Every route declares zod schemas; this turns them into the OpenAPI document and a browsable page. */
export default fp<{ shopName: string }>(
  async function openapiPlugin(app: FastifyInstance, { shopName }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: `${shopName} API`, version: '1.0.0', description: 'The REST API behind the shop pages.' },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'pinshop_session' },
            cartSession: { type: 'apiKey', in: 'header', name: 'X-Session-Id' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
