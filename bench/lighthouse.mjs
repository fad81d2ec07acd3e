// Lighthouse 12 on the shop's pages: the default config (mobile, simulated throttling), Debian's Chromium, the median
// of several runs per page.
//
// One Chromium serves every run (Lighthouse opens a new tab per run and resets storage and cache before it); should
// a run fail for the browser's sake (a dropped DevTools connection), Chromium is started again and the run repeated
// once. Runs go round the pages in turn rather than one page five times, so a busy moment on a shared machine spreads
// over the pages instead of sinking one.
//
// Each figure is the median over the runs of that figure. The failing audits and the diagnostics (LCP element,
// render-blocking resources, unused JavaScript) come from Lighthouse's own median run (closest to the median first
// contentful paint and time to interactive), so they describe one real load.
//
//   node bench/lighthouse.mjs http://127.0.0.1:PORT [paths...]   (default: the eight pages of the bench)
//   LIGHTHOUSE_RUNS=5 node bench/lighthouse.mjs ...               (default 1 from the command line)
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { benchPages } from './js-bytes.mjs';

export const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Scores that only inform: they never fail. */
const NOT_SCORED = new Set(['notApplicable', 'informative', 'manual']);

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function percent(score) {
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/** A category's score computed as Lighthouse does (weighted mean of the scored audits) without some audits. */
function categoryScoreWithout(lhr, categoryId, excluded) {
  let sum = 0;
  let weights = 0;
  for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (excluded.includes(ref.id) || !audit || NOT_SCORED.has(audit.scoreDisplayMode) || audit.score === null) continue;
    sum += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights > 0 ? sum / weights : null;
}

/** Audits that count against a category's score (and the performance diagnostics) and did not pass. */
export function failingAudits(lhr) {
  const failing = new Set();
  for (const categoryId of CATEGORIES) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || NOT_SCORED.has(audit.scoreDisplayMode)) continue;
      if (ref.weight === 0 && ref.group !== 'diagnostics') continue;
      // Pass/fail audits must score 1; graded ones pass at 0.9, where Lighthouse turns them green.
      const passAt = audit.scoreDisplayMode === 'binary' ? 1 : 0.9;
      if (audit.scoreDisplayMode === 'error') failing.add(`${ref.id} (error: ${audit.errorMessage ?? 'unknown'})`);
      else if (audit.score !== null && audit.score < passAt) failing.add(ref.id);
    }
  }
  return [...failing];
}

function tableItems(audit) {
  const details = audit?.details;
  if (!details) return [];
  if (details.type === 'list') return details.items.flatMap((item) => item.items ?? []);
  return details.items ?? [];
}

/** What Lighthouse blames for a slow load, from one run. */
export function diagnostics(lhr) {
  const lcpItems = tableItems(lhr.audits['largest-contentful-paint-element']);
  const lcpNode = lcpItems.find((item) => item.node)?.node;
  const lcpPhases = lcpItems.filter((item) => item.phase && typeof item.timing === 'number');
  return {
    lcpElement: lcpNode ? { selector: lcpNode.selector, snippet: lcpNode.snippet, label: lcpNode.nodeLabel } : null,
    lcpPhasesMs: Object.fromEntries(lcpPhases.map((item) => [item.phase, Math.round(item.timing)])),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    renderBlocking: tableItems(lhr.audits['render-blocking-resources']).map((item) => ({
      url: item.url,
      totalBytes: item.totalBytes,
      wastedMs: Math.round(item.wastedMs ?? 0),
    })),
    unusedJs: tableItems(lhr.audits['unused-javascript']).map((item) => ({
      url: item.url,
      totalBytes: item.totalBytes,
      wastedBytes: item.wastedBytes,
    })),
    shortCacheTtl: tableItems(lhr.audits['uses-long-cache-ttl']).map((item) => ({
      url: item.url,
      cacheLifetimeMs: item.cacheLifetimeMs,
    })),
    oversizedImages: tableItems(lhr.audits['uses-responsive-images']).map((item) => ({
      url: item.url,
      wastedBytes: item.wastedBytes,
    })),
    layoutShifts: tableItems(lhr.audits['layout-shifts'])
      .filter((item) => item.node)
      .map((item) => ({ selector: item.node.selector, label: item.node.nodeLabel, score: item.score })),
    bfCacheBlockers: tableItems(lhr.audits['bf-cache']).map((item) => item.reason),
    domElements: lhr.audits['dom-size']?.numericValue ?? null,
    consoleErrors: tableItems(lhr.audits['errors-in-console']).map((item) =>
      [item.description ?? item.source, item.sourceLocation?.url].filter(Boolean).join(' at '),
    ),
  };
}

function figures(lhr) {
  return {
    performance: percent(lhr.categories.performance?.score),
    accessibility: percent(lhr.categories.accessibility?.score),
    bestPractices: percent(lhr.categories['best-practices']?.score),
    seo: percent(lhr.categories.seo?.score),
    // /checkout is noindex on purpose: the SEO score without the crawlability audit is what its target reads.
    seoExceptNoindex: percent(categoryScoreWithout(lhr, 'seo', ['is-crawlable'])),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
  };
}

async function launchChrome() {
  return chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/**
 * Lighthouse on each of `paths`, `runs` times, in one Chromium.
 * @returns {Promise<{ path: string, runs: number, performance: number, accessibility: number, bestPractices: number,
 *   seo: number, seoExceptNoindex: number, lcpMs: number, tbtMs: number, cls: number, failingAudits: string[],
 *   diagnostics: ReturnType<typeof diagnostics> }[]>} in the order of `paths`; scores 0-100, medians over the runs.
 */
export async function lighthouseRuns(baseUrl, paths, { runs = 5, onRun } = {}) {
  const results = new Map(paths.map((path) => [path, []]));
  let chrome = await launchChrome();
  const runOnce = async (url) => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  };
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const path of paths) {
        const url = new URL(path, baseUrl).href;
        let lhr;
        try {
          lhr = await runOnce(url);
        } catch (error) {
          // The browser, not the page, is the usual cause: start it again and repeat this run once.
          console.warn(`Lighthouse on ${url} failed (${error.message}): restarting Chromium, running it again`);
          chrome.kill();
          chrome = await launchChrome();
          try {
            lhr = await runOnce(url);
          } catch (second) {
            throw new Error(`Lighthouse failed twice on ${url}: ${error.message}; then ${second.message}`);
          }
        }
        results.get(path).push(lhr);
        onRun?.({ path, run, ...figures(lhr) });
      }
    }
  } finally {
    chrome.kill();
  }
  return paths.map((path) => {
    const lhrs = results.get(path);
    const all = lhrs.map(figures);
    const pick = (key) => median(all.map((figure) => figure[key]));
    const medianRun = lhrs.length > 2 ? computeMedianRun(lhrs) : lhrs[0];
    return {
      path,
      runs: lhrs.length,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      seoExceptNoindex: pick('seoExceptNoindex'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      failingAudits: failingAudits(medianRun),
      diagnostics: diagnostics(medianRun),
    };
  });
}

async function main([baseUrl, ...paths]) {
  if (!baseUrl) {
    console.error('usage: [LIGHTHOUSE_RUNS=n] node bench/lighthouse.mjs http://127.0.0.1:PORT [paths...]');
    process.exitCode = 2;
    return;
  }
  const pages = paths.length > 0 ? paths : await benchPages(baseUrl);
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
  const results = await lighthouseRuns(baseUrl, pages, {
    runs,
    onRun: (r) => console.error(`run ${r.run}/${runs} ${r.path}: performance ${r.performance}, LCP ${r.lcpMs} ms`),
  });
  console.log(`Lighthouse 12, mobile, simulated throttling, median of ${runs} run(s)`);
  console.log('page                              perf a11y  bp  seo   LCP ms  TBT ms   CLS  failing audits');
  for (const r of results) {
    const seo = r.seo === r.seoExceptNoindex ? String(r.seo) : `${r.seo}/${r.seoExceptNoindex}*`;
    console.log(
      `${r.path.padEnd(33)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(4)} ` +
        `${String(r.bestPractices).padStart(3)} ${seo.padStart(4)} ${String(r.lcpMs).padStart(8)} ` +
        `${String(r.tbtMs).padStart(7)} ${r.cls.toFixed(3).padStart(5)}  ${r.failingAudits.join(', ')}`,
    );
  }
  if (results.some((r) => r.seo !== r.seoExceptNoindex)) {
    console.log('* a/b: SEO / SEO without is-crawlable (a noindex page, /checkout on purpose)');
  }
  if (process.env.LIGHTHOUSE_DETAILS) console.log(JSON.stringify(results, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
