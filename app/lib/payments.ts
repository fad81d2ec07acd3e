/**
 * The browser's payment calls, shared by every page that pays with PayPal (the cart and deposit checkout, the
 * balance and invoice links). Each answer is parsed with its schema from core/schemas/payments, so a server that
 * answers something else fails here, loudly, instead of deep in a page. Every call goes through apiRequest: a
 * non-OK answer throws "{status}: {body}" (read it with apiErrorStatus / apiErrorMessage).
 */
import type { DataTag } from '@tanstack/react-query';
import type {
  BalanceCompletion,
  BalanceRecordDto,
  CreatedPaymentDto,
  InvoiceSummaryDto,
  PaymentOutcomeDto,
  PaymentRequest,
  PayPalSetupDto,
} from '../../core/schemas/payments';
import { apiRequest } from './api';
import { cartHeaders } from './session-id';

/** The words every payment page uses for the same events (their own module, app/lib/payment-messages). */
export { PAYMENT_MESSAGES } from './payment-messages';

/**
 * The answers' schemas (zod) load with the first answer, not with the pages that pay (decision 021): every call below
 * waits for the network anyway.
 */
const loadSchemas = () => import('../../core/schemas/payments');

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await apiRequest('GET', url, undefined, { signal });
  return response.json();
}

/** These queries run in the browser only: the server render shows their loading state (loaders never call our API). */
const inBrowser = typeof window !== 'undefined';

/**
 * A pay link's read for react-query, written as the object `queryOptions` would return (its key tagged with the
 * answer's type, so `setQueryData` is typed): importing `queryOptions` itself would bring react-query into every
 * page that pays, and the checkout keeps no query cache (decision 019).
 */
function payLinkQuery<T>(url: string, parse: (schemas: PaymentSchemas, answer: unknown) => T) {
  return {
    queryKey: [url] as string[] as DataTag<string[], T, Error>,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<T> => {
      const [schemas, answer] = await Promise.all([loadSchemas(), getJson(url, signal)]);
      return parse(schemas, answer);
    },
    enabled: inBrowser,
  };
}

type PaymentSchemas = Awaited<ReturnType<typeof loadSchemas>>;

/**
 * GET /paypal/setup: test mode (the local stand-in) or PayPal's buttons with this client id. Read by the pay button
 * (components/payment/paypal-payment), which keeps the answer for the browser's life (app/lib/use-kept-read).
 */
export const PAYPAL_SETUP_PATH = '/paypal/setup';

export async function paypalSetup(): Promise<PayPalSetupDto> {
  const [{ paypalSetupSchema }, answer] = await Promise.all([loadSchemas(), getJson(PAYPAL_SETUP_PATH)]);
  return paypalSetupSchema.parse(answer);
}

/** The custom order behind a balance link (GET /api/balance-payment/{token}). */
export function balanceRecordQuery(token: string) {
  return payLinkQuery<BalanceRecordDto>(`/api/balance-payment/${encodeURIComponent(token)}`, (schemas, answer) =>
    schemas.balanceRecordSchema.parse(answer),
  );
}

/**
 * What an invoice link pays (GET /api/invoices/{invoiceNumber}?t=...): the stored total, never the link's amount.
 * The link's token `t` goes along: without the right one the server answers as for an unknown invoice.
 */
export function invoiceSummaryQuery(invoiceNumber: string, token: string) {
  const url = `/api/invoices/${encodeURIComponent(invoiceNumber)}?${new URLSearchParams({ t: token }).toString()}`;
  return payLinkQuery<InvoiceSummaryDto>(url, (schemas, answer) => schemas.invoiceSummarySchema.parse(answer));
}

/**
 * POST /api/paypal/order: the PayPal order for the amount the server computes. The page's amount goes along only to
 * be checked (a mismatch is a 409 with the server's sentence). A cart is the session's, so it carries the session id.
 */
export async function createPayment(request: PaymentRequest): Promise<CreatedPaymentDto> {
  const init = request.purpose === 'cart' ? { headers: cartHeaders() } : {};
  const response = await apiRequest('POST', '/api/paypal/order', request, init);
  const [{ createdPaymentSchema }, answer] = await Promise.all([loadSchemas(), response.json()]);
  return createdPaymentSchema.parse(answer);
}

function orderPath(paypalOrderId: string): string {
  return `/api/paypal/order/${encodeURIComponent(paypalOrderId)}`;
}

/** Captures an approved order and records the payment once; COMPLETED means paid. Safe to repeat. */
export async function capturePayment(paypalOrderId: string): Promise<PaymentOutcomeDto> {
  const response = await apiRequest('POST', `${orderPath(paypalOrderId)}/capture`);
  const [{ paymentOutcomeSchema }, answer] = await Promise.all([loadSchemas(), response.json()]);
  return paymentOutcomeSchema.parse(answer);
}

/**
 * A balance link's own completion: captures if needed and checks that the payment belongs to this link's order
 * (the capture route alone would not). Idempotent; anything but paid is an error.
 */
export async function completeBalancePayment(token: string, paypalOrderId: string): Promise<BalanceCompletion> {
  const response = await apiRequest('POST', `/api/balance-payment/${encodeURIComponent(token)}/complete`, {
    balancePaymentId: paypalOrderId,
  });
  const [{ balanceCompletionSchema }, answer] = await Promise.all([loadSchemas(), response.json()]);
  return balanceCompletionSchema.parse(answer);
}

/**
 * The buyer cancelled at PayPal: the held stock and discount use go back at once. Best effort (holds expire anyway);
 * the session id lets a cart's payment be found, and is ignored for the other purposes.
 */
export async function cancelPayment(paypalOrderId: string): Promise<void> {
  await apiRequest('POST', `${orderPath(paypalOrderId)}/cancel`, undefined, { headers: cartHeaders() });
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
