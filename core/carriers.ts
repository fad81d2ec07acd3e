/**
 * The carriers an order ships with, and the tracking page each one has for a number. A tracking number is kept
 * upper case without spaces or dashes ("1Z 999 AA1 01 2345 6784" -> "1Z999AA10123456784").
 */
export const CARRIERS = ['ups', 'usps', 'fedex', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  ups: 'UPS',
  usps: 'USPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  other: 'Other carrier',
};

export function normalizeTrackingNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** The carrier's public tracking page for the number, or null for "other" (the owner enters the link). */
export function trackingUrlFor(carrier: Carrier, trackingNumber: string): string | null {
  const number = encodeURIComponent(normalizeTrackingNumber(trackingNumber));
  switch (carrier) {
    case 'ups':
      return `https://www.ups.com/track?tracknum=${number}`;
    case 'usps':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case 'dhl':
      return `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${number}`;
    case 'other':
      return null;
  }
}

interface Shipment {
  carrier: Carrier | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

/** How an order of either kind went out, as its DTOs show it. */
export function shipmentDto(order: Shipment) {
  return {
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
  };
}
