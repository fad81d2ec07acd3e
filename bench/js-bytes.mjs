// JavaScript a page makes the browser fetch on its first load, gzip-compressed as the shop sends it.
//
// React Router's framework mode lists the entry, the root and the route modules and their static imports as
// <link rel="modulepreload">, and starts the page with an inline module script that imports the route modules and
// the entry. This follows all of them: every <script src>, every modulepreload, every import in an inline module
// script, then the static imports at the top of each fetched module (`import ... from "./x.js"`, `import "./x.js"`,
// `export ... from "./x.js"`), so a chunk the HTML forgets to preload still counts. Dynamic `import()` inside a chunk
// is left out: it loads on demand (a dialog, another route), not on the first load.
//
// Sizes are each file compressed with gzip at zlib's default level 6: the shop registers @fastify/compress without
// zlibOptions, so that is the level its responses use (browsers that accept br get brotli, a little smaller).
//
//   node bench/js-bytes.mjs http://127.0.0.1:PORT [paths...]   (default: the eight pages of the bench)
import { pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/** gzip level @fastify/compress uses when given no zlibOptions (zlib's Z_DEFAULT_COMPRESSION is level 6). */
export const GZIP_LEVEL = 6;

const SCRIPT_SRC = /<script\b[^>]*?\ssrc=["']([^"']+)["'][^>]*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const INLINE_MODULE = /<script\b(?=[^>]*\btype=["']?module["']?)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
// `import x from "y"`, `import {a} from "y"`, `import "y"`, `export * from "y"`, `import("y")`.
const INLINE_IMPORT = /\b(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?\(?\s*["']([^"']+)["']/g;
// Static imports only (no parenthesis): minified chunks write `import{a as b}from"./x.js"` and `import"./x.js"`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag);
  return match ? match[1] : undefined;
}

/** Script URLs the HTML itself asks for on load, resolved against the page URL. */
export function scriptsInHtml(html, pageUrl) {
  const found = [];
  for (const [, src] of html.matchAll(SCRIPT_SRC)) found.push(src);
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    const isScriptPreload = rel.includes('preload') && attribute(tag, 'as')?.toLowerCase() === 'script';
    if (href && (rel.includes('modulepreload') || isScriptPreload)) found.push(href);
  }
  for (const [, body] of html.matchAll(INLINE_MODULE)) {
    for (const [, specifier] of body.matchAll(INLINE_IMPORT)) found.push(specifier);
  }
  return found.filter((url) => !url.startsWith('data:')).map((url) => new URL(url, pageUrl).href);
}

/** Static import specifiers of one module, resolved against its own URL. */
export function staticImports(source, moduleUrl) {
  const found = [];
  for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
    if (/^(?:\.{1,2}\/|\/|https?:)/.test(specifier)) found.push(new URL(specifier, moduleUrl).href);
  }
  return found;
}

async function fetchText(url) {
  const response = await fetch(url, { headers: { accept: '*/*' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

function shortUrl(url, base) {
  return url.startsWith(base.origin) ? url.slice(base.origin.length) : url;
}

/**
 * JS bytes of `path`'s first load.
 * @returns {Promise<{ path: string, files: number, bytes: number, gzipBytes: number,
 *   largestChunk: { url: string, gzipBytes: number }, chunks: { url: string, bytes: number, gzipBytes: number }[] }>}
 *   chunks largest first; url is the path on the shop (absolute for another origin); bytes uncompressed.
 */
export async function jsBytes(baseUrl, path) {
  const pageUrl = new URL(path, baseUrl);
  const html = (await fetchText(pageUrl.href)).toString('utf8');
  const queue = scriptsInHtml(html, pageUrl.href);
  const seen = new Set();
  const chunks = [];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const body = await fetchText(url);
    const gzipBytes = gzipSync(body, { level: GZIP_LEVEL, strategy: constants.Z_DEFAULT_STRATEGY }).length;
    chunks.push({ url: shortUrl(url, pageUrl), bytes: body.length, gzipBytes });
    queue.push(...staticImports(body.toString('utf8'), url));
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largest = chunks[0];
  return {
    path,
    files: chunks.length,
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    largestChunk: largest ? { url: largest.url, gzipBytes: largest.gzipBytes } : { url: '', gzipBytes: 0 },
    chunks,
  };
}

/**
 * The eight pages the bench measures, with a real product id and blog slug read from the shop's API.
 * @returns {Promise<string[]>}
 */
export async function benchPages(baseUrl) {
  const [products, posts] = await Promise.all(
    ['/api/products', '/api/blog'].map(async (path) => {
      const response = await fetch(new URL(path, baseUrl));
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return response.json();
    }),
  );
  const productId = (Array.isArray(products) ? products : products.items)?.[0]?.id;
  const slug = (Array.isArray(posts) ? posts : posts.items)?.[0]?.slug;
  if (productId === undefined || slug === undefined) throw new Error('the shop has no product or no blog post');
  return ['/', '/wholesale', `/product/${productId}`, '/quote', '/custom', '/blog', `/blog/${slug}`, '/checkout'];
}

/**
 * Pages measured for their JavaScript only (not Lighthouse): the sign-in and registration pages a new customer
 * meets first, which carry forms.
 */
export const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password'];

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main([baseUrl, ...paths]) {
  if (!baseUrl) {
    console.error('usage: node bench/js-bytes.mjs http://127.0.0.1:PORT [paths...]');
    process.exitCode = 2;
    return;
  }
  const pages = paths.length > 0 ? paths : [...(await benchPages(baseUrl)), ...ACCOUNT_PAGES];
  console.log(`JS on first load, gzip level ${GZIP_LEVEL} per file`);
  console.log(
    `${'page'.padEnd(40)} ${'files'.padStart(5)} ${'gzip'.padStart(10)} ${'raw'.padStart(10)}  largest chunk`,
  );
  for (const page of pages) {
    const result = await jsBytes(baseUrl, page);
    console.log(
      `${page.padEnd(40)} ${String(result.files).padStart(5)} ${kb(result.gzipBytes).padStart(10)} ` +
        `${kb(result.bytes).padStart(10)}  ${result.largestChunk.url} ${kb(result.largestChunk.gzipBytes)}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
