import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StandInContext } from './context';
import type { StandInState } from './state';
import { sameSecret } from '../../../link-signing';

/** PayPal's default access-token lifetime (9 hours). */
const DEFAULT_TOKEN_TTL_SECONDS = 32_400;

/**
 * OAuth2 client credentials: Basic auth with the configured client id and secret gives a Bearer token. In the shop's
 * test mode they are generated per data directory (credentials.ts); tests pass their own.
 */
export function registerOAuthRoutes(app: FastifyInstance, { options, state }: StandInContext) {
  const ttl = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  app.post('/v1/oauth2/token', async (request, reply) => {
    if (!sameSecret(request.headers.authorization ?? '', basicAuth)) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const grant = (request.body as Record<string, string> | undefined)?.grant_type;
    if (grant !== 'client_credentials') {
      return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    state.tokens.set(token, Date.now() + ttl * 1000);
    return {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-STANDIN',
      expires_in: ttl,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    };
  });
}

/** True when the request carries a Bearer token this stand-in issued and that has not expired. */
export function authorized(state: StandInState, request: FastifyRequest): boolean {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const expires = state.tokens.get(token);
  return expires !== undefined && expires > Date.now();
}
