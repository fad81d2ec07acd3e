/**
 * Admission control: under more load than the shop can serve it answers 503 with Retry-After at once instead of
 * letting every request wait seconds. At most `maxActive` requests are worked on together; up to `maxQueued` more
 * wait their turn in arrival order, each at most `maxWaitMs`; beyond that the request is refused. The event loop
 * is watched too: a request read after the loop has been busy for more than `maxEventLoopDelayMs` in one turn has
 * waited that long unseen in its socket, and is refused (its client retries; the ones read early are served at
 * once instead of all of them late). And at most `maxStartsPerTurn` requests start in one turn; the rest wait in the
 * queue for the next turns: a turn that works through every request read in it (on PGlite a request runs to the end
 * on the loop) keeps the loop from coming back to the listening socket, which takes one new connection per turn, so
 * under a burst new clients waited seconds unseen in the kernel's accept queue. Routes answered from memory
 * (`config.fromMemory`: the catalogue, written out in the turn it is read) take a place but no start of the turn's
 * few, and do not wait behind the queue: a count of 8 held the catalogue API to ~70 % of a core. Never shed: health checks, metrics, static assets, and PayPal's calls that move money
 * (the webhook and the capture), which must finish even on a busy shop.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { routeConfig } from './route-config';

export interface LoadSheddingOptions {
  maxActive: number;
  maxQueued: number;
  maxWaitMs: number;
  maxEventLoopDelayMs: number;
  maxStartsPerTurn: number;
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
/** The patterns above as one expression: one test per request instead of a closure and five. */
const NEVER_SHED_ANY = new RegExp(NEVER_SHED.map((pattern) => `(?:${pattern.source})`).join('|'));

interface Waiter {
  /** true: a slot passed to this request; false: it waited too long or its client left. */
  settle(admitted: boolean): void;
  timer: NodeJS.Timeout;
  request: FastifyRequest;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests worked on and waiting now (for the metrics). */
    admission: { active(): number; queued(): number };
  }
  interface FastifyContextConfig {
    /**
     * The answer is written from memory in the turn the request is read (no database, no rendering left for later
     * in the turn): admitted whenever a place is free, outside the per-turn start limit.
     */
    fromMemory?: boolean;
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
    // While requests wait, the time between two departures from the queue is how fast it moves: a request that would
    // wait longer than `maxWaitMs` at that pace is refused on arrival rather than after waiting for nothing.
    let lastDeparture = 0;
    let departEveryMs = 0;
    const expectedWaitMs = () => (queue.length + 1) * departEveryMs;

    // One turn of the event loop: the first request of a turn marks its start and a zero timer (run in the next
    // turn's timers phase) ends it, so an idle shop runs no timer at all. How long the loop has been busy in this
    // turn: a request read late in a long turn waited in its socket for all the work before it (requests that run to
    // completion in one turn, as on PGlite, never overlap, so the counts stay low while the backlog grows in the
    // kernel).
    let turnStart = 0;
    let turnOpen = false;
    let startedThisTurn = 0;
    const openTurn = (now: number) => {
      if (turnOpen) return;
      turnOpen = true;
      turnStart = now;
      startedThisTurn = 0;
      setTimeout(endTurn, 0).unref();
    };
    const busyForMs = () => {
      const now = performance.now();
      openTurn(now);
      return now - turnStart;
    };
    const mayStart = () => active < options.maxActive && startedThisTurn < options.maxStartsPerTurn;
    /** Whether the request takes no start of the turn's few (fromMemory), only a place. */
    const startsLight = (request: FastifyRequest) => routeConfig(request)?.fromMemory === true;
    /** Passes free places to the requests waiting longest, as far as this turn's starts allow (light ones need none). */
    const admitWaiters = () => {
      while (queue.length > 0) {
        const now = performance.now();
        openTurn(now);
        const next = queue[0]!;
        const light = startsLight(next.request);
        if (light ? active >= options.maxActive : !mayStart()) return;
        if (lastDeparture > 0) {
          const interval = now - lastDeparture;
          departEveryMs = departEveryMs > 0 ? departEveryMs * 0.8 + interval * 0.2 : interval;
        }
        lastDeparture = now;
        active += 1;
        if (!light) startedThisTurn += 1;
        // Counted from now: a client that leaves before its request resumes still gives the place back.
        next.request.admitted = true;
        leaveQueue(next, true);
      }
    };
    function endTurn() {
      turnOpen = false;
      admitWaiters();
    }
    const release = () => {
      active -= 1;
      if (queue.length === 0) {
        // A place free and nobody waiting: the queue's pace starts again with the next wait.
        lastDeparture = 0;
        departEveryMs = 0;
      }
      admitWaiters();
    };

    app.decorate('admission', { active: () => active, queued: () => queue.length });
    app.decorateRequest('admitted', false);
    app.decorateRequest('waiting', null);
    const waitForTurn = (request: FastifyRequest) =>
      new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          settle: resolve,
          timer: setTimeout(() => leaveQueue(waiter, false), options.maxWaitMs),
          request,
        };
        request.waiting = waiter;
        queue.push(waiter);
      });
    // A callback hook: an async one costs a promise and a microtask on every request, and only the few that wait
    // need one. A refused request is answered here and the chain goes no further (`next` is not called).
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction) => {
      if (NEVER_SHED_ANY.test(request.url)) return next();
      // The response's end, however it comes: a client that leaves after its request was read gets neither
      // onResponse nor onRequestAbort, and its slot would be lost for good (the shop then refuses everything).
      reply.raw.once('close', () => done(request));
      // A blocked event loop: refused before it takes a place in the queue.
      if (busyForMs() > options.maxEventLoopDelayMs) return void refuse(reply);
      const light = startsLight(request);
      const admit = light ? active < options.maxActive : queue.length === 0 && mayStart();
      if (admit) {
        active += 1;
        if (!light) startedThisTurn += 1;
        request.admitted = true;
        return next();
      }
      if (queue.length >= options.maxQueued || expectedWaitMs() > options.maxWaitMs) return void refuse(reply);
      void waitForTurn(request).then((admitted) => {
        request.waiting = null;
        if (admitted) next();
        else refuse(reply);
      });
    });
    function done(request: FastifyRequest) {
      if (request.waiting && !request.admitted) leaveQueue(request.waiting, false);
      if (!request.admitted) return;
      request.admitted = false;
      release();
    }
    app.addHook('onResponse', (request, _reply, next) => {
      done(request);
      next();
    });
    app.addHook('onRequestAbort', (request, next) => {
      done(request);
      next();
    });
  },
  { name: 'load-shedding' },
);
