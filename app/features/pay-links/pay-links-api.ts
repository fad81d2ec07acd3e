/**
 * The calls of the pay-by-link pages (accounts-admin-spec section 7 and issue 6): the PayPal order is created for
 * the amount the server computes (the page's amount goes along only to be checked), then captured.
 */
import type { z } from 'zod';
import type { balanceRecordSchema, invoiceSummarySchema, paymentOutcomeSchema } from '../../../core/schemas/payments';
import { apiRequest } from '../../lib/api';

export type BalanceRecord = z.infer<typeof balanceRecordSchema>;
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export type CaptureOutcome = z.infer<typeof paymentOutcomeSchema>;

export interface CreatedPayment {
  id: string;
  status: string;
  approveUrl: string | null;
  amount: string;
}

export interface PayPalSetup {
  mode: 'test' | 'sandbox' | 'live';
}

export const PAYPAL_SETUP_QUERY_KEY = ['/paypal/setup'] as const;

export function balanceRecordUrl(token: string): string {
  return `/api/balance-payment/${encodeURIComponent(token)}`;
}

export function invoiceUrl(invoiceNumber: string): string {
  return `/api/invoices/${encodeURIComponent(invoiceNumber)}`;
}

export type PayLinkPayment =
  | { purpose: 'balance'; balanceToken: string; amount: string; returnPath: string }
  | { purpose: 'invoice'; invoiceNumber: string; amount: string; returnPath: string };

export async function createPayPalOrder(payment: PayLinkPayment): Promise<CreatedPayment> {
  const response = await apiRequest('POST', '/api/paypal/order', {
    ...payment,
    currency: 'USD',
    intent: 'CAPTURE',
  });
  return (await response.json()) as CreatedPayment;
}

/** Captures (if needed) and records the balance payment; idempotent on the server. */
export async function completeBalancePayment(token: string, paypalOrderId: string): Promise<{ status: string }> {
  const response = await apiRequest('POST', `${balanceRecordUrl(token)}/complete`, {
    balancePaymentId: paypalOrderId,
  });
  return (await response.json()) as { status: string };
}

export async function capturePayPalOrder(paypalOrderId: string): Promise<CaptureOutcome> {
  const response = await apiRequest('POST', `/api/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`);
  return (await response.json()) as CaptureOutcome;
}

/** Only a web address goes into location (never a javascript: URL from a confused answer). */
export function approvalAddress(approveUrl: string | null, base: string): string | null {
  if (!approveUrl) return null;
  try {
    const url = new URL(approveUrl, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
