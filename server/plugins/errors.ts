import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../../core/database-unavailable';
import { AppError } from '../../core/errors';
import { UPLOAD_MESSAGES } from '../../core/uploads';
import { unavailablePage, wantsPage } from './unavailable-page';

interface IssueOut {
  path: string;
  message: string;
}

/**
 * One error handler: `{ message, issues? }` bodies, 4xx for a caller's mistake, never a stack trace or SQL.
 */
export default fp(
  // `shop`: the live one (modules/settings/shop-profile.ts), so the 503 page names the shop as the owner set it.
  async function errorsPlugin(app: FastifyInstance, { shop }: { shop: { readonly name: string } }) {
    app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
      if (error instanceof AppError) {
        // Every 429 and 503 says when to come back (RFC 9110 10.2.3): the body's retryAfterSeconds, as a header too.
        const retryAfter = error.details?.retryAfterSeconds;
        if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
        reply.status(error.status);
        // A browser refused a page (the shop too busy, plugins/under-pressure.ts) gets the plain unavailable page.
        if (error.kind === 'unavailable' && wantsPage(request)) {
          return reply.type('text/html; charset=utf-8').send(unavailablePage(shop.name, request.id, error.message));
        }
        return reply.send({ message: error.message, ...(error.details ?? {}) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues: IssueOut[] = error.validation.map((issue) => ({
          path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
          message: issue.message ?? 'Invalid value',
        }));
        return reply.status(400).send({ message: firstMessage(issues), issues });
      }
      if (error instanceof ZodError) {
        const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        return reply.status(400).send({ message: firstMessage(issues), issues });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ message: 'Internal Server Error', requestId: request.id });
      }
      // The database is down or the connection was cut: a transaction rolls back with its connection (or, cut after
      // its COMMIT reached the server, is whole), never half done; the pool reconnects by itself.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        if (wantsPage(request)) {
          return reply.type('text/html; charset=utf-8').send(unavailablePage(shop.name, request.id));
        }
        return reply.send({ message: DATABASE_UNAVAILABLE_MESSAGE, requestId: request.id });
      }
      // A number past the database's integer range (an id of 2^31, say): the caller's mistake, not the server's.
      if (databaseErrorCode(error) === NUMERIC_OUT_OF_RANGE) {
        return reply.status(400).send({ message: 'A number in the request is out of range' });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: clientMessage(error, status) });
      }
      request.log.error({ err: error }, 'request failed');
      // The request id lets support find the log line a customer's report is about.
      return reply
        .status(status >= 500 && status < 600 ? status : 500)
        .send({ message: 'Internal Server Error', requestId: request.id });
    });
  },
  { name: 'errors' },
);

/** PostgreSQL's SQLSTATE for a value outside its type's range (integer columns, ids). */
const NUMERIC_OUT_OF_RANGE = '22003';

/** The SQLSTATE of a database error, as the driver gives it or as Drizzle wraps it (`cause`). */
function databaseErrorCode(error: unknown): string | undefined {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  const found = cause?.code ?? code;
  return typeof found === 'string' ? found : undefined;
}

function firstMessage(issues: IssueOut[]): string {
  const first = issues[0];
  return first ? first.message : 'Invalid request';
}

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_REQ_FILE_TOO_LARGE: UPLOAD_MESSAGES.tooLarge,
  FST_FILES_LIMIT: 'Send one file at a time',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data',
};

function clientMessage(error: FastifyError, status: number): string {
  if (error.code && CLIENT_MESSAGES[error.code]) return CLIENT_MESSAGES[error.code] as string;
  if (error.name === 'SyntaxError') return 'Malformed JSON in request body';
  // Fastify's own 4xx messages are safe to show; anything odd falls back to a generic text.
  return error.message && error.message.length < 200 ? error.message : status === 404 ? 'Not found' : 'Bad request';
}
