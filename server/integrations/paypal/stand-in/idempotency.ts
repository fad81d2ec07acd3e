/**
 * Idempotency choices PayPal leaves open: a PayPal-Request-Id is scoped to one endpoint (and one order for
 * capture); a repeat with the same body replays the stored status and body (201 becomes 200, errors replay as
 * they were); a repeat with another body is 422 DUPLICATE_REQUEST_ID; a repeat while the first still runs is 409.
 * Keys are kept for the stand-in's lifetime (PayPal keeps them 6 hours).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { paypalError } from './paypal-errors';
import type { StandInState } from './state';

export interface IdempotentResult {
  status: number;
  body: unknown;
  /** Runs once the answer is sent (or dropped): webhooks follow the answer, as at PayPal. */
  afterCommit?: () => void;
}

/**
 * Runs `work` once per (scope, PayPal-Request-Id): a repeat with the same body replays the stored answer as 200,
 * a different body is refused, and a repeat while the first still runs is a 409 (PayPal "might fail the second").
 */
export async function idempotent(
  state: StandInState,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  fingerprint: string,
  work: () => Promise<IdempotentResult>,
) {
  const requestId = request.headers['paypal-request-id'];
  if (typeof requestId !== 'string' || requestId.length === 0) {
    const result = await work();
    reply.status(result.status).send(result.body);
    result.afterCommit?.();
    return reply;
  }
  const key = `${scope}:${requestId}`;
  const existing = state.idempotency.get(key);
  if (existing) {
    if (existing.inFlight) return paypalError(reply, 409, 'RESOURCE_CONFLICT', [{ issue: 'REQUEST_IN_PROGRESS' }]);
    if (existing.fingerprint !== fingerprint) {
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', [
        {
          issue: 'DUPLICATE_REQUEST_ID',
          description: 'The PayPal-Request-Id was already used with another request.',
        },
      ]);
    }
    return reply.status(existing.status === 201 ? 200 : existing.status).send(existing.body);
  }
  state.idempotency.set(key, { fingerprint, status: 0, body: null, storedAt: Date.now(), inFlight: true });
  try {
    const result = await work();
    state.idempotency.set(key, {
      fingerprint,
      status: result.status,
      body: result.body,
      storedAt: Date.now(),
      inFlight: false,
    });
    // Test-only fault: the capture is committed, then the connection drops before the answer.
    if (state.faults.dropAfterCommitNext && scope.startsWith('capture')) {
      state.faults.dropAfterCommitNext = false;
      reply.hijack();
      reply.raw.destroy();
      result.afterCommit?.();
      return reply;
    }
    // Test-only fault: the capture is committed, then the answer waits (the caller may be gone when it comes).
    const hold = scope.startsWith('capture') ? state.faults.holdAnswerAfterCommitMs : 0;
    if (hold > 0) {
      state.faults.holdAnswerAfterCommitMs = 0;
      await new Promise((resolve) => setTimeout(resolve, hold));
    }
    reply.status(result.status).send(result.body);
    result.afterCommit?.();
    return reply;
  } catch (error) {
    state.idempotency.delete(key);
    throw error;
  }
}
