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

import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
/** React Router's boot module (`<Scripts />`): the route modules' static imports, then `import(entry)`. */
const BOOT_MODULE =
  /(<script(?: nonce="[^"]*")? type="module" async="">)(;?\n?(?:import \* as route\d+ from "[^"]+";\n?)+)/y;
const BOOT_TAG_END = ' type="module" async="">';
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;
/** What follows the route imports in the boot module: once it is in, they all are. */
const AFTER_IMPORTS = 'window.__reactRouterManifest';

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

/** The page with its script preloads moved after the first paint, or the page unchanged (see above). */
export function deferBoot(html: string): string {
  // Searched where they are (the preloads in the head, the boot module's tag from the end) rather than with a regex
  // over the whole page: this runs on every streamed page (the bench's server CPU target).
  const tagEnd = html.lastIndexOf(BOOT_TAG_END);
  const tagStart = tagEnd === -1 ? -1 : html.lastIndexOf('<script', tagEnd);
  const headEnd = html.indexOf('</head>');
  if (tagStart === -1 || headEnd === -1 || headEnd > tagStart) return html;
  BOOT_MODULE.lastIndex = tagStart;
  const boot = BOOT_MODULE.exec(html);
  if (!boot) return html;
  const head = html.slice(0, headEnd);
  const chunks = [...head.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const routes = [...boot[2]!.matchAll(ROUTE_IMPORT)];
  const load =
    `const [${routes.map(([, name]) => name).join(',')}]=await Promise.all([` +
    `${routes.map(([, , url]) => `import(${url})`).join(',')}]);\n`;
  return (
    head.replace(MODULE_PRELOAD, '') +
    html.slice(headEnd, tagStart) +
    boot[1] +
    bootPrelude(chunks) +
    load +
    html.slice(tagStart + boot[0].length)
  );
}

/**
 * The same for a streamed page: React writes the shell (head, page and boot module) at once, in pieces of 2 KB, then
 * any Suspense boundaries and loader data as they resolve. The bytes are held until the boot module has come (the
 * shell's end), then rewritten and passed on, with all that follows as it comes; a stream that ends first is passed
 * on unchanged. Bytes, not text: what is rewritten is ASCII, so the shell is read and written back as latin1 (each
 * byte one character, a multi-byte character cut between two pieces left as it is), which costs a copy, where
 * decoding and encoding UTF-8 cost a third of a page's render.
 */
export class DeferBootStream {
  private held: Buffer[] = [];
  /** The end of the last piece, in case the marker is cut in two. */
  private tail: Buffer = Buffer.alloc(0);
  private done = false;

  /** Bytes to send now for a piece of the page (possibly none yet). */
  write(chunk: Buffer): Buffer {
    if (this.done) return chunk;
    this.held.push(chunk);
    const seen = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    this.tail = seen.subarray(Math.max(0, seen.length - AFTER_IMPORTS_BYTES.length));
    if (!seen.includes(AFTER_IMPORTS_BYTES)) return EMPTY;
    return Buffer.from(deferBoot(this.end().toString('latin1')), 'latin1');
  }

  /** What is still held when the page ends. */
  end(): Buffer {
    const bytes = this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held);
    this.held = [];
    this.done = true;
    return bytes;
  }
}

/** The same as a Node stream React writes the page into: what comes out is sent as it is. */
export function deferBootTransform(): Transform {
  const boot = new DeferBootStream();
  const some = (bytes: Buffer) => (bytes.length > 0 ? bytes : undefined);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, some(boot.write(chunk)));
    },
    flush(done) {
      done(null, some(boot.end()));
    },
  });
}

const AFTER_IMPORTS_BYTES = Buffer.from(AFTER_IMPORTS, 'latin1');
const EMPTY = Buffer.alloc(0);
