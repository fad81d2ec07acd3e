import { randomBytes } from 'node:crypto';

/** PayPal-shaped ids: upper-case letters and digits. */
export function paypalId(length = 17): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
/**
 * REVERSED: a chargeback (PayPal sends PAYMENT.CAPTURE.REVERSED); the shop treats it like a full refund.
 * PARTIALLY_REFUNDED: some of it refunded (refunds.ts), REFUNDED once refunds add up to the whole capture.
 */
export type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'REVERSED';

export interface Money {
  currency_code: string;
  value: string;
}

export interface StandInCapture {
  id: string;
  status: CaptureStatus;
  status_details?: { reason: string };
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  final_capture: boolean;
  create_time: string;
  update_time: string;
}

export interface StandInPurchaseUnit {
  reference_id: string;
  /** With the breakdown the shop sent (item_total, shipping, discount), checked against the value on create. */
  amount: Money & { breakdown?: Record<string, Money | undefined> };
  /** The lines the buyer sees: unit_amount x quantity add up to the breakdown's item_total. */
  items?: Array<{ name: string; quantity: string; unit_amount: Money }>;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  /** Where the goods go, as the shop sent it (shown on the approval page, returned on GET). */
  shipping?: {
    name?: { full_name: string };
    address: {
      address_line_1: string;
      address_line_2?: string;
      admin_area_2: string;
      admin_area_1: string;
      postal_code: string;
      country_code: string;
    };
  };
  /** As Orders v2 shows them on GET: the captures, and the refunds of those captures (newest last). */
  payments?: { captures: StandInCapture[]; refunds?: StandInRefund[] };
}

/** A refund of a capture (Payments v2 `refund`): `links` rel "up" names its capture. */
export interface StandInRefund {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  note_to_payer?: string;
  create_time: string;
  update_time: string;
  links: Array<{ href: string; rel: string; method: string }>;
}

export interface StandInOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: OrderStatus;
  purchase_units: StandInPurchaseUnit[];
  payer?: { email_address: string; payer_id: string; name: { given_name: string; surname: string } };
  returnUrl?: string;
  cancelUrl?: string;
  /**
   * The secret of this order's approve link (`key` beside `token`): only whoever received the link from the
   * create call (the shop, for the buyer who started the payment) can approve or cancel on the approval page.
   */
  approvalKey: string;
  create_time: string;
  update_time: string;
}

export type CaptureMode = 'COMPLETED' | 'PENDING' | 'DECLINED';

/** Faults a test can ask for; each applies to the next matching call, then clears. */
export interface Faults {
  nextCaptureMode: CaptureMode;
  /** HTTP status to answer instead of doing the work (500, 503). */
  failNext: { status: 500 | 503; count: number } | null;
  /** Commit the capture, then drop the connection without answering. */
  dropAfterCommitNext: boolean;
  /** Commit the next capture, then hold the answer (and its webhook) this long: a shop killed meanwhile never hears. */
  holdAnswerAfterCommitMs: number;
  latencyMs: number;
}

interface IdempotentEntry {
  fingerprint: string;
  status: number;
  body: unknown;
  storedAt: number;
  inFlight: boolean;
}

/** Everything the stand-in remembers (in memory: a restart is a fresh sandbox). */
export class StandInState {
  readonly orders = new Map<string, StandInOrder>();
  readonly tokens = new Map<string, number>();
  readonly idempotency = new Map<string, IdempotentEntry>();
  readonly faults: Faults = {
    nextCaptureMode: 'COMPLETED',
    failNext: null,
    dropAfterCommitNext: false,
    holdAnswerAfterCommitMs: 0,
    latencyMs: 0,
  };
  /** Webhook events sent (or attempted), newest last: for assertions. */
  readonly webhookLog: Array<{ id: string; event_type: string; delivered: boolean }> = [];
  /** Every refund made (by the API or a test switch), oldest first: the ledger's list. */
  readonly refunds: Array<{ captureId: string; refundId: string; amount: Money; status?: string }> = [];

  captures(): Array<{ orderId: string; capture: StandInCapture }> {
    return [...this.orders.values()].flatMap((order) =>
      order.purchase_units.flatMap((unit) =>
        (unit.payments?.captures ?? []).map((capture) => ({ orderId: order.id, capture })),
      ),
    );
  }

  reset(): void {
    this.orders.clear();
    this.idempotency.clear();
    this.webhookLog.length = 0;
    this.refunds.length = 0;
    Object.assign(this.faults, {
      nextCaptureMode: 'COMPLETED',
      failNext: null,
      dropAfterCommitNext: false,
      holdAnswerAfterCommitMs: 0,
      latencyMs: 0,
    });
  }
}
