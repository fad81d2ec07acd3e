import { describe, expect, it } from 'vitest';
import { bootsAfterPaint, deferBoot } from './deferred-boot.server';

const NONCE = 'bm9uY2Vub25jZW5vbmNlMQ==';

/** A page as React Router 7.18 and React 19 write it (`<Scripts />`, preloads hoisted into the head), cut short. */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>' +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/shell-B.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-C.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/home-D.js" nonce="${NONCE}"/>` +
  '<title>Pins</title></head><body><main>Golf pins é</main>' +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"url":"/"};</script>` +
  `<script nonce="${NONCE}" type="module" async="">;\n` +
  'import * as route0 from "/assets/root-C.js";\n' +
  'import * as route1 from "/assets/home-D.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-A.js");</script></body></html>';

const CHUNKS = ['/assets/entry.client-A.js', '/assets/shell-B.js', '/assets/root-C.js', '/assets/home-D.js'];

/** The boot module's text. */
function bootOf(html: string): string {
  return /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

/** The page as text, after deferBoot on its bytes. */
const deferredText = (html: string) => Buffer.concat(deferBoot(Buffer.from(html))).toString('utf8');

describe('deferBoot', () => {
  const deferred = deferredText(PAGE);

  it('takes the script preloads out of the HTML, and nothing else', () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>');
    expect(deferred).toContain('<main>Golf pins é</main>');
    expect(deferred).toContain('window.__reactRouterContext = {"url":"/"};');
  });

  it('makes the boot module wait for the first paint, then preload every chunk the HTML preloaded', () => {
    const boot = bootOf(deferred);
    const waits = boot.indexOf('.observe({type:"paint",buffered:true})');
    const preloads = boot.indexOf(`for(const h of ${JSON.stringify(CHUNKS)})`);
    const routes = boot.indexOf('await Promise.all([import("/assets/root-C.js"),import("/assets/home-D.js")])');
    expect(waits).toBeGreaterThan(-1);
    expect(preloads).toBeGreaterThan(waits);
    expect(routes).toBeGreaterThan(preloads);
    expect(boot).toContain('if(document.visibilityState!=="hidden"&&');
    // Then the hero image's own paint (or the load event), before any script.
    const hero = boot.indexOf('{type:"largest-contentful-paint",buffered:true}');
    expect(hero).toBeGreaterThan(waits);
    expect(preloads).toBeGreaterThan(hero);
  });

  it("imports the route modules under React Router's names before the rest of its boot runs", () => {
    const boot = bootOf(deferred);
    expect(boot).not.toMatch(/^\s*import \* as/m);
    expect(boot).toContain('const [route0,route1]=await Promise.all(');
    expect(boot.indexOf('const [route0,route1]')).toBeLessThan(boot.indexOf('window.__reactRouterManifest'));
    expect(boot.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it('is a module that parses (top-level await, one statement after another)', () => {
    // A syntax error would only show in the browser: compile it as an async function body instead.
    const body = bootOf(deferred).replaceAll(/\bimport\(/g, 'load(');
    expect(
      () =>
        new Function(
          'load',
          'window',
          'document',
          'PerformanceObserver',
          'addEventListener',
          `return (async () => {${body}})`,
        ),
    ).not.toThrow();
  });

  it("leaves a page without React Router's boot module as it is, preloads and all", () => {
    const withoutBoot = PAGE.replace(/<script[^>]*type="module"[\s\S]*?<\/script>/, '');
    expect(deferredText(withoutBoot)).toBe(withoutBoot);
  });
});

describe('bootsAfterPaint', () => {
  const context = (handles: Record<string, unknown>, loaderData: Record<string, unknown> = {}) => ({
    staticHandlerContext: { matches: Object.keys(handles).map((id) => ({ route: { id } })), loaderData },
    routeModules: Object.fromEntries(Object.entries(handles).map(([id, handle]) => [id, { handle }])),
  });

  it('holds the scripts for every page but those whose route asks for them before the paint', () => {
    expect(bootsAfterPaint(context({ root: undefined, 'routes/home': undefined }))).toBe(true);
    expect(bootsAfterPaint(context({ root: undefined, 'routes/blog': { title: 'x' } }))).toBe(true);
    expect(bootsAfterPaint(context({ root: undefined, 'routes/checkout': { scriptsBeforePaint: true } }))).toBe(false);
  });

  it('lets a route decide from its own loader data', () => {
    const handles = {
      root: undefined,
      'routes/checkout': { scriptsBeforePaint: (data: { cart: boolean }) => data.cart },
    };
    expect(bootsAfterPaint(context(handles, { root: {}, 'routes/checkout': { cart: true } }))).toBe(false);
    expect(bootsAfterPaint(context(handles, { root: {}, 'routes/checkout': { cart: false } }))).toBe(true);
  });
});
