import type { FastifyReply } from 'fastify';
import { paypalError } from './paypal-errors';
import type { CaptureMode, StandInState } from './state';

/** The body of POST /__test/faults: each field given replaces the current switch. */
export type FaultsRequest = Partial<{
  nextCaptureMode: CaptureMode;
  failNext: { status: 500 | 503; count?: number } | null;
  dropAfterCommitNext: boolean;
  holdAnswerAfterCommitMs: number;
  latencyMs: number;
}>;

export function setFaults(state: StandInState, body: FaultsRequest) {
  if (body.nextCaptureMode) state.faults.nextCaptureMode = body.nextCaptureMode;
  if (body.failNext !== undefined) {
    state.faults.failNext = body.failNext ? { status: body.failNext.status, count: body.failNext.count ?? 1 } : null;
  }
  if (body.dropAfterCommitNext !== undefined) state.faults.dropAfterCommitNext = body.dropAfterCommitNext;
  if (body.holdAnswerAfterCommitMs !== undefined) state.faults.holdAnswerAfterCommitMs = body.holdAnswerAfterCommitMs;
  if (body.latencyMs !== undefined) state.faults.latencyMs = body.latencyMs;
  return state.faults;
}

/**
 * Applies the latency and failNext switches to a create, capture or refund call: waits `latencyMs`, then answers the
 * asked-for 500/503 instead of doing the work. True when it answered (the handler returns the reply).
 */
export async function injectedFault(state: StandInState, reply: FastifyReply): Promise<boolean> {
  if (state.faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.faults.latencyMs));
  const fail = state.faults.failNext;
  if (fail && fail.count > 0) {
    fail.count -= 1;
    if (fail.count === 0) state.faults.failNext = null;
    paypalError(reply, fail.status, fail.status === 500 ? 'INTERNAL_SERVER_ERROR' : 'SERVICE_UNAVAILABLE');
    return true;
  }
  return false;
}
