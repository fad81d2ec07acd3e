/**
 * Admission control (decision 032): @fastify/under-pressure samples the event loop's mean delay and its utilisation
 * and the V8 heap in use once a second; while one is past its limit, every request is answered 503 "very busy" with
 * Retry-After at once (the error handler gives a browser the unavailable page, a caller the JSON error). Answered
 * even then: routes marked `config.alwaysServe` (health checks, metrics, PayPal's webhook and the capture, which move
 * money that must be recorded, and the PayPal stand-in, which stands for another service) and the built files
 * (`config.asset`). Page renders (`config.pageRender`, the React Router route) are also capped in flight: a render
 * holds its loaders' data and its HTML until sent, so renders waiting on the database pile up in the heap while the
 * loop itself looks idle.
 */
import fastifyUnderPressure from '@fastify/under-pressure';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { routeConfig } from './route-config';

export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';
/** How often under-pressure samples the loop and the heap (its default). */
export const UNDER_PRESSURE_SAMPLE_MS = 1000;
/** Long enough for the next one-second sample to see the shop again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Why a request was refused: under-pressure's name of the limit, or ours for the cap on renders. */
export const SHED_REASONS = ['eventLoopDelay', 'eventLoopUtilization', 'heapUsedBytes', 'pageRenders'] as const;
export type ShedReason = (typeof SHED_REASONS)[number];

export interface UnderPressureOptions {
  maxEventLoopDelayMs: number;
  /** 0: not checked. */
  maxEventLoopUtilization: number;
  maxHeapUsedBytes: number;
  maxPageRenders: number;
  /** How often the loop and the heap are sampled: under-pressure's 1 s, but in this plugin's own tests. */
  sampleIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even while the shop is under pressure. */
    alwaysServe?: boolean;
    /** A server-rendered page: counted against the cap on renders in flight (MAX_PAGE_RENDERS). */
    pageRender?: boolean;
  }
  interface FastifyInstance {
    /** For the metrics: page renders in flight, whether a limit is past now, requests refused since the start. */
    admission: { pageRenders(): number; underPressure(): boolean; shed(): Readonly<Record<ShedReason, number>> };
  }
}

function alwaysServed(request: FastifyRequest): boolean {
  const config = routeConfig(request);
  return config?.alwaysServe === true || config?.asset === true;
}

export default fp(
  async function underPressurePlugin(app: FastifyInstance, options: UnderPressureOptions) {
    const shed = Object.fromEntries(SHED_REASONS.map((reason) => [reason, 0])) as Record<ShedReason, number>;
    const refuse = (reason: ShedReason) => {
      shed[reason] += 1;
      return new AppError('unavailable', BUSY_MESSAGE, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    };

    // The samples taken before the shop is ready and the one after measure its start (every route's schemas are
    // compiled at ready, the loop does not turn for a second or more), not its load: a sample in which the loop never
    // turned reads as an endless delay, and refused the first requests of a shop just started. Samples count from
    // the first one taken wholly after ready.
    const sampleMs = options.sampleIntervalMs ?? UNDER_PRESSURE_SAMPLE_MS;
    let countsFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', (done) => {
      countsFrom = performance.now() + 2 * sampleMs;
      done();
    });
    const underPressure = () => performance.now() >= countsFrom && app.isUnderPressure();

    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxEventLoopUtilization: options.maxEventLoopUtilization,
      // The last sample's utilisation, not the average since the start (which an idle night would dilute).
      eventLoopUtilizationMode: 'interval',
      maxHeapUsedBytes: options.maxHeapUsedBytes,
      sampleInterval: sampleMs,
      // Nothing returned: the request is served as usual. A rejected promise: under-pressure hands its reason to
      // Fastify as the hook's error, so the one error handler answers it (plugins/errors.ts).
      pressureHandler: (request, _reply, type) =>
        alwaysServed(request) || performance.now() < countsFrom
          ? undefined
          : Promise.reject(refuse(type as ShedReason)),
    });

    let pageRenders = 0;
    // A callback hook: an async one costs a promise and a microtask on every request.
    app.addHook('onRequest', (request, reply, done) => {
      if (routeConfig(request)?.pageRender !== true) return done();
      if (pageRenders >= options.maxPageRenders) return done(refuse('pageRenders'));
      pageRenders += 1;
      // The response's end however it comes, a client that left too (it gets no onResponse).
      reply.raw.once('close', () => (pageRenders -= 1));
      done();
    });

    app.decorate('admission', {
      pageRenders: () => pageRenders,
      underPressure,
      shed: () => shed,
    });
  },
  { name: 'under-pressure', dependencies: ['errors'] },
);
