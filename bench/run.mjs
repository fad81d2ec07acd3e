// npm run bench [-- --pg]: the shop against reference servers in the same run, on the same database.
// Starts a bare Fastify hello, a Fastify + Drizzle reference (20-row list, one-row insert), a React Router 7 skeleton
// page and the built shop, each its own process; measures throughput, latency, errors, server CPU per request and
// memory from /proc, the shop's cold start, the overload behaviour, JS bytes per page and Lighthouse; prints each
// ratio beside its target and writes bench/report-pglite.json or bench/report-postgresql.json and bench/report.md (the
// latest run on each database). A benchmark, not a test: it exits 0
// unless something crashed. Needs `npm run build` first (it runs a copy of build/).
//
//   --pg                   PostgreSQL: a fresh database on BENCH_DATABASE_URL's server (default
//                          postgres://postgres@127.0.0.1:5432/postgres), dropped at the end; PGlite otherwise
//   BENCH_SECONDS=10       measured seconds per scenario (3 s warm-up, less when BENCH_SECONDS is smaller)
//   BENCH_CONNECTIONS=50   autocannon connections
//   BENCH_LIGHTHOUSE=0     skips Lighthouse (slow); BENCH_LIGHTHOUSE_RUNS=5 runs per page (median)
//   BENCH_BUILD_DIR=build  the build to run (a copy taken under a lock, say)
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, overload, settle } from './measure.mjs';
import { adminEnv, adminSession, customerSession, heavyMoments } from './workloads.mjs';
import { writeReport } from './report.mjs';
import {
  buildSkeleton,
  createDatabase,
  prepareShopRoot,
  processStats,
  serveEnv,
  serveNodeFlags,
  startServer,
} from './servers.mjs';

const usePg = process.argv.includes('--pg');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Math.min(3, SECONDS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OVERLOAD_CONNECTIONS = [50, 200];
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PAGE_RUNS = 3;
const SIGNED_IN_PAGES = ['/', '/product/1'];
/** A signed-in customer's page the render cache cannot serve (a query it does not know): React's render of a page. */
const FRESH_PAGE = '/?bench=fresh';
/** The home page from a campaign e-mail's link (core/utm.ts): the page kept for / (decision 052). */
const CAMPAIGN_PAGE = '/?utm_source=email&utm_medium=email&utm_campaign=campaign-1';
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 40);
const BLOG_POST = '/blog/2025-pin-collection-launch';
const IDLE_WINDOW_MS = 10_000;
const here = import.meta.dirname;
const reference = (file) => path.join(here, 'reference', file);

/** A module another part of the bench provides, or null when it is not there (the report says "not measured"). */
/**
 * The server's CPU over 10 s without a request (after a settle): its timers, pollers and garbage collector. A server
 * that keeps a core busy while idle (V8's --memory-balancer did, minutes after traffic) steals from every other figure.
 */
async function idleCpu(pid) {
  await settle(pid);
  const before = await processStats(pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
  const after = await processStats(pid);
  return {
    windowMs: IDLE_WINDOW_MS,
    percentOfCore: Math.round(((after.cpuMs - before.cpuMs) / IDLE_WINDOW_MS) * 1000) / 10,
  };
}

async function optionalModule(file) {
  try {
    return await import(new URL(file, import.meta.url).href);
  } catch (error) {
    if (error.code === 'ERR_MODULE_NOT_FOUND' && error.message.includes(file.slice(2))) return null;
    throw error;
  }
}

const METRICS_TOKEN = randomBytes(24).toString('hex');
/** The longest event-loop stall since the last read (prom-client's monitorEventLoopDelay, reset by each scrape). */
async function eventLoopMaxMs(server) {
  const response = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const line = /^(?:pinshop_)?nodejs_eventloop_lag_max_seconds\s+([\d.e+-]+)/m.exec(text);
  if (!line) throw new Error(`/metrics has no nodejs_eventloop_lag_max_seconds (${response.status})`);
  return Math.round(Number(line[1]) * 1000);
}

const newSessionId = () => randomBytes(16).toString('base64url');
// A new buyer per request: its own cart, and its own address (X-Forwarded-For, the shop trusts the proxy here) so
// the per-address limit on cart writes does not answer 429 to a benchmark that stands for many buyers.
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const postJson = (requestPath, body) => ({
  method: 'POST',
  path: requestPath,
  setupRequest: (request) => ({
    ...request,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify(body()),
  }),
});

/** A cart write of a new buyer each request: no X-Session-Id, so the shop starts a cart (and issues its id). */
const cartWrite = (productId) => postJson('/api/cart', () => ({ productId, quantity: 1 }));

function log(row) {
  const cpu = row.cpuMsPerRequest == null ? 'n/a' : row.cpuMsPerRequest;
  console.log(
    `${`${row.server} ${row.name}`.padEnd(34)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ` +
      `${row.p99} ms  non-2xx ${row.non2xx}  errors ${row.errors}  time-outs ${row.timeouts}  CPU ${cpu} ms/req  ` +
      `RSS ${row.rssMb} MB`,
  );
}

const loadAtStart = os.loadavg();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pinshop-bench-'));
const servers = [];
let database;
let skeletonBuild;
try {
  const shopEntry = prepareShopRoot(path.join(tmp, 'shop'), process.env.BENCH_BUILD_DIR);
  if (usePg) {
    database = await createDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  }
  console.log(`building the React Router skeleton (bench/reference/rr7)`);
  skeletonBuild = await buildSkeleton();

  // The shop first, on a quiet machine: its cold start on new data.
  const dbEnv = (dir) => (database ? { DATABASE_URL: database.url, DATA_DIR: dir } : { DATA_DIR: dir });
  const shopOptions = {
    name: 'shop',
    script: shopEntry,
    nodeFlags: serveNodeFlags(),
    cwd: path.join(tmp, 'shop'),
    env: {
      ...serveEnv(),
      ...dbEnv(path.join(tmp, 'shop-data')),
      ...adminEnv(),
      TRUST_PROXY: 'true',
      METRICS_TOKEN,
    },
  };
  // PGlite: the first start of a build on this machine makes the prepared template (initdb, migrations, demo data;
  // decision 017: once per build here, since this copy of build/ keys it by its compiled seed code). Every new data
  // dir after that copies the template: that is the cold start the target is about, timed next; the first is reported.
  let templateStartMs;
  if (!database) {
    const first = await startServer({ ...shopOptions, env: { ...shopOptions.env, DATA_DIR: path.join(tmp, 'first') } });
    templateStartMs = first.startMs;
    await first.stop();
    console.log(`shop first start of this build to /readyz: ${templateStartMs} ms (PGlite, makes the template)`);
  }
  const shop = await startServer(shopOptions);
  servers.push(shop);
  console.log(`shop cold start to /readyz: ${shop.startMs} ms (${usePg ? 'PostgreSQL' : 'PGlite'}, new data)`);
  const idle = await processStats(shop.pid);
  // The catalogue's bytes for the hello's /bytes: a bare server sending the same body.
  const catalogueFile = path.join(tmp, 'catalogue.json');
  writeFileSync(catalogueFile, Buffer.from(await (await fetch(`${shop.base}/api/products`)).arrayBuffer()));
  const refs = {
    hello: await startServer({
      name: 'Fastify hello',
      script: reference('fastify-hello.mjs'),
      env: { BODY_FILE: catalogueFile },
      readyPath: '/',
    }),
    drizzle: await startServer({
      name: 'Fastify+Drizzle',
      script: reference('fastify-drizzle.mjs'),
      env: dbEnv(path.join(tmp, 'reference-pglite')),
    }),
    skeleton: await startServer({
      name: 'RR7 skeleton',
      script: reference('rr7-server.mjs'),
      env: { BUILD_DIR: skeletonBuild.dir },
      readyPath: '/',
    }),
  };
  servers.push(...Object.values(refs));

  const catalogue = await (await fetch(`${shop.base}/api/products`)).json();
  const cartProduct = catalogue.find((p) => p.inStock && p.stockQuantity > 0) ?? catalogue[0];
  const options = { seconds: SECONDS, warmupSeconds: WARMUP, connections: CONNECTIONS };
  const run = async (server, name, request) => {
    const row = await measure(server, { name, request }, options);
    log(row);
    return row;
  };

  const references = {
    hello: await run(refs.hello, 'GET /', { path: '/' }),
    sameBytes: await run(refs.hello, 'GET /bytes (the catalogue)', { path: '/bytes' }),
    list: await run(refs.drizzle, 'GET /items (20 rows)', { path: '/items' }),
  };
  const api = {
    products: await run(shop, 'GET /api/products', { path: '/api/products' }),
    product: await run(shop, 'GET /api/products/1', { path: '/api/products/1' }),
  };
  references.insert = await run(
    refs.drizzle,
    'POST /items (one row)',
    postJson('/items', () => ({ sessionId: newSessionId(), itemId: 1 + randomInt(20), quantity: 1 })),
  );
  api.cart = await run(shop, 'POST /api/cart (new cart)', cartWrite(cartProduct.id));

  // A signed-in customer's pages come from the render cache with their values filled in (decision 051); with a query
  // the cache does not know the page is rendered afresh, which the fresh-render budget is about.
  const customer = await customerSession(shop.base, await adminSession(shop.base));
  const signedIn = (page) => ({ path: page, headers: { cookie: customer.cookie() } });
  const beforePages = await processStats(shop.pid);
  const pageRuns = [];
  for (let i = 1; i <= PAGE_RUNS; i += 1) {
    console.log(`page run ${i} of ${PAGE_RUNS}`);
    const rows = [await run(refs.skeleton, 'skeleton GET /', { path: '/' })];
    for (const page of ['/', '/wholesale', '/product/1', '/blog', CAMPAIGN_PAGE])
      rows.push(await run(shop, `GET ${page}`, { path: page }));
    for (const page of SIGNED_IN_PAGES) rows.push(await run(shop, `GET ${page} signed in`, signedIn(page)));
    rows.push(await run(shop, `GET ${FRESH_PAGE} signed in, rendered afresh`, signedIn(FRESH_PAGE)));
    pageRuns.push({ run: i, rows, shopRssMb: (await processStats(shop.pid)).rssMb });
  }
  const idleAfterRuns = await idleCpu(shop.pid);
  console.log(`shop idle after the page runs: ${idleAfterRuns.percentOfCore}% of a core`);

  const overloadRows = [];
  for (const connections of OVERLOAD_CONNECTIONS) {
    for (const page of ['/api/products', '/', '/wholesale']) {
      const row = await overload(
        shop,
        { name: `GET ${page}`, request: { path: page } },
        { seconds: SECONDS, connections },
      );
      overloadRows.push(row);
      console.log(
        `overload ${`${row.name} x${connections}`.padEnd(24)} served ${row.servedPerSecond} req/s  p50 ${row.p50} ms  ` +
          `p99 ${row.p99} ms  shed ${row.shed}  errors ${row.errors}  time-outs ${row.timeouts}`,
      );
    }
  }

  // The mixed run: shoppers on pages, the API and the cart while the heavy moments happen once each (a blog post's
  // first read, an admin session, a paid custom order, a dense proof PDF, a customer import). The event loop's
  // longest stall over the run is the figure: a request that blocks the loop blocks every shopper.
  await settle(shop.pid);
  await eventLoopMaxMs(shop); // reads and resets the histogram
  // Each read resets it: the run's longest stall is the largest of the reads during the run and the last one.
  const stallSoFar = {
    max: 0,
    async read() {
      const ms = await eventLoopMaxMs(shop);
      this.max = Math.max(this.max, ms);
      return ms;
    },
  };
  const mixedRequests = [
    { path: '/' },
    { path: '/wholesale' },
    { path: '/product/1' },
    { path: '/api/products' },
    cartWrite(cartProduct.id),
  ];
  const [mixedRow, heavy] = await Promise.all([
    measure(
      shop,
      { name: 'mixed run', request: mixedRequests },
      { ...options, seconds: MIXED_SECONDS, warmupSeconds: 0 },
    ),
    new Promise((resolve) => setTimeout(resolve, 2000)).then(() =>
      heavyMoments(shop.base, { blogPost: BLOG_POST, stallMs: () => stallSoFar.read() }),
    ),
  ]);
  const mixed = { ...mixedRow, eventLoopMaxMs: Math.max(stallSoFar.max, await eventLoopMaxMs(shop)), heavy };
  log(mixed);
  console.log(`mixed run: longest event-loop stall ${mixed.eventLoopMaxMs} ms; heavy moments ${JSON.stringify(heavy)}`);
  await settle(shop.pid);
  const afterHeavy = await processStats(shop.pid);
  console.log(`shop RSS after the heavy moments: ${afterHeavy.rssMb} MB`);

  await settle(shop.pid); // the overload's last requests, before the page loads below
  const jsModule = await optionalModule('./js-bytes.mjs');
  let pages = ['/', '/wholesale', '/product/1', '/quote', '/custom', '/blog', '/checkout'];
  let jsBytes = { reason: 'bench/js-bytes.mjs is not there' };
  if (jsModule) {
    try {
      pages = await jsModule.benchPages(shop.base);
      jsBytes = { skeleton: await jsModule.jsBytes(refs.skeleton.base, '/'), pages: [] };
      for (const page of [...pages, ...jsModule.ACCOUNT_PAGES]) {
        jsBytes.pages.push(await jsModule.jsBytes(shop.base, page));
      }
      for (const [i, p] of [jsBytes.skeleton, ...jsBytes.pages].entries()) {
        const name = i === 0 ? `skeleton ${p.path}` : p.path;
        console.log(`JS ${name.padEnd(34)} ${(p.gzipBytes / 1024).toFixed(1)} KB gzip in ${p.files} files`);
      }
    } catch (error) {
      jsBytes = { reason: `failed: ${error.message}` };
      console.error(`JS bytes ${jsBytes.reason}`);
      process.exitCode = 1;
    }
  }

  let lighthouse = { reason: 'BENCH_LIGHTHOUSE=0' };
  if (LIGHTHOUSE) {
    const lhModule = await optionalModule('./lighthouse.mjs');
    if (!lhModule) lighthouse = { reason: 'bench/lighthouse.mjs is not there' };
    else {
      console.log(`Lighthouse: ${pages.length} pages x ${LIGHTHOUSE_RUNS} runs`);
      try {
        lighthouse = {
          pages: await lhModule.lighthouseRuns(shop.base, pages, {
            runs: LIGHTHOUSE_RUNS,
            onRun: (r) => console.log(`Lighthouse run ${r.run} ${r.path}: performance ${r.performance}`),
          }),
        };
      } catch (error) {
        lighthouse = { reason: `failed: ${error.message}` };
        console.error(`Lighthouse ${lighthouse.reason}`);
        process.exitCode = 1;
      }
    }
  }

  // Last, a restart on the data the run made (a redeploy, or another instance on the same database): no migrations
  // or demo data to write this time.
  await shop.stop();
  servers.splice(servers.indexOf(shop), 1);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const restarted = await startServer(shopOptions);
  servers.push(restarted);
  console.log(`shop restart to /readyz: ${restarted.startMs} ms (existing data)`);

  const results = {
    meta: {
      date: new Date().toISOString(),
      database: usePg ? 'PostgreSQL' : 'PGlite',
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP,
      loadAverage: {
        start: loadAtStart.map((n) => Number(n.toFixed(2))),
        end: os.loadavg().map((n) => Number(n.toFixed(2))),
      },
      command: [
        ...['BENCH_SECONDS', 'BENCH_CONNECTIONS', 'BENCH_LIGHTHOUSE', 'BENCH_LIGHTHOUSE_RUNS']
          .filter((name) => process.env[name] !== undefined)
          .map((name) => `${name}=${process.env[name]}`),
        `npm run bench${usePg ? ' -- --pg' : ''}`,
      ].join(' '),
      notes: [
        'The shop runs a copy of build/ (production, LOG_LEVEL=warn, TRUST_PROXY=true) on a new data dir (PGlite) or a ' +
          'fresh database (PostgreSQL); cold start is from spawn to the first 200 from /readyz, polled every 20 ms, ' +
          'on that new data first, and at the end of the run again on the data the run left (a restart). PGlite: ' +
          "before that, one start on a throwaway data dir makes this build's prepared template (decision 017), timed " +
          'and reported without a target.',
        'PostgreSQL: the shop and the Fastify+Drizzle reference share the fresh database (pools of 10); the CPU per ' +
          'request counts the Node process only, not the PostgreSQL server. PGlite runs inside each process, so ' +
          'there its CPU is counted, and the reference opens its own PGlite data dir (one PGlite per process).',
        'POST /api/cart: no X-Session-Id (the shop starts a new cart) and a new X-Forwarded-For address per request, so the ' +
          'per-address write limit stands for many buyers; the reference inserts one row per request the same way.',
        "The skeleton is bench/reference/rr7 built with the project's react-router and @react-router/dev, served by " +
          "the project's fastify the way server/plugins/react-router.ts serves the shop (production react-router).",
        'The page runs (skeleton, /, /wholesale, /product/1, /blog) repeat three times; RSS growth compares the ' +
          "shop's RSS after the first and the last run.",
      ],
    },
    coldStart: { shopMs: shop.startMs, restartMs: restarted.startMs, templateMs: templateStartMs },
    references,
    api,
    pageRuns,
    rss: {
      idleMb: idle.rssMb,
      beforePagesMb: beforePages.rssMb,
      afterRuns: pageRuns.map((r) => r.shopRssMb),
      afterHeavyMb: afterHeavy.rssMb,
    },
    mixed,
    idleAfterRuns,
    overload: overloadRows,
    jsBytes,
    lighthouse,
  };
  const list = await writeReport(results);
  console.log('\nmeasure | pinshop | reference | ratio | target');
  for (const c of list) {
    const verdict = c.met === true ? 'met' : c.met === false ? 'NOT MET' : '';
    const ratioText = c.ratio == null ? '' : `${c.ratio}x`;
    console.log(`${c.measure} | ${c.shop} | ${c.reference} | ${ratioText} | ${c.target} ${verdict}`);
  }
  console.log(`\nwrote bench/report-${results.meta.database.toLowerCase()}.json and bench/report.md`);
} catch (error) {
  for (const server of servers) console.error(`--- the last output of ${server.name}:\n${server.output()}`);
  throw error;
} finally {
  for (const server of servers.reverse()) await server.stop();
  if (database) await database.drop();
  skeletonBuild?.remove();
  rmSync(tmp, { recursive: true, force: true });
}
