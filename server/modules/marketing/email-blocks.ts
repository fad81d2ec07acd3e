/**
 * The one renderer of a marketing e-mail composed in blocks: the HTML the preview shows, the test send and every
 * recipient get, and its plain-text part. Mail clients want tables and inline styles, so the blocks are rows of a
 * presentation table at most 600 px wide. Whatever the owner typed is escaped; text links are http(s) only; raw
 * HTML goes through the e-mail sanitiser; a product card and a discount code show what the catalogue and the
 * discounts module hold at the moment of rendering (a product or code that is gone is left out, never invented).
 * The campaign layout (campaign-emails.ts) adds the shop's name, the unsubscribe link and the postal address.
 */
import { imageVariantUrl, type ImageWidth } from '../../../core/images';
import { formatUsd } from '../../../core/money';
import type { EmailBlock } from '../../../core/schemas/email-blocks';
import { escapeHtml } from '../../integrations/mail/templates';
import { htmlToText, sanitizeEmailHtml } from './email-html';

/** A product as its card shows it. */
export interface CardProduct {
  id: number;
  name: string;
  priceCents: number;
  /** Shop-relative (/images/..., /uploads/...) or absolute; null: a card without a picture. */
  imageUrl: string | null;
  imageAlt: string | null;
}

/** A usable discount code and its terms in words ("15% off orders of $40.00 or more"). */
export interface CardDiscount {
  code: string;
  terms: string;
}

/** What the blocks refer to, read when the e-mail is rendered. */
export interface BlockSources {
  products: ReadonlyMap<number, CardProduct>;
  discounts: ReadonlyMap<string, CardDiscount>;
}

export const NO_SOURCES: BlockSources = { products: new Map(), discounts: new Map() };

const GREEN = '#1f7a3a';
const FONT = 'font-family:Arial,Helvetica,sans-serif';

/** A shop path made absolute; an http(s) address kept as it is. */
function absolute(url: string, publicUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl.replace(/\/$/, '')}${url}`;
}

/**
 * A picture as mail clients can show it: PNG, JPEG, GIF and WebP as they are; an SVG (most product drawings), which
 * mail clients do not show, as the shop's raster variant of it (/img/{width}/..., twice the width it is shown at).
 */
function mailPicture(src: string, width: ImageWidth, publicUrl: string): string {
  return absolute(/\.svg$/i.test(src) ? imageVariantUrl(src, width) : src, publicUrl);
}

/** `[words](https://...)` and bare http(s) addresses; anything else (javascript:, data:) stays text. */
const LINK = /\[([^\]\n]{1,200})\]\((https?:\/\/[^\s()<>"]+)\)|(https?:\/\/[^\s<>"]+)/gi;

/** Escaped text with its http(s) links made links (a sentence's full stop after a bare address stays outside). */
function linkedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, words, target, bare] = match;
    let href = target ?? bare ?? '';
    let trail = '';
    if (bare) {
      const cut = /[.,;:!?)]+$/.exec(bare);
      if (cut) {
        trail = cut[0];
        href = bare.slice(0, -trail.length);
      }
    }
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(href)}" style="color:${GREEN}">${escapeHtml(words ?? href)}</a>${escapeHtml(trail)}`;
    last = match.index + whole.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Paragraphs split on blank lines; a single line break stays a line break. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${p.split('\n').map(linkedText).join('<br>')}</p>`,
    )
    .join('');
}

function button(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px auto"><tr><td style="background:${GREEN};border-radius:6px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`;
}

function productCard(product: CardProduct, publicUrl: string): string {
  const link = absolute(`/product/${product.id}`, publicUrl);
  const picture = product.imageUrl
    ? `<img src="${escapeHtml(mailPicture(product.imageUrl, 480, publicUrl))}" alt="${escapeHtml(product.imageAlt?.trim() || product.name)}" width="240" style="display:block;margin:0 auto 12px;max-width:100%;height:auto;border:0">`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e2e8f0;border-radius:8px"><tr><td style="padding:16px;text-align:center">${picture}<p style="margin:0 0 4px;font-size:18px;font-weight:bold">${escapeHtml(product.name)}</p><p style="margin:0 0 12px;font-size:16px;color:#334155">${escapeHtml(formatUsd(product.priceCents))}</p>${button('View this pin', link)}</td></tr></table>`;
}

function discountBox(discount: CardDiscount): string {
  return `<div style="text-align:center"><p style="margin:0 0 8px;font-size:16px">${escapeHtml(discount.terms)} with the code</p><p style="margin:0"><span style="display:inline-block;border:2px dashed ${GREEN};padding:12px 24px;font-size:22px;font-weight:bold;letter-spacing:2px">${escapeHtml(discount.code)}</span></p></div>`;
}

/** One block's HTML, or '' when what it shows is not there (a product gone, a code no longer usable). */
export function renderBlock(block: EmailBlock, sources: BlockSources, publicUrl: string): string {
  switch (block.type) {
    case 'heading':
      return `<h2 style="margin:0 0 8px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(block.text)}</h2>`;
    case 'text':
      return paragraphs(block.text);
    case 'image':
      return `<img src="${escapeHtml(mailPicture(block.src, 1080, publicUrl))}" alt="${escapeHtml(block.alt)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0">`;
    case 'button':
      return button(block.label, absolute(block.url, publicUrl));
    case 'product': {
      const product = sources.products.get(block.productId);
      return product ? productCard(product, publicUrl) : '';
    }
    case 'discount': {
      const discount = sources.discounts.get(block.code.toUpperCase());
      return discount ? discountBox(discount) : '';
    }
    case 'html':
      return sanitizeEmailHtml(block.html);
  }
}

/** The e-mail's body from its blocks: HTML (a table of rows, 600 px at most) and the plain-text part. */
export function renderEmailBlocks(
  blocks: readonly EmailBlock[],
  sources: BlockSources,
  publicUrl: string,
): { html: string; text: string } {
  const rows = blocks
    .map((block) => renderBlock(block, sources, publicUrl))
    .filter((html) => html !== '')
    .map((html) => `<tr><td style="padding:8px 0;${FONT};color:#0f172a">${html}</td></tr>`);
  const html = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;margin:0 auto;border-collapse:collapse">${rows.join('')}</table>`;
  return { html, text: htmlToText(html) };
}
