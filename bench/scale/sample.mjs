// The scale bench's measuring tools: an admin's request timed many times (p50/p95), shoppers' pages under steady
// load the whole while (their p99 per phase), and the shop's memory and event loop.
import autocannon from 'autocannon';
import { percentile } from '../measure.mjs';

/** p-th percentile of numbers in any order (null when there are none). */
function percentileOf(values, p) {
  return values.length === 0
    ? null
    : percentile(
        [...values].sort((a, b) => a - b),
        p,
      );
}

const round = (ms) => Math.round(ms * 10) / 10;

/**
 * `requestPath` as the admin asks it, `times` times with `concurrency` at once after a few warm-ups.
 * @returns {{ p50: number, p95: number, max: number, bytes: number, times: number }}
 */
export async function timeAdminRequest(admin, requestPath, { times = 40, concurrency = 2, warmups = 3 } = {}) {
  let bytes = 0;
  const once = async () => {
    const started = performance.now();
    const response = await admin.call('GET', requestPath);
    const body = await response.arrayBuffer();
    if (!response.ok) {
      throw new Error(`GET ${requestPath}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
    }
    bytes = body.byteLength;
    return performance.now() - started;
  };
  for (let i = 0; i < warmups; i += 1) await once();
  const samples = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < times) {
        next += 1;
        samples.push(await once());
      }
    }),
  );
  return {
    p50: round(percentileOf(samples, 50)),
    p95: round(percentileOf(samples, 95)),
    max: round(Math.max(...samples)),
    bytes,
    times,
  };
}

/**
 * Shoppers browsing `paths` at `connections`, `overallRate` pages a second in all, until stopped; `phase(name)` starts a new tally, so each phase of the
 * bench gets the shoppers' p99 while it ran.
 */
export function shoppers(base, paths, connections, overallRate) {
  const phases = new Map();
  let current = { latencies: [], non2xx: 0 };
  phases.set('warm-up', current);
  const instance = autocannon({
    url: base,
    connections,
    overallRate,
    duration: 3600,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 400) current.latencies.push(responseTime);
    else current.non2xx += 1;
  });
  return {
    phase(name) {
      current = { latencies: [], non2xx: 0 };
      phases.set(name, current);
    },
    async stop() {
      const done = new Promise((resolve) => instance.once('done', resolve));
      instance.stop();
      await done;
      return [...phases]
        .filter(([name]) => name !== 'warm-up')
        .map(([name, tally]) => ({
          phase: name,
          requests: tally.latencies.length,
          p50: percentileOf(tally.latencies, 50),
          p99: percentileOf(tally.latencies, 99),
          non2xx: tally.non2xx,
        }));
    },
  };
}

/** Samples `sample()` every `everyMs` until stopped: the values with their time from the start. */
export function sampler(sample, everyMs) {
  const started = performance.now();
  const values = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      values.push({ atMs: Math.round(performance.now() - started), ...(await sample()) });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return values;
    },
  };
}
