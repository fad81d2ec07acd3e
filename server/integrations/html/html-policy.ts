/**
 * Server-side HTML sanitising without a DOM: sanitize-html (htmlparser2 underneath) keeps what an allow-list names
 * and drops the rest. It replaced DOMPurify over jsdom, which cost ~70 MB and 0.5-2 s of a blocked event loop on the
 * first use of a process (docs/decisions/029-sanitize-html-without-jsdom.md).
 */
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import type { Attributes, IOptions } from 'sanitize-html';

// Required when first used, not at start (with postcss it is ~15 MB), so the sanitisers stay synchronous.
const require = createRequire(import.meta.url);
let loaded: typeof SanitizeHtml | undefined;

/** sanitize-html itself, loaded by the first call. */
export function sanitizeHtml(html: string, options: IOptions): string {
  loaded ??= require('sanitize-html') as typeof SanitizeHtml;
  return loaded(html, options);
}

/** Removed together with everything inside them: nothing of a script, style, frame, form control or SVG/MathML. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'option',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

/** The formatting an article or a mail needs: text, lists, quotes, links, images, tables. */
export const FORMATTING_TAGS = [
  ...['p', 'div', 'span', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'figure'],
  ...['figcaption', 'section', 'article', 'aside', 'header', 'footer', 'address', 'details', 'summary'],
  ...['a', 'abbr', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'cite', 'q'],
  ...['dfn', 'kbd', 'samp', 'var', 'time', 'wbr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'img'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

/** Attributes of those tags: presentation and meaning only (no ids or names: they could shadow page globals). */
export const FORMATTING_ATTRIBUTES: Record<string, string[]> = {
  '*': ['class', 'title', 'lang', 'dir', 'align', 'aria-*'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  details: ['open'],
  table: ['width', 'border', 'cellpadding', 'cellspacing', 'summary'],
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  td: ['colspan', 'rowspan', 'headers', 'valign', 'width', 'height'],
  th: ['colspan', 'rowspan', 'headers', 'scope', 'valign', 'width', 'height'],
  tr: ['valign'],
};

/** Links: the web, mail and phone, or relative to the shop; never javascript:, vbscript:, data: (however spelled). */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** An outside link opens in a new tab without our window; any other stays in the tab. */
export function outsideLinkTarget(attribs: Attributes, outside: boolean): Attributes {
  const { target: _target, rel: _rel, ...rest } = attribs;
  return outside ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest;
}

/**
 * sanitize-html with `options`, serialised as HTML5 (`<img ...>`, not `<img ... />`). Attribute values and text are
 * escaped on the way out, so " />" only ever ends a tag.
 */
export function sanitize(html: string, options: IOptions): string {
  return sanitizeHtml(html, { nonTextTags: DROPPED_WITH_CONTENT, ...options }).replaceAll(' />', '>');
}

/** A small first-in first-out cache of results by their input (the same post or mail is sanitised many times). */
export function memo(limit: number, compute: (input: string) => string): (input: string) => string {
  const cache = new Map<string, string>();
  return (input) => {
    const known = cache.get(input);
    if (known !== undefined) return known;
    const value = compute(input);
    if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
    cache.set(input, value);
    return value;
  };
}
