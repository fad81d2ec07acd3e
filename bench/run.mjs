// npm run bench: starts the built server (production, fresh PGlite data dir) and measures the hot paths with
// autocannon over loopback. Writes bench/last-report.md. Numbers are for comparison between commits on the same
// machine, not absolute figures. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(base) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become ready');
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['build/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const sessionId = randomBytes(16).toString('base64url');
const scenarios = [
  { name: 'GET /api/products', request: { path: '/api/products' } },
  { name: 'GET /api/products/1', request: { path: '/api/products/1' } },
  { name: 'GET /api/cart', request: { path: '/api/cart', headers: { 'x-session-id': sessionId } } },
  { name: 'GET / (SSR)', request: { path: '/' } },
  { name: 'GET /wholesale (SSR)', request: { path: '/wholesale' } },
  { name: 'GET /product/1 (SSR)', request: { path: '/product/1' } },
  { name: 'GET /blog (SSR)', request: { path: '/blog' } },
];

try {
  await waitReady(base);
  const rows = [];
  for (const scenario of scenarios) {
    // Warm up (JIT, caches), then measure.
    await autocannon({ url: base, duration: 2, connections: CONNECTIONS, requests: [scenario.request] });
    const result = await autocannon({
      url: base,
      duration: DURATION,
      connections: CONNECTIONS,
      requests: [scenario.request],
    });
    const row = {
      name: scenario.name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    rows.push(row);
    console.log(
      `${row.name.padEnd(26)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`,
    );
  }
  const report = [
    `# Benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, PGlite, ${CONNECTIONS} connections, ${DURATION} s per scenario, loopback.`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
    '',
  ].join('\n');
  writeFileSync('bench/last-report.md', report);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
