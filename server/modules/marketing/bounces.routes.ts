/**
 * Bounce and complaint webhooks, called by mail providers' servers (no same-origin check; each request proves itself):
 * Amazon SES through SNS (the SNS signature, AWS's certificate), Postmark (HTTP basic auth, the password being
 * EMAIL_WEBHOOK_SECRET) and a plain JSON form for others (the same secret, basic auth or a Bearer token). A request
 * that does not prove itself is a 401 and records nothing. Answered under pressure: a missed bounce keeps mailing a
 * dead address.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../core/schemas/common';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  createBounceService,
  plainBounceBodySchema,
  postmarkBodySchema,
  postmarkNotice,
  sesNotices,
} from './bounces.service';
import { createSnsVerifier, SNS_HOST, snsMessageSchema, type CertificateFetcher } from './sns-signature';

const resultSchema = z.object({ received: z.number().int(), suppressed: z.number().int() });
const responses = { 200: resultSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema };
const ROUTE_CONFIG = { allowCrossSite: true, alwaysServe: true, rateLimit: { max: 600, timeWindow: '1 minute' } };
const UNAUTHORIZED = 'The notice could not be verified.';

/** The secret given as a basic-auth password or a Bearer token, compared in constant time. */
export function carriesSecret(authorization: string | undefined, secret: string | null): boolean {
  if (!secret || !authorization) return false;
  const [scheme, value = ''] = authorization.split(' ', 2);
  let given = '';
  if (scheme?.toLowerCase() === 'bearer') given = value;
  else if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    given = decoded.slice(decoded.indexOf(':') + 1);
  }
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const bounceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mail: Pick<Config['mail'], 'webhookSecret' | 'snsTopicArns'>;
  fetchCertificate: CertificateFetcher;
}> = async (app, { db, mail, fetchCertificate }) => {
  const bounces = createBounceService({ db });
  const sns = createSnsVerifier(fetchCertificate);

  // SNS posts JSON as text/plain; every body is read as text and parsed here (a broken one is a 400).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400 }), undefined);
    }
  });

  const refuse = (reply: FastifyReply) => reply.code(401).send({ message: UNAUTHORIZED });
  const secretOk = (request: FastifyRequest) => carriesSecret(request.headers.authorization, mail.webhookSecret);

  app.post(
    '/api/webhooks/email/ses',
    {
      config: ROUTE_CONFIG,
      schema: {
        tags: ['marketing'],
        operationId: 'receiveSesNotification',
        summary: 'Amazon SES bounce and complaint notices through SNS (the SNS signature is verified)',
        description:
          'Called by Amazon SNS. The message signature is checked against the certificate at `SigningCertURL` ' +
          '(https on sns.<region>.amazonaws.com only); SES_SNS_TOPIC_ARNS, when set, lists the topics taken. A ' +
          'subscription confirmation is confirmed by fetching its SubscribeURL. A bad signature is a 401.',
        body: z.unknown(),
        response: responses,
      },
    },
    async (request, reply) => {
      const parsed = snsMessageSchema.safeParse(request.body);
      if (!parsed.success) return refuse(reply);
      const message = parsed.data;
      const topicOk = mail.snsTopicArns.length === 0 || mail.snsTopicArns.includes(message.TopicArn);
      if (!topicOk || !(await sns.verify(message))) return refuse(reply);
      if (message.Type === 'SubscriptionConfirmation' && message.SubscribeURL) {
        const url = new URL(message.SubscribeURL);
        if (url.protocol === 'https:' && SNS_HOST.test(url.hostname)) {
          await fetchCertificate(message.SubscribeURL).catch((error: unknown) =>
            request.log.warn({ err: error }, 'SNS subscription confirmation failed'),
          );
        }
        return { received: 0, suppressed: 0 };
      }
      if (message.Type !== 'Notification') return { received: 0, suppressed: 0 };
      return bounces.recordAll(sesNotices(message.Message));
    },
  );

  app.post(
    '/api/webhooks/email/postmark',
    {
      config: ROUTE_CONFIG,
      schema: {
        tags: ['marketing'],
        operationId: 'receivePostmarkBounce',
        summary: "Postmark's bounce and spam complaint webhooks (basic auth: EMAIL_WEBHOOK_SECRET as the password)",
        description: 'A missing or wrong secret is a 401; a bounce type that says nothing of the address is ignored.',
        body: z.unknown(),
        response: responses,
      },
    },
    async (request, reply) => {
      if (!secretOk(request)) return refuse(reply);
      const parsed = postmarkBodySchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]!.message });
      const notice = postmarkNotice(parsed.data);
      return bounces.recordAll(notice ? [notice] : []);
    },
  );

  app.post(
    '/api/webhooks/email/bounces',
    {
      config: ROUTE_CONFIG,
      schema: {
        tags: ['marketing'],
        operationId: 'receiveEmailBounce',
        summary: 'A bounce or complaint from any provider: { email, type: hard | soft | complaint, messageId? }',
        description: 'Authenticated by EMAIL_WEBHOOK_SECRET as a Bearer token or basic-auth password; else 401.',
        body: z.unknown(),
        response: responses,
      },
    },
    async (request, reply) => {
      if (!secretOk(request)) return refuse(reply);
      const parsed = plainBounceBodySchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]!.message });
      const { email, type, messageId } = parsed.data;
      return bounces.recordAll([{ email, kind: type, provider: 'json', providerMessageId: messageId ?? null }]);
    },
  );
};
