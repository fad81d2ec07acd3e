// npm run bench:scale: the owner's side at a real shop's size, on PostgreSQL. A fresh database is migrated by the
// built shop's first start, filled with 13 months of trade (bench/scale/seed.mjs: 100,000 orders of both kinds, 50,000
// contacts, 5 million analytics events, 2,000 quotes, 500 products), and the shop started again on it. Then, while
// shoppers browse the whole time (their p99 per phase): the admin's lists and searches, the dashboard, 13 months of
// analytics and the receivables (p95 of each); a 100,000-row customer import and a 100,000-order export to the end;
// a campaign to 50,000 contacts at 50 a second for a minute (its rate and the shop's memory). Writes
// bench/scale-report.md and bench/scale-report.json. A benchmark, not a test: it exits 0 unless something crashed.
//
//   BENCH_DATABASE_URL     the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres): a new
//                          database on it, dropped at the end
//   SCALE_FACTOR=1         multiplies every row count (0.1 for a quick look; the report says which)
//   SCALE_SHOPPERS=8       shoppers' connections during the run
//   SCALE_SHOPPER_RATE=40  pages a second they ask for, all together (a busy day's peak for a shop this size)
//   SCALE_CAMPAIGN_SECONDS=60
// Needs `npm run build` first (it runs a copy of build/).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, prepareShopRoot, processStats, serveEnv, serveNodeFlags, startServer } from '../servers.mjs';
import { adminEnv, adminSession } from '../workloads.mjs';
import { countRows, SCALE, seedScale } from './seed.mjs';
import { sampler, shoppers, timeAdminRequest } from './sample.mjs';
import { campaignRun, exportRun, importRun } from './owner-runs.mjs';
import { writeScaleReport } from './report.mjs';

const FACTOR = Number(process.env.SCALE_FACTOR ?? 1);
const SHOPPER_CONNECTIONS = Number(process.env.SCALE_SHOPPERS ?? 8);
const SHOPPER_RATE = Number(process.env.SCALE_SHOPPER_RATE ?? 40);
const CAMPAIGN_SECONDS = Number(process.env.SCALE_CAMPAIGN_SECONDS ?? 60);
const SHOPPER_PAGES = ['/', '/products', '/product/1', '/custom', '/product/3', '/blog', '/wholesale'];
const scale = Object.fromEntries(Object.entries(SCALE).map(([key, n]) => [key, Math.round(n * FACTOR)]));

const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The admin's lists and searches (budget: p95 150 ms each), then the heavier read models (500 ms). */
const LISTS = [
  ['Order history, first page', '/api/admin/orders'],
  ['Order history, next page', 'NEXT:/api/admin/orders'],
  ['Order search by customer name', '/api/admin/orders?q=Hogan'],
  ['Order search by e-mail', '/api/admin/orders?q=customer12345%40scale.example'],
  ['Order search by number', '/api/admin/orders?q=40000'],
  ['Orders filtered: custom, shipped', '/api/admin/orders?kind=custom&status=shipped'],
  ['Orders filtered: a month', `/api/admin/orders?from=${day(-60)}&to=${day(-30)}`],
  ['Customers, first page', '/api/admin/customers'],
  ['Customer search by name', '/api/admin/customers?q=Palmer'],
  ['Customer search by e-mail', '/api/admin/customers?q=customer777%40scale.example'],
  ['Quote requests', '/api/quote-requests'],
  ['Mailbox', '/api/admin/mailbox'],
  ['Audit log', '/api/admin/audit'],
];
const REPORTS = [
  ['Dashboard', '/api/admin/dashboard'],
  ['Analytics, 13 months', `/api/admin/analytics?from=${day(-395)}&to=${day(0)}`],
  ['Receivables', '/api/admin/receivables'],
];

async function resolvePath(admin, requestPath) {
  if (!requestPath.startsWith('NEXT:')) return requestPath;
  const first = requestPath.slice('NEXT:'.length);
  const page = await admin.json('GET', first);
  if (!page.nextCursor) throw new Error(`${first} has no next page`);
  return `${first}${first.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(page.nextCursor)}`;
}

async function timeAll(admin, rows, budgetMs) {
  const out = [];
  for (const [name, requestPath] of rows) {
    const figures = await timeAdminRequest(admin, await resolvePath(admin, requestPath));
    out.push({ name, path: requestPath, budgetMs, ...figures });
    console.log(`${name.padEnd(36)} p50 ${figures.p50} ms  p95 ${figures.p95} ms  (${figures.bytes} bytes)`);
  }
  return out;
}

/** Waits for the roll-up the shop runs at start to be done (the admin's Jobs view); how long it took from start. */
async function firstRollUp(admin, timeoutMs = 900_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const { rows } = await admin.json('GET', '/api/admin/jobs?list=done&limit=100');
    const done = rows.find((row) => row.kind === 'analytics-roll-up');
    if (done) return Math.round(Date.parse(done.finishedAt) - shopStartedAt);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the analytics roll-up at start did not finish');
}

/** A long run that failed is a finding for the report, not the end of the bench. */
async function attempt(run) {
  try {
    return await run();
  } catch (error) {
    console.log(`failed: ${error.message}`);
    return { error: error.message };
  }
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'pinshop-scale-'));
const started = Date.now();
const database = await createDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
let shop;
let shopStartedAt = 0;
try {
  const entry = prepareShopRoot(path.join(tmp, 'shop'), process.env.BENCH_BUILD_DIR);
  const options = {
    name: 'shop',
    script: entry,
    nodeFlags: serveNodeFlags(),
    cwd: path.join(tmp, 'shop'),
    env: {
      ...serveEnv(),
      DATABASE_URL: database.url,
      DATA_DIR: path.join(tmp, 'data'),
      ...adminEnv(),
      TRUST_PROXY: 'true',
      CAMPAIGN_RATE_PER_SECOND: '50',
    },
  };
  const first = await startServer(options);
  await first.stop();
  console.log(`migrated and demo data loaded; filling at scale ${FACTOR}`);
  const seedTimings = await seedScale(database.url, scale, console.log);
  const rows = await countRows(database.url);
  shopStartedAt = Date.now();
  shop = await startServer(options);
  console.log(`shop started on the filled database in ${shop.startMs} ms`);
  const admin = await adminSession(shop.base);
  // The shop sums the year's analytics days once at start (a shop that has been running sums each day an hour after
  // it ends): measured apart, then the rest runs on a shop in its everyday state.
  const rollUpMs = await firstRollUp(admin);
  console.log(`the first analytics roll-up of the year took ${rollUpMs} ms`);

  const browsing = shoppers(shop.base, SHOPPER_PAGES, SHOPPER_CONNECTIONS, SHOPPER_RATE);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const memory = sampler(async () => processStats(shop.pid), 1000);
  browsing.phase('Admin lists and searches');
  const lists = await timeAll(admin, LISTS, 150);
  browsing.phase('Dashboard, analytics, receivables');
  const reports = await timeAll(admin, REPORTS, 500);
  // The campaign first: to the seeded contacts who opted in, before the import adds as many again.
  browsing.phase(`Campaign to the ${scale.contacts.toLocaleString('en-US')} contacts`);
  const campaign = await attempt(() => campaignRun(admin, shop.pid, CAMPAIGN_SECONDS));
  browsing.phase('100,000-row customer import');
  const imported = await attempt(() => importRun(admin, Math.round(100_000 * FACTOR)));
  browsing.phase('100,000-order export');
  const exported = await attempt(() => exportRun(admin, { from: day(-400), to: day(0) }));
  const shopperPhases = await browsing.stop();
  const rss = await memory.stop();

  writeScaleReport({
    factor: FACTOR,
    rows,
    seedTimings,
    startMs: shop.startMs,
    shopperConnections: SHOPPER_CONNECTIONS,
    shopperRate: SHOPPER_RATE,
    rollUpMs,
    shopperPages: SHOPPER_PAGES,
    lists,
    reports,
    imported,
    exported,
    campaign,
    shopperPhases,
    rssPeakMb: Math.max(...rss.map((s) => s.rssMb)),
    minutes: Math.round((Date.now() - started) / 6000) / 10,
    cpus: os.cpus().length,
    load: os.loadavg().map((n) => Math.round(n * 10) / 10),
  });
} finally {
  await shop?.stop();
  await database.drop();
  rmSync(tmp, { recursive: true, force: true });
}
