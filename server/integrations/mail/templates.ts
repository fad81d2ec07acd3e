import type { ShopIdentity } from '../../config';

export interface EmailContent {
  subject: string;
  /** Opening line, e.g. "Hi Jordan,". */
  greeting?: string;
  paragraphs: string[];
  /** Label/value rows shown as a table (a quote's details, an order summary). */
  details?: Array<[label: string, value: string]>;
  action?: { label: string; url: string };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value that reaches HTML passes through here: user-supplied text cannot inject markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** One layout for every e-mail: HTML and plain text with the shop's name, address and support e-mail. */
export function renderEmail(shop: ShopIdentity, content: EmailContent): RenderedEmail {
  const footer = `${shop.name} · ${shop.location} · ${shop.supportEmail}`;
  const textParts = [
    content.greeting,
    ...content.paragraphs,
    content.details?.map(([label, value]) => `${label}: ${value}`).join('\n'),
    content.action ? `${content.action.label}: ${content.action.url}` : undefined,
    `--\n${footer}`,
  ].filter((part): part is string => Boolean(part));

  const detailsHtml = content.details?.length
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:16px 0">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="color:#475569;vertical-align:top">${escapeHtml(label)}</td><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f7a3a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1f7a3a">${escapeHtml(shop.name)}</h1>
${content.greeting ? `<p>${escapeHtml(content.greeting)}</p>` : ''}
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${detailsHtml}${actionHtml}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0"><p style="font-size:12px;color:#64748b">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: content.subject, text: textParts.join('\n\n'), html };
}
