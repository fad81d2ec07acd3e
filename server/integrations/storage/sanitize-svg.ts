import { lazyPurifier } from '../html/dom-window';

const purifier = lazyPurifier((purify) => {
  // Only in-document references (#id) survive: no external images, fonts, stylesheets or scripts.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && !value.startsWith('#')) data.keepAttr = false;
    if (/url\s*\(\s*['"]?\s*(?!#)/i.test(value)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    // <style> may pull external resources with @import or url(); logos do not need it.
    if (data.tagName === 'style') node.parentNode?.removeChild(node);
  });
});

/**
 * Sanitises an uploaded SVG: no scripts, no event handlers, no foreignObject, no external references.
 * Returns null when nothing of an SVG is left.
 */
export function sanitizeSvg(source: string): string | null {
  const clean = purifier().sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'style', 'iframe', 'image'],
    FORBID_ATTR: ['style'],
  });
  return /<svg[\s>]/i.test(clean) ? `<?xml version="1.0" encoding="UTF-8"?>\n${clean}` : null;
}
