/**
 * Admission control: under more load than the shop can serve it answers 503 with Retry-After at once instead of
 * letting every request wait seconds. At most `maxActive` requests are worked on together; up to `maxQueued` more
 * wait their turn in arrival order, each at most `maxWaitMs`; beyond that the request is refused. The event loop
 * is watched too: while its delay is above `maxEventLoopDelayMs`, new requests are refused. Never shed: health
 * checks, metrics, static assets, and PayPal's calls that move money (the webhook and the capture), which must
 * finish even on a busy shop.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
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

/**
 * Below this many requests in progress the event loop's delay is not the shop's own load (another process took the
 * CPU, a long query ran): nothing is refused for it.
 */
const BUSY_FROM_ACTIVE = 8;

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
    const release = () => {
      const next = queue[0];
      // The slot of a finished request passes straight to the next waiter (active stays the same).
      if (next) leaveQueue(next, true);
      else active -= 1;
    };

    // The event loop's mean delay over the last half second (what a new request would wait before it is read).
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    let eventLoopDelayMs = 0;
    const sampler = setInterval(() => {
      eventLoopDelayMs = Math.max(0, histogram.mean / 1e6 - 10);
      histogram.reset();
    }, 500);
    sampler.unref();
    app.addHook('onClose', async () => {
      clearInterval(sampler);
      histogram.disable();
    });

    app.decorate('admission', { active: () => active, queued: () => queue.length });
    app.decorateRequest('admitted', false);
    app.decorateRequest('waiting', null);
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (NEVER_SHED.some((pattern) => pattern.test(request.url))) return;
      // A blocked event loop: refused before it takes a place in the queue.
      if (active >= BUSY_FROM_ACTIVE && eventLoopDelayMs > options.maxEventLoopDelayMs) return refuse(reply);
      if (active < options.maxActive) {
        active += 1;
        request.admitted = true;
        return;
      }
      if (queue.length >= options.maxQueued) return refuse(reply);
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
    const done = async (request: FastifyRequest) => {
      if (request.waiting) leaveQueue(request.waiting, false);
      if (!request.admitted) return;
      request.admitted = false;
      release();
    };
    app.addHook('onResponse', done);
    app.addHook('onRequestAbort', done);
  },
  { name: 'load-shedding' },
);
