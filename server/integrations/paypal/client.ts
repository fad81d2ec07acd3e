import { centsToDecimalString } from '../../../core/money';

/**
 * PayPal Orders v2 over HTTP, the same code for PayPal (sandbox or live) and for the local stand-in.
 * - OAuth2 client-credentials token, cached until shortly before it expires; refreshed once on a 401.
 * - Every create and capture carries a PayPal-Request-Id chosen by the caller (derived from our payment row and
 *   stored before the call), so a retry after a timeout, a 5xx or a dropped connection cannot charge twice.
 * - A capture answered 422 ORDER_ALREADY_CAPTURED or ORDER_COMPLETION_IN_PROGRESS is reconciled with a GET.
 */
export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalCapture {
  id: string;
  /** REVERSED is not in Orders v2's enum; the shop reads it like REFUNDED should PayPal report a chargeback so. */
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'REVERSED' | 'FAILED';
  status_details?: { reason?: string };
  amount: PayPalMoney;
  custom_id?: string;
  invoice_id?: string;
}

/** A refund of a capture (Payments v2); `links` rel "up" points at the capture. */
export interface PayPalRefund {
  id: string;
  status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED';
  amount?: PayPalMoney;
  links?: Array<{ href: string; rel: string; method?: string }>;
}

/** What a refund call answers: PayPal's refund id and status, and the amount refunded in cents. */
export interface RefundResult {
  id: string;
  status: PayPalRefund['status'];
  amountCents: number | null;
}

export interface PayPalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  intent?: string;
  purchase_units?: Array<{
    reference_id?: string;
    custom_id?: string;
    amount?: PayPalMoney;
    payments?: { captures?: PayPalCapture[]; refunds?: PayPalRefund[] };
  }>;
  payment_source?: { paypal?: { email_address?: string } };
  payer?: { email_address?: string };
  links?: Array<{ href: string; rel: string; method?: string }>;
}

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    override readonly name: string,
    readonly issue: string | undefined,
    readonly debugId: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface PayPalClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** Attempts for a call that timed out, lost its connection or got a 5xx (same PayPal-Request-Id each time). */
  attempts?: number;
  retryDelayMs?: number;
}

/** One line PayPal shows the buyer: unit_amount x quantity must add up to the breakdown's item_total. */
export interface PayPalItem {
  name: string;
  quantity: string;
  unit_amount: PayPalMoney;
  sku?: string;
  category?: 'PHYSICAL_GOODS' | 'DIGITAL_GOODS' | 'DONATION';
}

/** amount.value = item_total + shipping - discount, to the cent (PayPal refuses anything else). */
export interface PayPalBreakdown {
  item_total: PayPalMoney;
  shipping?: PayPalMoney;
  discount?: PayPalMoney;
}

/** Where the goods go (Orders v2 purchase_units[].shipping); sent with shipping_preference SET_PROVIDED_ADDRESS. */
export interface PayPalShipping {
  name: { full_name: string };
  address: {
    address_line_1: string;
    admin_area_2: string;
    admin_area_1: string;
    postal_code: string;
    country_code: 'US' | 'CA';
  };
}

export interface CreateOrderInput {
  requestId: string;
  amount: PayPalMoney;
  /** Our payment's id: PayPal echoes it on the capture, which proves the capture is for this payment. */
  customId: string;
  description?: string;
  /** The order number the buyer and staff see (C-1001, W-1001-DEP, INV-100001): unique per payment at PayPal. */
  invoiceId?: string;
  breakdown?: PayPalBreakdown;
  items?: PayPalItem[];
  shipping?: PayPalShipping;
  returnUrl?: string;
  cancelUrl?: string;
}

export interface WebhookVerification {
  webhookId: string;
  headers: Record<string, string | string[] | undefined>;
  /** The delivery's body exactly as received: the signature covers these bytes, not a re-serialised copy. */
  rawEvent: string;
}

const RECONCILE_ISSUES = new Set(['ORDER_ALREADY_CAPTURED', 'ORDER_COMPLETION_IN_PROGRESS']);

export function createPayPalClient(options: PayPalClientOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 250;
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const response = await fetchWithTimeout(`${options.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) {
      throw new PayPalError(
        response.status,
        'AUTHENTICATION_FAILURE',
        undefined,
        undefined,
        'PayPal refused our credentials',
      );
    }
    // Refresh a minute early (or at half-life for very short tokens) so a call never carries an expired one.
    const lifetime = (body.expires_in ?? 300) * 1000;
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(lifetime - 60_000, lifetime / 2) };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
    return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  }

  /** One API call with retries on transient failures and one token refresh on a 401. */
  async function call<T>(
    method: string,
    path: string,
    init: { body?: unknown; rawBody?: string; requestId?: string; prefer?: string } = {},
  ): Promise<T> {
    let refreshed = false;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const headers: Record<string, string> = {
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
        };
        if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
        if (init.requestId) headers['paypal-request-id'] = init.requestId;
        if (init.prefer) headers.prefer = init.prefer;
        const response = await fetchWithTimeout(`${options.baseUrl}${path}`, {
          method,
          headers,
          body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        });
        const text = await response.text();
        const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        if (response.ok) return json as T;
        const details = json.details as Array<{ issue?: string; description?: string }> | undefined;
        const error = new PayPalError(
          response.status,
          String(json.name ?? 'UNKNOWN_ERROR'),
          details?.[0]?.issue,
          json.debug_id as string | undefined,
          details?.[0]?.description ?? String(json.message ?? response.statusText),
        );
        if (response.status === 401 && !refreshed) {
          refreshed = true;
          token = null;
          attempt -= 1;
          continue;
        }
        if (response.status < 500) throw error;
        lastError = error;
      } catch (error) {
        if (error instanceof PayPalError && error.status < 500) throw error;
        lastError = error;
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
    }
    throw lastError;
  }

  return {
    async createOrder(input: CreateOrderInput): Promise<{ id: string; status: string; approveUrl: string | null }> {
      const order = await call<PayPalOrder>('POST', '/v2/checkout/orders', {
        requestId: input.requestId,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              amount: input.breakdown ? { ...input.amount, breakdown: input.breakdown } : input.amount,
              custom_id: input.customId,
              ...(input.invoiceId ? { invoice_id: input.invoiceId } : {}),
              ...(input.description ? { description: input.description.slice(0, 127) } : {}),
              ...(input.items ? { items: input.items } : {}),
              ...(input.shipping ? { shipping: input.shipping } : {}),
            },
          ],
          ...(input.returnUrl
            ? {
                payment_source: {
                  paypal: {
                    experience_context: {
                      return_url: input.returnUrl,
                      cancel_url: input.cancelUrl ?? input.returnUrl,
                      user_action: 'PAY_NOW',
                      shipping_preference: input.shipping ? 'SET_PROVIDED_ADDRESS' : 'NO_SHIPPING',
                    },
                  },
                },
              }
            : {}),
        },
      });
      const approve = order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      return { id: order.id, status: order.status, approveUrl: approve?.href ?? null };
    },

    getOrder(orderId: string): Promise<PayPalOrder> {
      return call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    },

    /** Captures, or (already captured / in progress) reads the order back: never a second charge. */
    async captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
      try {
        return await call<PayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
          requestId,
          body: {},
          prefer: 'return=representation',
        });
      } catch (error) {
        if (error instanceof PayPalError && error.status === 422 && error.issue && RECONCILE_ISSUES.has(error.issue)) {
          return this.getOrder(orderId);
        }
        throw error;
      }
    },

    /**
     * Refunds a capture: `amountCents` of it, or without it all that is left of it. Idempotent by the request id
     * (the same id and amount again answers the first refund, never a second one). PayPal's refusals (422
     * REFUND_AMOUNT_EXCEEDED, CAPTURE_FULLY_REFUNDED...) come back as a PayPalError with the issue.
     */
    async refundCapture(captureId: string, requestId: string, amountCents?: number): Promise<RefundResult> {
      const refund = await call<PayPalRefund>('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        requestId,
        body:
          amountCents === undefined
            ? {}
            : { amount: { currency_code: 'USD', value: centsToDecimalString(amountCents) } },
        prefer: 'return=representation',
      });
      const value = refund.amount?.value;
      return {
        id: refund.id,
        status: refund.status,
        amountCents: value === undefined ? null : Math.round(Number(value) * 100),
      };
    },

    /** Asks PayPal whether a webhook delivery is genuine (the headers, the event and our webhook id). */
    async verifyWebhook(input: WebhookVerification): Promise<boolean> {
      const header = (name: string) => {
        const value = input.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const fields = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
      };
      if (Object.values(fields).some((value) => !value)) return false;
      try {
        JSON.parse(input.rawEvent);
      } catch {
        return false;
      }
      // The event goes back byte for byte, spliced into the request rather than parsed and re-serialised.
      const head = JSON.stringify({ ...fields, webhook_id: input.webhookId });
      const result = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          rawBody: `${head.slice(0, -1)},"webhook_event":${input.rawEvent}}`,
        },
      );
      return result.verification_status === 'SUCCESS';
    },
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;

/** The capture that proves payment: COMPLETED, for our amount and currency, carrying our payment's custom_id. */
export function completedCaptureFor(
  order: PayPalOrder,
  expected: { value: string; currency: string; customId: string },
): PayPalCapture | null {
  for (const unit of order.purchase_units ?? []) {
    for (const capture of unit.payments?.captures ?? []) {
      if (
        capture.status === 'COMPLETED' &&
        capture.amount.value === expected.value &&
        capture.amount.currency_code === expected.currency &&
        (capture.custom_id ?? unit.custom_id) === expected.customId
      ) {
        return capture;
      }
    }
  }
  return null;
}
