// One measurement: autocannon against a server, with the server's own CPU time and memory from /proc around the
// measured window (the warm-up is not counted).
import autocannon from 'autocannon';
import { processStats } from './servers.mjs';

/** p-th percentile of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server is quiet (at most 20 ms of CPU in 100 ms, or 5 s): autocannon stops with requests still in
 * flight, and their work must not land in the next measured window.
 */
export async function settle(pid) {
  const started = performance.now();
  let last = (await processStats(pid)).cpuMs;
  while (performance.now() - started < 5000) {
    await sleep(100);
    const now = (await processStats(pid)).cpuMs;
    if (now - last <= 20) return;
    last = now;
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    options.onInstance?.(instance);
  });
}

/**
 * `scenario.request` (an autocannon request) against `server` at `connections`: a warm-up, then `seconds` measured.
 * @returns row: served req/s (2xx), p50/p99 (ms, every answer), errors (connection errors), non2xx, time-outs, CPU ms
 *   per request served (utime+stime of the server over the window / 2xx answers), the server's RSS after (MB).
 */
export async function measure(server, scenario, { seconds, warmupSeconds, connections }) {
  // An array of requests: each connection goes through them in turn (a mixed run).
  const requests = Array.isArray(scenario.request) ? scenario.request : [scenario.request];
  const common = { url: server.base, connections, requests, timeout: 10 };
  await settle(server.pid);
  if (warmupSeconds > 0) await cannon({ ...common, duration: warmupSeconds });
  await settle(server.pid);
  const before = await processStats(server.pid);
  const started = performance.now();
  const result = await cannon({ ...common, duration: seconds });
  const elapsed = (performance.now() - started) / 1000;
  const after = await processStats(server.pid);
  const served = result['2xx'];
  return {
    server: server.name,
    name: scenario.name,
    connections,
    seconds,
    rps: Math.round(served / elapsed),
    p50: result.latency.p50,
    p99: result.latency.p99,
    served,
    non2xx: result.non2xx,
    // autocannon counts time-outs among its errors; here they are apart.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    cpuMsPerRequest: served > 0 ? round((after.cpuMs - before.cpuMs) / served, 3) : null,
    rssMb: after.rssMb,
  };
}

/**
 * More connections than the shop serves in time: it should shed (503 + Retry-After) rather than queue for seconds.
 * @returns row: served req/s, p50/p99 of the 2xx answers only, shed (503), errors (other answers and connection
 *   errors), time-outs.
 */
export async function overload(server, scenario, { seconds, connections }) {
  const served = [];
  let shed = 0;
  let other = 0;
  await settle(server.pid);
  const started = performance.now();
  const result = await cannon({
    url: server.base,
    duration: seconds,
    connections,
    timeout: 10,
    requests: [scenario.request],
    onInstance(instance) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) served.push(responseTime);
        else if (statusCode === 503) shed += 1;
        else other += 1;
      });
    },
  });
  const elapsed = (performance.now() - started) / 1000;
  served.sort((a, b) => a - b);
  return {
    name: scenario.name,
    connections,
    seconds,
    servedPerSecond: Math.round(served.length / elapsed),
    p50: Math.round(percentile(served, 50)),
    p99: Math.round(percentile(served, 99)),
    shed,
    errors: other + result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

export function round(value, digits = 2) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
