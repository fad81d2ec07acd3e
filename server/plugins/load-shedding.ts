/**
 * Admission control: under more load than the shop can serve it answers 503 with Retry-After at once instead of
 * letting every request wait seconds. At most `maxActive` requests are worked on together; up to `maxQueued` more
 * wait their turn in arrival order, each at most `maxWaitMs`; beyond that the request is refused. The event loop
 * is watched too: a request read after the loop has been busy for more than `maxEventLoopDelayMs` in one turn has
 * waited that long unseen in its socket, and is refused (its client retries; the ones read early are served at
 * once instead of all of them late). Never shed: health
 * checks, metrics, static assets, and PayPal's calls that move money (the webhook and the capture), which must
 * finish even on a busy shop.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface LoadSheddingOptions {
  maxActive: number;
  maxQueued: number;
  maxWaitMs: number;
  maxEventLoopDelayMs: number;
  retryAfterSeconds?: number;
}

export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

const NEVER_SHED = [
  /^\/(healthz|readyz|metrics)(\?|$)/,
  /^\/assets\//,
  /^\/api\/paypal\/webhook(\?|$)/,
  /^\/api\/paypal\/order\/[^/]+\/capture(\?|$)/,
  // Test mode's PayPal stand-in stands for PayPal, another service: its deliberate latency is not the shop's load.
  /^\/__paypal\//,
];

interface Waiter {
  /** true: a slot passed to this request; false: it waited too long or its client left. */
  settle(admitted: boolean): void;
  timer: NodeJS.Timeout;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests worked on and waiting now (for the metrics). */
    admission: { active(): number; queued(): number };
  }
  interface FastifyRequest {
    admitted: boolean;
    waiting: Waiter | null;
  }
}

export default fp(
  async function loadSheddingPlugin(app: FastifyInstance, options: LoadSheddingOptions) {
    const retryAfter = String(options.retryAfterSeconds ?? 2);
    let active = 0;
    const queue: Waiter[] = [];

    const refuse = (reply: FastifyReply) =>
      reply.status(503).header('retry-after', retryAfter).send({ message: BUSY_MESSAGE });

    const leaveQueue = (waiter: Waiter, admitted: boolean) => {
      const index = queue.indexOf(waiter);
      if (index >= 0) queue.splice(index, 1);
      clearTimeout(waiter.timer);
      waiter.settle(admitted);
    };
    // While requests wait, the time between two finishes is how fast the queue moves: a request that would wait
    // longer than `maxWaitMs` at that pace is refused on arrival rather than after waiting for nothing.
    let lastFinish = 0;
    let finishEveryMs = 0;
    const release = () => {
      const next = queue[0];
      if (next) {
        const now = performance.now();
        const interval = now - lastFinish;
        if (lastFinish > 0) finishEveryMs = finishEveryMs > 0 ? finishEveryMs * 0.8 + interval * 0.2 : interval;
        lastFinish = now;
        // The slot of a finished request passes straight to the next waiter (active stays the same).
        leaveQueue(next, true);
      } else {
        lastFinish = 0;
        finishEveryMs = 0;
        active -= 1;
      }
    };
    const expectedWaitMs = () => (queue.length + 1) * finishEveryMs;

    // How long the event loop has been busy in this turn. A request read late in a long turn waited in the socket
    // for all the work before it (requests that run to completion in one turn, as on PGlite, never overlap, so the
    // counts above stay low while the backlog grows in the kernel). The first request of a turn marks its start
    // and a zero timer (run in the next turn's timers phase) ends it, so an idle shop runs no timer at all.
    let turnStart = 0;
    let turnOpen = false;
    const endTurn = () => {
      turnOpen = false;
    };
    const busyForMs = () => {
      const now = performance.now();
      if (!turnOpen) {
        turnOpen = true;
        turnStart = now;
        setTimeout(endTurn, 0).unref();
      }
      return now - turnStart;
    };

    app.decorate('admission', { active: () => active, queued: () => queue.length });
    app.decorateRequest('admitted', false);
    app.decorateRequest('waiting', null);
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (NEVER_SHED.some((pattern) => pattern.test(request.url))) return;
      // The response's end, however it comes: a client that leaves after its request was read gets neither
      // onResponse nor onRequestAbort, and its slot would be lost for good (the shop then refuses everything).
      reply.raw.once('close', () => done(request));
      // A blocked event loop: refused before it takes a place in the queue.
      if (busyForMs() > options.maxEventLoopDelayMs) return refuse(reply);
      if (active < options.maxActive) {
        active += 1;
        request.admitted = true;
        return;
      }
      if (queue.length >= options.maxQueued || expectedWaitMs() > options.maxWaitMs) return refuse(reply);
      const admitted = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          settle: resolve,
          timer: setTimeout(() => leaveQueue(waiter, false), options.maxWaitMs),
        };
        request.waiting = waiter;
        queue.push(waiter);
      });
      request.waiting = null;
      if (!admitted) return refuse(reply);
      request.admitted = true;
    });
    function done(request: FastifyRequest) {
      if (request.waiting) leaveQueue(request.waiting, false);
      if (!request.admitted) return;
      request.admitted = false;
      release();
    }
    app.addHook('onResponse', async (request) => done(request));
    app.addHook('onRequestAbort', async (request) => done(request));
  },
  { name: 'load-shedding' },
);
