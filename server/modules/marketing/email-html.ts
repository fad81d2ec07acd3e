/**
 * The admin's marketing HTML as it may go out by e-mail. Mail clients need inline styles (they drop <style> and
 * classes), so styles stay, but never one that loads or runs anything (url(), expression(), -moz-binding, @import,
 * escapes that could spell them). Links are http(s) or mailto only; images are https only (a mail client warns
 * about, or blocks, anything else); scripts, event handlers, forms, frames and SVG/MathML are removed.
 */
import { domWindow, lazyPurifier } from '../../integrations/html/dom-window';

/** Anything in a style value that could fetch a resource or run code, however it is spelled. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|image-set|-moz-binding|behavior\s*:|@import|javascript:|\\|\/\*/i;

const purifier = lazyPurifier((purify) => {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !/^(https?:\/\/|mailto:)/i.test(href.trim())) node.removeAttribute('href');
      if (node.hasAttribute('href') && /^https?:/i.test(node.getAttribute('href')!.trim())) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG' && !/^https:\/\//i.test(node.getAttribute('src')?.trim() ?? '')) node.remove();
  });
});

const CACHE_LIMIT = 50;
const cache = new Map<string, string>();

function remember(store: Map<string, string>, key: string, value: string): string {
  if (store.size >= CACHE_LIMIT) store.delete(store.keys().next().value as string);
  store.set(key, value);
  return value;
}

/** The marketing HTML without anything that could run, load a resource unasked or leave the mail client. */
export function sanitizeEmailHtml(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const clean = purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'link',
      'meta',
      'base',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'video',
      'audio',
      'source',
      'track',
      'picture',
    ],
    FORBID_ATTR: ['srcset', 'action', 'formaction', 'background', 'poster', 'ping', 'usemap'],
    ALLOW_DATA_ATTR: false,
    // The admin's preview shows this HTML inside our page: ids cannot shadow document properties.
    SANITIZE_NAMED_PROPS: true,
  });
  return remember(cache, html, clean);
}

const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'TABLE', 'BLOCKQUOTE', 'HR', 'TR']);
const textCache = new Map<string, string>();

/** The plain-text part of an HTML e-mail: paragraphs as blank lines, list items as "- ", links as "text (url)". */
export function htmlToText(html: string): string {
  const known = textCache.get(html);
  if (known !== undefined) return known;
  const window = domWindow();
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === window.Node.TEXT_NODE) {
      parts.push((node.textContent ?? '').replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeType !== window.Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName;
    if (tag === 'BR') return void parts.push('\n');
    if (tag === 'LI') parts.push('\n- ');
    if (BLOCKS.has(tag)) parts.push('\n\n');
    if (tag === 'TD' || tag === 'TH') parts.push(' ');
    for (const child of Array.from(element.childNodes)) walk(child);
    const href = tag === 'A' ? element.getAttribute('href') : null;
    if (href && href !== element.textContent?.trim()) parts.push(` (${href.replace(/^mailto:/i, '')})`);
    if (BLOCKS.has(tag)) parts.push('\n\n');
  };
  for (const child of Array.from(template.content.childNodes)) walk(child);
  const text = parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return remember(textCache, html, text);
}
