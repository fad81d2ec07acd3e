import type { FastifyInstance } from 'fastify';
import type { StandInContext } from './context';
import { authorized } from './oauth';
import { paypalError } from './paypal-errors';
import { verifyTransmission } from './webhook-signature';

const REQUIRED_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
];

/** PayPal's verify-webhook-signature: SUCCESS only for an event this stand-in signed for "our" webhook id. */
export function registerVerifyWebhookRoute(app: FastifyInstance, { options, state, signingKey }: StandInContext) {
  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    if (!authorized(state, request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const body = request.body as Record<string, unknown> | undefined;
    const missing = REQUIRED_FIELDS.filter((field) => typeof body?.[field] !== 'string');
    if (!body || missing.length > 0 || typeof body.webhook_event !== 'object') {
      return paypalError(
        reply,
        400,
        'INVALID_REQUEST',
        [...missing, ...(typeof body?.webhook_event === 'object' ? [] : ['webhook_event'])].map((field) => ({
          issue: 'MISSING_REQUIRED_PARAMETER',
          field: `/${field}`,
        })),
      );
    }
    const ok =
      options.webhook !== undefined &&
      body.webhook_id === options.webhook.id &&
      verifyTransmission(signingKey, {
        transmissionId: body.transmission_id as string,
        time: body.transmission_time as string,
        webhookId: body.webhook_id as string,
        body: JSON.stringify(body.webhook_event),
        sig: body.transmission_sig as string,
      });
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
  });
}
