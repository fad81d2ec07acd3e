import {
  FORMATTING_ATTRIBUTES,
  FORMATTING_TAGS,
  LINK_SCHEMES,
  memo,
  outsideLinkTarget,
  sanitize,
} from '../../integrations/html/html-policy';

/**
 * The article HTML as the shop serves it: formatting, links, images and tables survive; scripts, event
 * handlers, styles (CSS expressions and url()), forms, frames, SVG/MathML and dangerous URLs do not.
 * Written by staff, but sanitised on the way out so a stolen admin session cannot plant a script.
 * Links keep http(s), mailto, tel and relative URLs; javascript:, vbscript: and data: are refused however they are
 * spelled (sanitize-html decodes entities and drops control characters and whitespace before it reads the scheme).
 * Images are http(s) or relative.
 */
export const sanitizeBlogHtml = memo(200, (html) =>
  sanitize(html, {
    allowedTags: FORMATTING_TAGS,
    allowedAttributes: FORMATTING_ATTRIBUTES,
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      // Links leaving the shop open in a new tab without handing it our window; others stay in the tab.
      a: (tagName, attribs) => ({
        tagName,
        attribs: outsideLinkTarget(attribs, /^https?:\/\//i.test(attribs.href ?? '')),
      }),
    },
  }),
);
