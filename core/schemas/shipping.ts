/**
 * Shipping an order of either kind (the admin's ship dialog): the carrier, its tracking number (kept upper case,
 * without spaces or dashes) and the tracking page, derived from the carrier unless the owner typed one (required for
 * "Other"). One schema for the dialog and the routes: POST /api/admin/custom-orders/{id}/ship and the spec's
 * PUT /api/orders/{id}/tracking (where the carrier may be left out, as the spec's editor sends it).
 */
import { z } from 'zod';
import { CARRIER_NAMES, CARRIERS, normalizeTrackingNumber, trackingUrlFor, type Carrier } from '../carriers';

export const SHIP_MESSAGES = {
  carrier: 'Choose the carrier: UPS, USPS, FedEx, DHL or Other',
  trackingRequired: 'Tracking number is required.',
  trackingCharacters: 'A tracking number has letters and digits only',
  trackingUrl: 'Tracking URL must be an http(s) address',
  trackingUrlOther: 'Enter the tracking link for this carrier',
  unpaidBalance:
    'The balance of this order is not paid yet. To ship it anyway, confirm that it ships before the balance is paid.',
  unpaidInvoice:
    'The invoice of this order is not paid yet. To ship it anyway, confirm that it ships before the invoice is paid.',
  cancelled: 'This order was cancelled: it can no longer ship',
  notShipped: 'This order has not shipped yet: ship it with its carrier and tracking number first',
  noShipTo: 'No ship-to address yet',
} as const;

/** The status selector's "shipped" without the ship dialog's carrier and number: refused, pointing to the route. */
export const shipThroughDialog = (route: string) =>
  `An order is marked shipped with its carrier and tracking number: use the ship dialog (${route})`;

const trackingNumber = z
  .string({ message: SHIP_MESSAGES.trackingRequired })
  .max(100, 'At most 100 characters')
  .transform(normalizeTrackingNumber)
  .pipe(
    z
      .string()
      .min(1, SHIP_MESSAGES.trackingRequired)
      .max(50, 'At most 50 characters')
      .regex(/^[A-Z0-9]+$/, SHIP_MESSAGES.trackingCharacters),
  );

const trackingUrl = z
  .union([
    z.literal(''),
    z.url({ protocol: /^https?$/, message: SHIP_MESSAGES.trackingUrl }).max(500, 'At most 500 characters'),
  ])
  .optional()
  .transform((value) => (value ? value : undefined));

const shipFields = {
  trackingNumber,
  trackingUrl,
  /** Ship although the order is not paid in full (a custom order's balance, a NET 30 order's invoice). */
  confirmUnpaid: z.boolean().optional(),
  /** A correction of an order that already shipped e-mails the customer only when asked (the first ship always does). */
  emailCustomer: z.boolean().optional(),
};

export interface ShipmentInput {
  carrier: Carrier | null;
  trackingNumber: string;
  /** The typed link, else the carrier's page for the number (null for "Other" only when the spec's route left it out). */
  trackingUrl: string | null;
  confirmUnpaid: boolean;
  emailCustomer: boolean;
}

type Fields = { carrier?: Carrier; trackingNumber: string; trackingUrl?: string };

function otherNeedsLink(value: Fields, ctx: z.RefinementCtx) {
  if (value.carrier === 'other' && !value.trackingUrl) {
    ctx.addIssue({ code: 'custom', path: ['trackingUrl'], message: SHIP_MESSAGES.trackingUrlOther });
  }
}

function resolve(value: Fields & { confirmUnpaid?: boolean; emailCustomer?: boolean }): ShipmentInput {
  const carrier = value.carrier ?? null;
  return {
    carrier,
    trackingNumber: value.trackingNumber,
    trackingUrl: value.trackingUrl ?? (carrier ? trackingUrlFor(carrier, value.trackingNumber) : null),
    confirmUnpaid: value.confirmUnpaid ?? false,
    emailCustomer: value.emailCustomer ?? false,
  };
}

const carrier = z.enum(CARRIERS, { message: SHIP_MESSAGES.carrier });

/** The ship dialog (both kinds) and POST /api/admin/custom-orders/{id}/ship. */
export const shipBodySchema = z
  .object({ carrier, ...shipFields })
  .superRefine(otherNeedsLink)
  .transform(resolve);
export type ShipBody = z.input<typeof shipBodySchema>;

/** PUT /api/orders/{id}/tracking: the spec's number and optional URL, and the ship dialog's carrier when it sends one. */
export const trackingBodySchema = z
  .object({ carrier: carrier.optional(), ...shipFields })
  .superRefine(otherNeedsLink)
  .transform(resolve);

/** "UPS 1Z999AA10123456784"; "tracking number 4711" when the carrier is another or unknown. */
export function describeShipment(shipment: { carrier: Carrier | null; trackingNumber: string }): string {
  const { carrier, trackingNumber: number } = shipment;
  return carrier && carrier !== 'other' ? `${CARRIER_NAMES[carrier]} ${number}` : `tracking number ${number}`;
}

/** The ship dialog's question: "E-mail Pat Golfer that order W-1002 shipped with UPS 1Z999AA10123456784?" */
export function shipConfirmation(
  customerName: string,
  orderNumber: string,
  shipment: { carrier: Carrier | null; trackingNumber: string },
): string {
  return `E-mail ${customerName} that order ${orderNumber} shipped with ${describeShipment(shipment)}?`;
}

/** The label/value rows an e-mail or a page shows for a shipment: carrier, number, where it goes. */
export function shipmentRows(
  shipment: { carrier: Carrier | null; trackingNumber: string | null },
  shipTo: string[] | null,
): Array<[label: string, value: string]> {
  const rows: Array<[string, string]> = [];
  if (shipment.carrier) rows.push(['Carrier', CARRIER_NAMES[shipment.carrier]]);
  if (shipment.trackingNumber) rows.push(['Tracking number', shipment.trackingNumber]);
  if (shipTo && shipTo.length > 0) rows.push(['Ship to', shipTo.join('\n')]);
  return rows;
}

interface ShipmentState<S extends string> {
  status: S;
  carrier: Carrier | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/**
 * What a ship (or a tracking correction) changes, for either kind of order: the columns before and after, whether
 * the customer is e-mailed (always at the first ship, on a correction only when asked), whether nothing changes at
 * all, and the audit's words ("Shipped with UPS 1Z999AA10123456784").
 */
export function shipmentChange<S extends string>(
  current: ShipmentState<S>,
  next: ShipmentInput,
  context: { firstShip: boolean; status: S; customerEmail: string; unpaidNote: string | null },
) {
  const before = {
    status: current.status,
    carrier: current.carrier,
    trackingNumber: current.trackingNumber,
    trackingUrl: current.trackingUrl,
  };
  const after = {
    status: context.status,
    carrier: next.carrier,
    trackingNumber: next.trackingNumber,
    trackingUrl: next.trackingUrl,
  };
  const emailed = context.firstShip || next.emailCustomer;
  const described = describeShipment(after);
  return {
    before,
    after,
    emailed,
    unchanged: JSON.stringify(before) === JSON.stringify(after) && !emailed,
    details: {
      summary: context.firstShip ? `Shipped with ${described}` : `Tracking changed to ${described}`,
      ...(context.unpaidNote ? { unpaid: context.unpaidNote } : {}),
      ...(emailed ? { emailed: context.customerEmail } : {}),
    },
  };
}

/** The delivered mark's audit entry (either kind). */
export function deliveredAudit(previousStatus: string) {
  return {
    details: { summary: 'Marked delivered' },
    before: { status: previousStatus },
    after: { status: 'delivered' },
  };
}
