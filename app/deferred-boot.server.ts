/**
 * The page's JavaScript starts once the page is painted (decision 022). React Router writes a
 * `<link rel="modulepreload">` for every chunk of the page and a boot module that imports the route modules and then
 * the entry: the browser fetches all of them (~125 KB gzip) at high priority while it is still waiting for the
 * stylesheet and the hero image, which on a phone's slow link holds the first paint and the largest one back by
 * about a second. Here the preloads leave the HTML and the boot module first waits for the first paint (a hidden tab
 * does not wait: it never paints), then asks for every chunk at once, as the preloads did, and
 * goes on as React Router wrote it. The server's HTML is the whole page, so nothing is missing meanwhile: links work,
 * forms post, and the lazy islands carry over what was typed.
 *
 * Fails safe: HTML without React Router's boot module in the form below (an error before the shell, another React
 * Router version) is sent as it is, with its preloads, and `app/deferred-boot.server.test.ts` fails on a page that
 * keeps them.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
/** React Router's boot module (`<Scripts />`): the route modules' static imports, then `import(entry)`. */
const BOOT_MODULE =
  /(<script(?: nonce="[^"]*")? type="module" async="">)(;?\n?(?:import \* as route\d+ from "[^"]+";\n?)+)/y;
const BOOT_TAG_END = ' type="module" async="">';
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;

/**
 * Waits for the first paint (a paint timing entry, delivered after the frame: no timer, so a test's paused clock does
 * not hold it) and, on a page with a hero image (`fetchpriority="high"`), for that image to be painted too (its
 * largest-contentful-paint entry; the window's load event if it never is the largest), then preloads every chunk. A
 * hidden tab, or a browser without paint timing, does not wait. Without the second wait, a hero image that arrived
 * just after the first paint shared the link with the scripts again.
 */
function bootPrelude(chunks: string[]): string {
  return (
    'const p=PerformanceObserver.supportedEntryTypes??[];' +
    'if(document.visibilityState!=="hidden"&&p.includes("paint")){' +
    'await new Promise(r=>new PerformanceObserver((l,o)=>{o.disconnect();r()}).observe({type:"paint",buffered:true}));' +
    'const hero=[...document.querySelectorAll(\'img[fetchpriority="high"]\')];' +
    'if(hero.length>0&&p.includes("largest-contentful-paint")&&document.readyState!=="complete")' +
    'await new Promise(r=>{const o=new PerformanceObserver(l=>{if(l.getEntries().some(e=>hero.includes(e.element))){o.disconnect();r()}});' +
    'o.observe({type:"largest-contentful-paint",buffered:true});addEventListener("load",()=>{o.disconnect();r()},{once:true})})}' +
    `for(const h of ${JSON.stringify(chunks)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`
  );
}

/**
 * A route whose content the browser makes (the checkout's cart, read with the browser's own session id) sets
 * `handle = { scriptsBeforePaint }`: its page keeps React Router's preloads, since until the scripts run it shows only
 * a skeleton. A function decides from the route's loader data (the checkout of a browser known to have no cart is
 * rendered whole by the server, and defers like any page).
 */
export interface BootHandle {
  scriptsBeforePaint?: boolean | ((loaderData: unknown) => boolean);
}

/** Whether the page of these matched routes has its scripts after the first paint. */
export function bootsAfterPaint(context: {
  staticHandlerContext: { matches: { route: { id: string } }[]; loaderData: Record<string, unknown> };
  routeModules: Record<string, { handle?: unknown } | undefined>;
}): boolean {
  const { matches, loaderData } = context.staticHandlerContext;
  return !matches.some(({ route }) => {
    const before = (context.routeModules[route.id]?.handle as BootHandle | undefined)?.scriptsBeforePaint;
    return typeof before === 'function' ? before(loaderData[route.id]) : before === true;
  });
}

/**
 * The page with its script preloads moved after the first paint, or the page unchanged (see above), as parts to
 * write one after the other. It works on the page's bytes as React wrote them: only the head and the boot module's
 * tag are read as text, and the body between them is passed on as it is, never decoded and encoded again (a fresh
 * page is ~90 KB; decision 054's whole-page string cost ~260 KB of allocations a request in copies of it).
 */
export function deferBoot(page: Buffer): Buffer[] {
  // Searched where they are (the preloads in the head, the boot module's tag from the end) rather than with a regex
  // over the whole page: this runs on every page rendered afresh (the bench's server CPU target).
  const tagEnd = page.lastIndexOf(BOOT_TAG_END);
  const tagStart = tagEnd === -1 ? -1 : page.lastIndexOf('<script', tagEnd);
  const headEnd = page.indexOf('</head>');
  if (tagStart === -1 || headEnd === -1 || headEnd > tagStart) return [page];
  const tail = page.toString('utf8', tagStart);
  BOOT_MODULE.lastIndex = 0;
  const boot = BOOT_MODULE.exec(tail);
  if (!boot) return [page];
  const head = page.toString('utf8', 0, headEnd);
  const chunks = [...head.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const routes = [...boot[2]!.matchAll(ROUTE_IMPORT)];
  const load =
    `const [${routes.map(([, name]) => name).join(',')}]=await Promise.all([` +
    `${routes.map(([, , url]) => `import(${url})`).join(',')}]);\n`;
  return [
    Buffer.from(head.replace(MODULE_PRELOAD, '')),
    page.subarray(headEnd, tagStart),
    Buffer.from(boot[1] + bootPrelude(chunks) + load),
    page.subarray(tagStart + Buffer.byteLength(boot[0])),
  ];
}
