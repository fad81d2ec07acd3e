/**
 * The admin's marketing HTML as it may go out by e-mail. Mail clients need inline styles (they drop <style> and
 * classes), so styles stay, but never one that loads or runs anything (url(), expression(), -moz-binding, @import,
 * escapes that could spell them). Links are http(s) or mailto only; images are https only (a mail client warns
 * about, or blocks, anything else); scripts, event handlers, forms, frames and SVG/MathML are removed.
 * Parsed with htmlparser2 (through sanitize-html), no DOM.
 */
import { Parser } from 'htmlparser2';
import {
  FORMATTING_ATTRIBUTES,
  FORMATTING_TAGS,
  memo,
  outsideLinkTarget,
  sanitize,
} from '../../integrations/html/html-policy';

/** Anything in a style value that could fetch a resource or run code, however it is spelled. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|image-set|-moz-binding|behavior\s*:|@import|javascript:|\\|\/\*/i;

/** The old presentational markup mail templates still use. */
const MAIL_TAGS = [...FORMATTING_TAGS, 'center', 'font'];
const MAIL_ATTRIBUTES: Record<string, string[]> = {
  ...FORMATTING_ATTRIBUTES,
  '*': [...FORMATTING_ATTRIBUTES['*']!, 'style', 'bgcolor'],
  font: ['color', 'face', 'size'],
};

/** The marketing HTML without anything that could run, load a resource unasked or leave the mail client. */
export const sanitizeEmailHtml = memo(50, (html) =>
  sanitize(html, {
    allowedTags: MAIL_TAGS,
    allowedAttributes: MAIL_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    // Kept as written (sanitize-html would rewrite it); UNSAFE_STYLE below decides.
    parseStyleAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => {
        if (attribs.style === undefined || !UNSAFE_STYLE.test(attribs.style)) return { tagName, attribs };
        const { style: _style, ...rest } = attribs;
        return { tagName, attribs: rest };
      },
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        const { href: _href, ...rest } = attribs;
        // Only absolute web and mail links: a relative one means nothing in a mail client.
        const kept = href !== undefined && /^(https?:\/\/|mailto:)/i.test(href) ? { ...rest, href } : rest;
        return { tagName, attribs: outsideLinkTarget(kept, href !== undefined && /^https?:/i.test(href)) };
      },
    },
    // An image from anywhere but https is dropped whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
  }),
);

const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'blockquote', 'hr', 'tr']);
/** Elements whose text is not part of what a reader sees. */
const UNSEEN = new Set(['script', 'style', 'title', 'head', 'template']);

/** The plain-text part of an HTML e-mail: paragraphs as blank lines, list items as "- ", links as "text (url)". */
export const htmlToText = memo(50, (html) => {
  const parts: string[] = [];
  // Open links: their href and their text so far.
  const links: { href: string | undefined; text: string }[] = [];
  let unseen = 0;
  const parser = new Parser(
    {
      ontext(text) {
        if (unseen) return;
        parts.push(text.replace(/\s+/g, ' '));
        for (const link of links) link.text += text;
      },
      onopentag(tag, attribs) {
        if (UNSEEN.has(tag)) unseen++;
        if (tag === 'br') return void parts.push('\n');
        if (tag === 'li') parts.push('\n- ');
        if (BLOCKS.has(tag)) parts.push('\n\n');
        if (tag === 'td' || tag === 'th') parts.push(' ');
        if (tag === 'a') links.push({ href: attribs.href, text: '' });
      },
      onclosetag(tag) {
        if (UNSEEN.has(tag)) unseen = Math.max(0, unseen - 1);
        if (tag === 'a') {
          const link = links.pop();
          if (link?.href && link.href !== link.text.trim()) parts.push(` (${link.href.replace(/^mailto:/i, '')})`);
        }
        if (BLOCKS.has(tag)) parts.push('\n\n');
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
});
