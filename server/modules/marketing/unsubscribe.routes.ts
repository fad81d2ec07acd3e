/**
 * Unsubscribing from campaign mail, by the per-recipient token of the e-mail's links (unsubscribe-tokens.ts): the
 * status, the RFC 8058 one-click POST (List-Unsubscribe-Post) and the undo. Public: the token is the credential.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribeStatusSchema } from '../../../core/schemas/campaigns';
import { errorSchema } from '../../../core/schemas/common';
import type { SuppressionService } from './unsubscribe.service';

/** Generous for a person, and for a mail provider's servers posting one-clicks for many of its users. */
const RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Any token-looking text: a forged or unknown one is a 404 like a wrong signature, not a 400. */
const paramsSchema = z.object({ token: z.string().min(1).max(100) });
/** The unsubscribe page's own forms (without JavaScript) send this field: they get a 303 back to the page. */
const PAGE_FIELD = 'page';
const responses = { 200: unsubscribeStatusSchema, 303: z.null(), 404: errorSchema, 429: errorSchema };

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ suppressions: SuppressionService }> = async (
  app,
  { suppressions },
) => {
  // In this scope only: RFC 8058's form body (List-Unsubscribe=One-Click), and JSON that may be empty.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, (body as string).trim() === '' ? {} : JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  /** Whether the request is the page's plain form post; a multipart body (some clients send one) is drained. */
  async function fromPage(request: FastifyRequest): Promise<boolean> {
    if (request.isMultipart()) {
      for await (const part of request.parts()) if (part.type === 'file') part.file.resume();
      return false;
    }
    const body = request.body as Record<string, unknown> | null | undefined;
    return typeof body === 'object' && body !== null && body[PAGE_FIELD] === '1';
  }

  app.get(
    '/api/unsubscribe/:token',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: {
        tags: ['marketing'],
        operationId: 'getUnsubscribeStatus',
        summary: "Whether the token's address (shown masked) is off marketing mail; changes nothing",
        params: paramsSchema,
        response: { 200: unsubscribeStatusSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => suppressions.status(request.params.token),
  );

  app.post(
    '/api/unsubscribe/:token',
    {
      // Exempt from the same-origin check (server/plugins/security.ts): RFC 8058 one-click comes from the mail
      // provider's servers, with no Origin or a foreign one, and the unguessable per-recipient token is the
      // credential. A forged request could only unsubscribe the token's own address, which is harmless and undoable.
      config: { allowCrossSite: true, rateLimit: RATE_LIMIT },
      schema: {
        tags: ['marketing'],
        operationId: 'unsubscribeOneClick',
        summary:
          'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): the address gets no more marketing mail, at once; a repeat changes nothing',
        description:
          'Any body: `List-Unsubscribe=One-Click` form-encoded, multipart, JSON or none. The unsubscribe page posts ' +
          'its form with `page=1` and is sent back to the page (303).',
        params: paramsSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const page = await fromPage(request);
      const status = await suppressions.unsubscribe(request.params.token);
      return page ? reply.redirect(`/unsubscribe/${request.params.token}`, 303) : status;
    },
  );

  app.post(
    '/api/unsubscribe/:token/undo',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: {
        tags: ['marketing'],
        operationId: 'undoUnsubscribe',
        summary: "Undoes the token's unsubscribe (only that: a bounce or the admin's exclusion stays)",
        params: paramsSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const page = await fromPage(request);
      const status = await suppressions.undo(request.params.token);
      return page ? reply.redirect(`/unsubscribe/${request.params.token}?resubscribed=1`, 303) : status;
    },
  );
};
