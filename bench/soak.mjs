// npm run bench:soak [-- --pg]: the soak. Runs the built shop and the PayPal stand-in as their own
// processes (production, test mode, loopback), sends SOAK_SECONDS of mixed traffic from SOAK_USERS virtual users
// (bench/soak-traffic.mjs: pages, API reads, cart writes, checkouts paid through the stand-in), samples the shop's
// RSS, open file descriptors, active handles and heap every SOAK_SAMPLE_SECONDS, judges errors and flatness
// (bench/soak-report.mjs), prints PASS/FAIL per criterion, writes bench/soak-report.md and exits 1 on a FAIL.
// Needs `npm run build` first (it runs a copy of the build).
//
//   --pg                     PostgreSQL: a fresh database on SOAK_DATABASE_URL's server (default
//                            postgres://postgres@127.0.0.1:5432/postgres), dropped at the end; PGlite otherwise
//   SOAK_SECONDS=600         seconds of traffic
//   SOAK_USERS=8             virtual users (each one visit after another, think time between requests)
//   SOAK_THINK_MS=100-500    think time between a visit's steps (random in the range)
//   SOAK_CHECKOUT_SHARE=0.2  share of visits that pay for their cart
//   SOAK_SAMPLE_SECONDS=10   sampling period
//   SOAK_BUILD_DIR=build     the build to run (a copy taken under a lock, say)
// The shop's own variables pass through (PRESSURE_MAX_EVENT_LOOP_DELAY_MS, say, on a machine busy with other work).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import { judge, printVerdicts, writeSoakReport } from './soak-report.mjs';
import { createCounters, loadCatalogue, runVirtualUsers } from './soak-traffic.mjs';
import { createDatabase, freePort, prepareShopRoot, processStats, serveEnv, serveNodeFlags } from './servers.mjs';

const usePg = process.argv.includes('--pg');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const USERS = Number(process.env.SOAK_USERS ?? 8);
const THINK_MS = (process.env.SOAK_THINK_MS ?? '100-500').split('-').map(Number);
const CHECKOUT_SHARE = Number(process.env.SOAK_CHECKOUT_SHARE ?? 0.2);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const STOCK = 1_000_000;
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const ADMIN = {
  username: 'soak-admin',
  email: 'soak-admin@pinshop.example',
  password: randomBytes(18).toString('base64url'),
  totpSecret: new OTPAuth.Secret({ size: 20 }).base32,
};
const ADMIN_ADDRESS = '10.255.255.1';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `node [nodeFlags] script` in production on 127.0.0.1 with `env`; its output kept (the last 20 000 characters). */
function spawnServer(name, script, cwd, env, nodeFlags = []) {
  let output = '';
  const errorLines = [];
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
    // pino's error (50) and fatal (60) lines
    for (const line of String(chunk).split('\n')) if (/"level":[56]\d/.test(line)) errorLines.push(line.slice(0, 500));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
  return {
    name,
    pid: child.pid,
    output: () => output,
    errorLines,
    exited: () => exited,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** Waits until `url` answers (with 200 when `needOk`), or throws with the process's output. */
async function waitAnswering(server, url, needOk) {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline && !server.exited()) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!needOk || response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${server.name} did not start (${server.exited() ? 'exited' : 'timed out'}):\n${server.output()}`);
}

/** Signs the admin in once (password and TOTP: the sign-in limit is 20 per 15 minutes) and gives its cookie. */
async function adminCookie(base) {
  const otp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(ADMIN.totpSecret) }).generate();
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ADMIN_ADDRESS },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password, otp }),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Stocks every product the soak buys with STOCK pins (the admin's inline stock edit), so none runs out. */
async function restock(base, cookie, ids) {
  const products = await (await fetch(`${base}/api/products`)).json();
  const list = Array.isArray(products) ? products : products.products;
  for (const product of list.filter((row) => ids.includes(row.id))) {
    const response = await fetch(`${base}/api/products/${product.id}/stock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': ADMIN_ADDRESS },
      body: JSON.stringify({ stockQuantity: STOCK, expected: product.stockQuantity }),
    });
    if (!response.ok) throw new Error(`restocking product ${product.id}: ${response.status} ${await response.text()}`);
  }
}

/** The value of a Prometheus series (the sum over series whose labels contain every part of `labels`). */
function metric(text, name, ...labels) {
  let sum = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.startsWith(`${name}{`) ? line.slice(name.length, line.lastIndexOf('}') + 1) : '';
    if (!labels.every((label) => labelText.includes(label))) continue;
    sum = (sum ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

/** What /metrics says of requests: server errors, and webhook deliveries by whether the shop took them. */
function serverCounts(text) {
  let webhooksOk = 0;
  let webhooksRefused = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith('pinshop_http_requests_total{') || !line.includes('webhook')) continue;
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (/status="2\d\d"/.test(line)) webhooksOk += count;
    else webhooksRefused += count;
  }
  return { serverErrors: metric(text, 'pinshop_http_server_errors_total') ?? 0, webhooksOk, webhooksRefused };
}

async function sample(shop, standIn, base, counters, startedAt) {
  const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = metrics.ok ? await metrics.text() : '';
  const heap = metric(text, 'pinshop_nodejs_heap_size_used_bytes');
  const external = metric(text, 'pinshop_nodejs_external_memory_bytes');
  return {
    t: Math.round((performance.now() - startedAt) / 1000),
    rssMb: (await processStats(shop.pid)).rssMb,
    fds: readdirSync(`/proc/${shop.pid}/fd`).length,
    handles: metric(text, 'pinshop_nodejs_active_handles_total'),
    heapMb: heap == null ? null : Math.round(heap / 1024 / 1024),
    externalMb: external == null ? null : Math.round(external / 1024 / 1024),
    outboxPending: metric(text, 'pinshop_outbox_messages', 'status="pending"') ?? (text ? 0 : null),
    standInRssMb: (await processStats(standIn.pid)).rssMb,
    ...counters.totals(),
    ...serverCounts(text),
  };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'pinshop-soak-'));
const servers = [];
let database;
let failed = false;
try {
  const entry = prepareShopRoot(path.join(tmp, 'shop'), process.env.SOAK_BUILD_DIR);
  const shopRoot = path.join(tmp, 'shop');
  if (usePg) {
    database = await createDatabase(process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  }
  const [shopPort, payPalPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${shopPort}`;
  const payPalUrl = `http://127.0.0.1:${payPalPort}`;
  // Test mode: no PAYPAL_* credentials; the stand-in reads the same DATA_DIR for the same generated credentials.
  const common = {
    DATA_DIR: path.join(tmp, 'data'),
    PUBLIC_URL: base,
    PAYPAL_CLIENT_ID: '',
    PAYPAL_CLIENT_SECRET: '',
    PAYPAL_ENV: '',
    PAYPAL_STAND_IN_FAULTS: '0',
    ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
  };
  const standIn = spawnServer('PayPal stand-in', path.join(path.dirname(entry), 'paypal-stand-in.js'), shopRoot, {
    ...common,
    PORT: String(payPalPort),
  });
  servers.push(standIn);
  await waitAnswering(standIn, `${payPalUrl}/checkoutnow`, false);
  const shop = spawnServer(
    'shop',
    entry,
    shopRoot,
    {
      ...serveEnv(),
      ...common,
      PORT: String(shopPort),
      PAYPAL_STAND_IN_URL: payPalUrl,
      // Every visit is a buyer of its own address (X-Forwarded-For), so the per-address limits see buyers, not the soak.
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: ADMIN.totpSecret,
    },
    serveNodeFlags(),
  );
  servers.push(shop);
  await waitAnswering(shop, `${base}/readyz`, true);

  const catalogue = await loadCatalogue(base);
  const cookie = await adminCookie(base);
  await restock(base, cookie, catalogue.buy);
  console.log(
    `soak: ${SECONDS} s, ${USERS} virtual users, ${catalogue.browse.length} products (${catalogue.buy.length} bought, ` +
      `stocked with ${STOCK}), ${usePg ? 'PostgreSQL' : 'PGlite'}; shop pid ${shop.pid}, stand-in pid ${standIn.pid}`,
  );

  const loadAtStart = os.loadavg();
  const counters = createCounters();
  const startedAt = performance.now();
  const samples = [await sample(shop, standIn, base, counters, startedAt)];
  const traffic = runVirtualUsers(counters, base, catalogue, {
    users: USERS,
    until: startedAt + SECONDS * 1000,
    thinkMs: THINK_MS,
    checkoutShare: CHECKOUT_SHARE,
  });
  let trafficDone = false;
  void traffic.finally(() => (trafficDone = true));
  // The admin at work beside the buyers: its orders list at every sample (one session for the whole soak).
  while (!trafficDone) {
    const next = startedAt + samples.length * SAMPLE_SECONDS * 1000;
    while (!trafficDone && performance.now() < next) await sleep(Math.min(250, next - performance.now()));
    if (trafficDone) break;
    const asked = performance.now();
    const orders = await fetch(`${base}/api/admin/orders?limit=20`, {
      headers: { cookie, 'x-forwarded-for': ADMIN_ADDRESS },
    });
    const body = await orders.text();
    const detail = `GET /api/admin/orders: ${orders.status} ${body.slice(0, 200)}`;
    counters.record(
      'admin GET /api/admin/orders',
      orders.ok,
      performance.now() - asked,
      detail,
      `status ${orders.status}`,
    );
    const row = await sample(shop, standIn, base, counters, startedAt);
    samples.push(row);
    console.log(
      `t=${String(row.t).padStart(4)} s  RSS ${row.rssMb} MB  heap ${row.heapMb} MB  fds ${row.fds}  handles ` +
        `${row.handles}  ok ${row.ok}  errors ${row.failed}  checkouts ${row.checkouts}  stand-in RSS ${row.standInRssMb} MB`,
    );
  }
  await traffic;
  await sleep(3000); // the last captures' webhooks
  const end = await sample(shop, standIn, base, counters, startedAt);

  const result = judge({ samples, end, counters, logErrors: shop.errorLines });
  printVerdicts(result);
  const file = path.join(import.meta.dirname, 'soak-report.md');
  writeSoakReport(file, {
    result,
    samples,
    end,
    counters,
    logErrors: shop.errorLines,
    config: {
      // the shop's own settings given to this run (admission control, say), named in the report
      overrides: Object.entries(process.env).filter(([name]) => /^(MAX_|PRESSURE_|RECONCILE_)/.test(name)),
      loadAverage: [loadAtStart, os.loadavg()],
      seconds: SECONDS,
      users: USERS,
      thinkMs: THINK_MS,
      checkoutShare: CHECKOUT_SHARE,
      usePg,
      catalogue,
    },
  });
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
  failed = !result.pass;
  if (shop.exited()) throw new Error(`the shop exited during the soak:\n${shop.output()}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const server of servers.reverse()) await server.stop();
  await database?.drop();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
