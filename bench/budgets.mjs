// The bench's budgets: each figure of a run beside its budget (docs/performance.md says why each is what it is).
// Budgets are absolute or against a reference measured in the same run, with headroom: the shop met every one with
// room to spare when they were set, so the next feature does not force the next trick. A figure without a budget is
// shown for context.
import { round } from './measure.mjs';

/** The row of the median throughput among the page runs, per scenario (noise on a shared machine). */
export function medianRows(pageRuns) {
  const byName = new Map();
  for (const run of pageRuns) for (const row of run.rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  return new Map(
    [...byName].map(([name, rows]) => [name, [...rows].sort((a, b) => a.rps - b.rps)[Math.floor(rows.length / 2)]]),
  );
}

export const BUDGETS = {
  /** First-load JavaScript per page, gzip. */
  jsKb: 150,
  /**
   * SSR CPU per request against the React Router skeleton: a page the render cache serves, and one rendered afresh
   * (564 elements against the skeleton's 10: decision 058).
   */
  cpuCached: 2,
  cpuFresh: 10,
  /** p99 at 50 connections, every page and API scenario (judged on PostgreSQL). */
  p99Ms: 250,
  /** RSS after the page runs and after the heavy moments: PostgreSQL (the shop alone); PGlite holds the database too. */
  rssPgMb: 300,
  rssPgliteMb: 700,
  /** Cart writes against the Fastify + Drizzle one-row insert. */
  cartVsInsert: 0.5,
  /** The event loop's longest stall during the mixed run (monitorEventLoopDelay). */
  stallMs: 100,
  /** Cold start to /readyz (new data and a restart). */
  startPgMs: 1000,
  startPgliteMs: 3000,
  /** Idle CPU after the page runs, % of a core. */
  idlePercent: 5,
};

const ratio = (a, b) => (a == null || !b ? null : round(a / b, 2));
const atLeast = (value, min) => (value == null ? null : value >= min);
const atMost = (value, max) => (value == null ? null : value <= max);
const cpu = (row) => (row?.cpuMsPerRequest == null ? 'n/a' : `${row.cpuMsPerRequest} ms CPU/req`);
const rate = (row) => (row ? `${row.rps} req/s` : 'n/a');
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const errorsOf = (row) => row.non2xx + row.errors + row.timeouts;

/** The run's figures against the budgets: { measure, shop, reference, ratio, target, met } (met null: no budget). */
export function comparisons(results) {
  const pg = results.meta.database === 'PostgreSQL';
  const { hello, sameBytes, list, insert } = results.references;
  const { products, product, cart } = results.api;
  const pages = medianRows(results.pageRuns);
  const skeleton = pages.get('skeleton GET /');
  const rows = [];
  const add = (measure, shop, reference, value, target, met) =>
    rows.push({ measure, shop, reference, ratio: value, target, met });

  let r = ratio(products?.rps, hello?.rps);
  add('GET /api/products vs bare Fastify hello', rate(products), rate(hello), r, '(none)', null);
  r = ratio(products?.rps, sameBytes?.rps);
  add('GET /api/products vs bare Fastify sending the same bytes', rate(products), rate(sameBytes), r, '(none)', null);
  r = ratio(products?.rps, list?.rps);
  add('GET /api/products vs Fastify+Drizzle 20-row list', rate(products), rate(list), r, '(none)', null);
  r = ratio(cart?.rps, insert?.rps);
  add(
    'POST /api/cart (new cart each) vs Fastify+Drizzle insert',
    `${rate(cart)}, ${cpu(cart)}`,
    `${rate(insert)}, ${cpu(insert)}`,
    r,
    `>= ${BUDGETS.cartVsInsert}x`,
    atLeast(r, BUDGETS.cartVsInsert),
  );

  for (const [name, row] of pages) {
    if (name.startsWith('skeleton')) continue;
    const cap = name.endsWith('rendered afresh') ? BUDGETS.cpuFresh : BUDGETS.cpuCached;
    r = ratio(row.cpuMsPerRequest, skeleton?.cpuMsPerRequest);
    add(`${name} SSR CPU/req vs skeleton`, cpu(row), cpu(skeleton), r, `<= ${cap}x`, atMost(r, cap));
  }
  const latencyRows = [
    ['GET /api/products', products],
    ['GET /api/products/1', product],
    ['POST /api/cart', cart],
  ];
  for (const [name, row] of pages) if (!name.startsWith('skeleton')) latencyRows.push([name, row]);
  for (const [name, row] of latencyRows) {
    if (!row) continue;
    add(
      `${name} p99 and errors at ${row.connections} connections`,
      `p99 ${row.p99} ms, errors ${errorsOf(row)}`,
      '',
      null,
      `p99 <= ${BUDGETS.p99Ms} ms, 0 errors${pg ? '' : ' (budget on PostgreSQL)'}`,
      pg ? row.p99 <= BUDGETS.p99Ms && errorsOf(row) === 0 : null,
    );
  }

  const mixed = results.mixed;
  if (mixed) {
    add(
      'mixed run (pages, API, cart) with the heavy moments: longest event-loop stall (and during each moment)',
      `${mixed.eventLoopMaxMs} ms; p99 ${mixed.p99} ms, ${mixed.rps} req/s, errors ${errorsOf(mixed)}`,
      [
        ...Object.entries(mixed.heavy.stalls).map(([moment, ms]) => `${moment}: ${ms} ms`),
        ...Object.values(mixed.heavy.refused ?? {}).map((what) => `refused: ${what}`),
      ].join(', '),
      null,
      `<= ${BUDGETS.stallMs} ms, 0 errors, every moment served`,
      mixed.eventLoopMaxMs <= BUDGETS.stallMs &&
        errorsOf(mixed) === 0 &&
        Object.keys(mixed.heavy.refused ?? {}).length === 0,
    );
  }

  for (const row of results.overload) {
    add(
      `overload ${row.name} x${row.connections}: served p99, time-outs`,
      `${row.servedPerSecond} req/s served, p99 ${row.p99} ms, ${row.shed} shed, ${row.timeouts} time-outs`,
      '',
      null,
      'p99 < 1000 ms, no time-outs',
      row.servedPerSecond > 0 && row.p99 < 1000 && row.timeouts === 0,
    );
  }

  const startLimit = pg ? BUDGETS.startPgMs : BUDGETS.startPgliteMs;
  const starts = [
    ['new data', results.coldStart.shopMs],
    ['existing data: a restart', results.coldStart.restartMs],
  ];
  for (const [data, ms] of starts) {
    if (ms !== undefined)
      add(`cold start to /readyz (${data})`, `${ms} ms`, '', null, `<= ${startLimit} ms`, atMost(ms, startLimit));
  }
  const { templateMs } = results.coldStart;
  if (templateMs !== undefined) {
    const name = 'first start of this build to /readyz (makes the template unless a run of this build did)';
    add(name, `${templateMs} ms`, '', null, '(none)', null);
  }

  const { rss } = results;
  const rssLimit = pg ? BUDGETS.rssPgMb : BUDGETS.rssPgliteMb;
  const last = rss.afterRuns.at(-1);
  add(
    'RSS after the page runs',
    `${rss.idleMb} MB idle, ${rss.afterRuns.join(' / ')} MB after runs`,
    '',
    null,
    `<= ${rssLimit} MB`,
    atMost(last, rssLimit),
  );
  if (rss.afterHeavyMb !== undefined) {
    add(
      'RSS after the heavy moments (blog post, admin session, proof PDF, import)',
      `${rss.afterHeavyMb} MB`,
      '',
      null,
      `<= ${rssLimit} MB`,
      atMost(rss.afterHeavyMb, rssLimit),
    );
  }
  const growth = rss.afterRuns.length > 1 ? round((last - rss.afterRuns[0]) / rss.afterRuns[0], 3) : null;
  add(
    'RSS growth from page run 1 to the last',
    growth == null ? 'n/a' : `${round(growth * 100, 1)}%`,
    '',
    null,
    'no growth (<= 5%)',
    atMost(growth, 0.05),
  );

  const idleCpu = results.idleAfterRuns?.percentOfCore;
  add(
    'shop idle CPU after the page runs (10 s, no requests)',
    idleCpu == null ? 'n/a' : `${idleCpu}% of a core`,
    '',
    null,
    `<= ${BUDGETS.idlePercent}% of a core`,
    atMost(idleCpu, BUDGETS.idlePercent),
  );

  const js = results.jsBytes;
  if (js.pages) {
    for (const page of js.pages) {
      const kbs = page.gzipBytes / 1024;
      add(
        `JS on first load, ${page.path}`,
        `${kb(page.gzipBytes)} in ${page.files} files`,
        `skeleton ${kb(js.skeleton.gzipBytes)}`,
        null,
        `<= ${BUDGETS.jsKb} KB gzip`,
        atMost(kbs, BUDGETS.jsKb),
      );
    }
  } else add('JS on first load', `not measured (${js.reason})`, '', null, `<= ${BUDGETS.jsKb} KB gzip`, null);

  const lh = results.lighthouse;
  if (lh.pages) {
    for (const page of lh.pages) {
      const seo = page.path === '/checkout' ? page.seoExceptNoindex : page.seo;
      add(
        `Lighthouse ${page.path}`,
        `${page.performance}/${page.accessibility}/${page.bestPractices}/${seo}, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}`,
        '',
        null,
        '>= 95/100/100/100, LCP <= 1800, TBT <= 100, CLS <= 0.02',
        page.performance >= 95 &&
          page.accessibility === 100 &&
          page.bestPractices === 100 &&
          seo === 100 &&
          page.lcpMs <= 1800 &&
          page.tbtMs <= 100 &&
          page.cls <= 0.02,
      );
    }
  } else add('Lighthouse', `not measured (${lh.reason})`, '', null, '>= 95/100/100/100', null);
  return rows;
}
