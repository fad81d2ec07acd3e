import { lazyPurifier } from '../../integrations/html/dom-window';

const purifier = lazyPurifier((purify) => {
  // Links leaving the shop open in a new tab without handing it our window; others stay in the tab.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
});

const CACHE_LIMIT = 200;
const cache = new Map<string, string>();

/**
 * The article HTML as the shop serves it: formatting, links, images and tables survive; scripts, event
 * handlers, styles (CSS expressions and url()), forms, frames, SVG/MathML and dangerous URLs do not.
 * Written by staff, but sanitised on the way out so a stolen admin session cannot plant a script.
 * DOMPurify's URL rule keeps http(s), mailto, tel and relative links and refuses javascript:, vbscript: and
 * data: (except data images) however they are spelled: it decodes entities and strips whitespace first.
 */
export function sanitizeBlogHtml(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const clean = purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background'],
    ALLOW_DATA_ATTR: false,
    // ids and names cannot shadow document properties the page's scripts read (DOM clobbering).
    SANITIZE_NAMED_PROPS: true,
  });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}
