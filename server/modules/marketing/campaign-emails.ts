/**
 * Campaign e-mails as recipients get them: the admin's sanitised HTML (marketing) or the discount, VIP and
 * tournament templates, in one marketing layout whose footer carries the shop's postal address and a visible
 * unsubscribe link, with the RFC 8058 headers (List-Unsubscribe: the one-click https address and a mailto;
 * List-Unsubscribe-Post) and a plain-text part. Every value from a person or a CSV is escaped.
 */
import { formatUsd } from '../../../core/money';
import type { CampaignKind } from '../../../core/schemas/campaigns';
import { withCampaignUtm } from '../../../core/utm';
import type { MailingShop } from '../../config';
import { escapeHtml } from '../../integrations/mail/templates';
import { htmlToText } from './email-html';
import { unsubscribeToken, unsubscribeUrls } from './unsubscribe-tokens';
import { formatDate } from '../../../core/en-us-dates';

export interface CampaignMailContext {
  shop: MailingShop;
  publicUrl: string;
  /** Signs the unsubscribe tokens (the session secret, as every link we send). */
  linkSecret: string;
}

/** What of the campaign row the message needs. */
export interface CampaignContent {
  /** The campaign's id: the shop's links get UTM tags naming it (a click counts in the admin's analytics). */
  id?: number;
  kind: CampaignKind;
  subject: string;
  /** Marketing: the sanitised HTML. */
  htmlContent: string | null;
  discountPercent: number | null;
  /** Each recipient has their own single-use code, bound to their address. */
  uniqueCodes: boolean;
}

export interface CampaignRecipient {
  id: number;
  email: string;
  name: string | null;
  /** The code this recipient gets (their own with unique codes). */
  code: string | null;
  /** A tournament organiser's event, from their row of the uploaded list (the footer names it). */
  event?: TournamentEvent | null;
}

export interface TournamentEvent {
  name: string | null;
  date: string | null;
}

/** The event in a tournament list row's columns: the first named like a tournament or event, and like a date. */
export function eventOfRow(details: Record<string, string>): TournamentEvent | null {
  const entries = Object.entries(details).filter(([, value]) => value.trim() !== '');
  const date = entries.find(([key]) => /date|when|day/i.test(key))?.[1].trim() ?? null;
  const name = entries.find(([key]) => /tournament|event|outing|classic/i.test(key) && !/date/i.test(key))?.[1];
  return name || date ? { name: name?.trim() ?? null, date } : null;
}

/**
 * Why the recipient gets this e-mail, truthfully for each kind: marketing and discount e-mails go to people who
 * signed up for them, VIP e-mails to the shop's customers, tournament e-mails to an event's organiser.
 */
export function whyYouGetThis(shopName: string, kind: CampaignKind, event?: TournamentEvent | null): string {
  switch (kind) {
    case 'marketing':
    case 'discount':
      return `You receive this e-mail because you signed up for e-mail from ${shopName}.`;
    case 'vip':
      return `You receive this e-mail because you are a customer of ${shopName}.`;
    case 'tournament': {
      if (!event) return `You receive this e-mail because you are listed as the organizer of a golf tournament.`;
      const name = event.name ? `your event ${event.name}` : 'your event';
      return `You receive this e-mail because of ${name}${event.date ? ` on ${event.date}` : ''}.`;
    }
  }
}

export interface CampaignMessage {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** A code's offer in words, e.g. "15% off" or "$5.00 off orders of $40.00 or more, until June 1, 2026". */
export function describeOffer(code: {
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  minimumOrderAmountCents: number;
  validUntil: Date | null;
}): string {
  const amount = code.discountType === 'percentage' ? `${code.discountValue}%` : formatUsd(code.discountValue);
  const minimum =
    code.minimumOrderAmountCents > 0 ? ` orders of ${formatUsd(code.minimumOrderAmountCents)} or more` : '';
  const until = code.validUntil ? `, until ${formatDate(code.validUntil, 'long', 'utc')}` : '';
  return `${amount} off${minimum}${until}`;
}

interface Body {
  html: string;
  text: string;
}

/** The discount, VIP and tournament templates: greeting, paragraphs, the code in a box, a button. */
function templated(
  campaign: CampaignContent,
  recipient: Pick<CampaignRecipient, 'name' | 'code'>,
  offerParagraphs: string[],
  action: { label: string; url: string },
): Body {
  const greeting = `Hi ${recipient.name?.trim() || 'there'},`;
  const code = recipient.code ?? '';
  const paragraphs = campaign.uniqueCodes
    ? [...offerParagraphs, 'This code is yours alone: it works once, with this e-mail address.']
    : offerParagraphs;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`),
    code
      ? `<p style="margin:24px 0;text-align:center"><span style="display:inline-block;border:2px dashed #1f7a3a;padding:12px 24px;font-size:22px;font-weight:bold;letter-spacing:2px">${escapeHtml(code)}</span></p>`
      : '',
    `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(action.url)}" style="background:#1f7a3a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
  ].join('\n');
  const text = [greeting, ...paragraphs, code ? `Your code: ${code}` : '', `${action.label}: ${action.url}`]
    .filter(Boolean)
    .join('\n\n');
  return { html, text };
}

/** The admin's HTML with UTM tags on every link to the shop (href values are attribute-escaped: &amp;). */
function tagShopLinks(html: string, publicUrl: string, campaignId: number): string {
  return html.replace(/href="([^"]*)"/g, (whole, href: string) => {
    const url = href.replaceAll('&amp;', '&');
    const tagged = withCampaignUtm(url, publicUrl, campaignId);
    return tagged === url ? whole : `href="${escapeHtml(tagged)}"`;
  });
}

function body(ctx: CampaignMailContext, campaign: CampaignContent, recipient: CampaignRecipient, offer: string): Body {
  const { shop } = ctx;
  const id = campaign.id;
  const link = (path: string) =>
    id === undefined ? `${ctx.publicUrl}${path}` : withCampaignUtm(`${ctx.publicUrl}${path}`, ctx.publicUrl, id);
  switch (campaign.kind) {
    case 'marketing': {
      const html =
        id === undefined ? (campaign.htmlContent ?? '') : tagShopLinks(campaign.htmlContent ?? '', ctx.publicUrl, id);
      return { html, text: htmlToText(html) };
    }
    case 'discount':
      return templated(
        campaign,
        recipient,
        [
          `Here is ${offer} at ${shop.name}: enter the code below in your cart or at checkout.`,
          'Custom golf pins, tournament pins and course favourites are all included.',
        ],
        { label: 'Shop golf pins', url: link('/wholesale') },
      );
    case 'vip':
      return templated(
        campaign,
        recipient,
        [
          `As one of our VIP customers, you get ${offer} your next order at ${shop.name}.`,
          'Thank you for being with us: enter the code below at checkout.',
        ],
        { label: 'Shop your VIP offer', url: link('/wholesale') },
      );
    case 'tournament':
      return templated(
        campaign,
        recipient,
        [
          `${shop.name} makes custom golf pins for tournaments: ball markers, hat clips and commemorative pins with your event's logo, in any quantity.`,
          `As a tournament organizer, take ${offer} your first custom order with the code below. Design your pin online and see the price at once.`,
        ],
        { label: 'Design your tournament pins', url: link('/custom') },
      );
  }
}

/** The marketing layout around a body: shop name, body, and the footer every marketing e-mail must have. */
function layout(ctx: CampaignMailContext, subject: string, content: Body, unsubscribePage: string, why: string) {
  const { shop } = ctx;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1f7a3a">${escapeHtml(shop.name)}</h1>
${content.html}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b">${escapeHtml(why)} <a href="${escapeHtml(unsubscribePage)}" style="color:#1f7a3a">Unsubscribe</a></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(shop.postalAddress)}</p>
</body></html>`;
  const text = `${content.text}\n\n--\n${why}\nUnsubscribe: ${unsubscribePage}\n${shop.postalAddress}`;
  return { html, text };
}

/** RFC 8058: the one-click https address and a mailto, for the recipient's token. */
function unsubscribeHeaders(ctx: CampaignMailContext, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrls(ctx.publicUrl, token).oneClick}>, <mailto:${ctx.shop.salesEmail}?subject=unsubscribe%20${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** One recipient's message, with their own unsubscribe token in the links and headers. */
export function renderCampaignEmail(
  ctx: CampaignMailContext,
  campaign: CampaignContent,
  recipient: CampaignRecipient,
  /** The offer in words (describeOffer); VIP and tournament: the campaign's percentage. */
  offer = `${campaign.discountPercent ?? 0}% off`,
): CampaignMessage {
  const token = unsubscribeToken(ctx.linkSecret, recipient.id);
  const urls = unsubscribeUrls(ctx.publicUrl, token);
  const why = whyYouGetThis(ctx.shop.name, campaign.kind, recipient.event);
  const { html, text } = layout(ctx, campaign.subject, body(ctx, campaign, recipient, offer), urls.page, why);
  return {
    subject: campaign.subject,
    html,
    text,
    headers: unsubscribeHeaders(ctx, token),
  };
}

/** A recipient for previews: a sample name and code, and an unsubscribe link that names no one. */
const SAMPLE_RECIPIENT: CampaignRecipient = {
  id: 1,
  email: 'customer@example.com',
  name: 'Alex',
  code: 'SAMPLE20',
  event: { name: 'Spring Classic', date: 'May 9' },
};

/** The marketing e-mail as a recipient will see it (the caller sanitises the content first). */
export function previewCampaignEmail(ctx: CampaignMailContext, campaign: CampaignContent) {
  const content = body(ctx, campaign, SAMPLE_RECIPIENT, `${campaign.discountPercent ?? 20}% off`);
  const why = whyYouGetThis(ctx.shop.name, campaign.kind, SAMPLE_RECIPIENT.event);
  const { html, text } = layout(ctx, campaign.subject, content, `${ctx.publicUrl}/unsubscribe/sample`, why);
  return { subject: campaign.subject, html, text };
}

/** A one-to-one outreach e-mail in the campaign layout (the tournament calendar's steps): its own paragraphs. */
export interface OutreachContent {
  /** The email_campaigns row of this message: its unsubscribe token names it. */
  recipientId: number;
  name: string | null;
  subject: string;
  paragraphs: string[];
  /** The recipient's own single-use code. */
  code: string;
  action: { label: string; url: string };
  event: TournamentEvent;
}

export function renderOutreachEmail(ctx: CampaignMailContext, content: OutreachContent): CampaignMessage {
  const token = unsubscribeToken(ctx.linkSecret, content.recipientId);
  const urls = unsubscribeUrls(ctx.publicUrl, token);
  const campaign: CampaignContent = {
    kind: 'tournament',
    subject: content.subject,
    htmlContent: null,
    discountPercent: null,
    uniqueCodes: true,
  };
  const inner = templated(campaign, content, content.paragraphs, content.action);
  const why = whyYouGetThis(ctx.shop.name, 'tournament', content.event);
  const { html, text } = layout(ctx, content.subject, inner, urls.page, why);
  return {
    subject: content.subject,
    html,
    text,
    headers: unsubscribeHeaders(ctx, token),
  };
}
