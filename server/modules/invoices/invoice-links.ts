/**
 * The token of an invoice's payment link (/pay-invoice/{invoiceNumber}?amount=N&t=T): an HMAC of the invoice (its
 * row id and number) under the shop's secret. Unguessable (256 bits), nothing stored, and every e-mail about the
 * invoice can carry the same link; a deleted invoice's number given to a new invoice does not reopen the old link.
 */
import { centsToDollars } from '../../../core/money';
import { sameSecret, signLink } from '../../link-signing';

export interface LinkedInvoice {
  id: number;
  invoiceNumber: string;
}

export function invoiceLinkToken(secret: string, invoice: LinkedInvoice): string {
  return signLink(secret, `invoice-link:${invoice.id}:${invoice.invoiceNumber}`);
}

export function isInvoiceLinkToken(secret: string, invoice: LinkedInvoice, token: string | undefined): boolean {
  return token ? sameSecret(token, invoiceLinkToken(secret, invoice)) : false;
}

/** The link an invoice e-mail carries (the amount is what the page shows; the server charges the stored total). */
export function invoicePayPath(secret: string, invoice: LinkedInvoice & { totalCents: number }): string {
  const query = new URLSearchParams({
    amount: String(centsToDollars(invoice.totalCents)),
    t: invoiceLinkToken(secret, invoice),
  });
  return `/pay-invoice/${encodeURIComponent(invoice.invoiceNumber)}?${query.toString()}`;
}
