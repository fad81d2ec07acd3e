/**
 * What a packing slip prints for an order of either kind: the order's number and date, where it goes, the lines to
 * pack (a catalogue order's items with their quantities; a custom order's pins with size, plating, packaging and
 * rush, and its designs) and, only when asked, the prices. Built in the page's loader, so the page gets nothing more.
 */
import { CARRIER_NAMES } from '../../../../core/carriers';
import { formatDate } from '../../../../core/en-us-dates';
import { formatUsd, dollarsToCents } from '../../../../core/money';
import { orderNumber } from '../../../../core/order-numbers';
import { pinPackagingLabel, pinPlatingLabel, pinSizeLabel } from '../../../../core/pin-options';
import type { AdminOrder } from '../../../../core/schemas/admin';
import { shipToLines } from '../../../../core/schemas/ship-to';

export interface PackingSlipLine {
  description: string;
  /** Size, plating, packaging, rush (custom pins); a design's note. */
  details: string[];
  quantity: number;
  /** With prices only. */
  unitPrice?: string;
  lineTotal?: string;
}

export interface PackingSlip {
  kind: AdminOrder['kind'];
  id: number;
  number: string;
  placed: string;
  customer: { name: string; email: string; phone: string | null };
  /** Null: no address yet (an order placed before the address was asked). */
  shipTo: string[] | null;
  lines: PackingSlipLine[];
  /** The custom order's designs, packed as one order. */
  designs: Array<{ name: string; quantity: number | null; artworkUrl: string | null }>;
  /** "UPS 1Z999AA10123456784", once shipped. */
  shipment: string | null;
  /** Label/amount rows, with prices only. */
  totals: Array<[label: string, amount: string]> | null;
}

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

function customLines(order: Extract<AdminOrder, { kind: 'custom' }>['order'], prices: boolean): PackingSlipLine[] {
  return [
    {
      description: 'Custom soft enamel pins',
      details: [
        `Size: ${pinSizeLabel(order.size)}`,
        `Plating: ${pinPlatingLabel(order.plating)}`,
        `Packaging: ${pinPackagingLabel(order.packaging)}`,
        `Rush order: ${order.rushOrder ? 'Yes' : 'No'}`,
      ],
      quantity: order.quantity,
      ...(prices ? { unitPrice: usd(order.pricePerPin), lineTotal: usd(order.totalPrice) } : {}),
    },
  ];
}

function totalsOf(entry: AdminOrder): Array<[string, string]> {
  if (entry.kind === 'custom') {
    const { order } = entry;
    return [
      ...(order.rushOrderFee > 0 ? [['Rush fee', usd(order.rushOrderFee)] as [string, string]] : []),
      ...(order.discountAmount > 0 ? [['Discount', `−${usd(order.discountAmount)}`] as [string, string]] : []),
      ['Total', usd(order.totalPrice)],
      ['Deposit', usd(order.depositAmount)],
      ['Balance', `${usd(order.remainingBalance)}${order.balancePaymentId ? ' (paid)' : ''}`],
    ];
  }
  const { order } = entry;
  return [
    ['Subtotal', usd(order.subtotal)],
    ...(order.discountAmount > 0 ? [['Discount', `−${usd(order.discountAmount)}`] as [string, string]] : []),
    ['Shipping', usd(order.shipping)],
    ['Total', usd(order.total)],
  ];
}

export function packingSlip(entry: AdminOrder, prices: boolean): PackingSlip {
  const { order } = entry;
  const lines =
    entry.kind === 'custom'
      ? customLines(entry.order, prices)
      : entry.order.items.map((item) => ({
          description: item.name,
          details: [],
          quantity: item.quantity,
          ...(prices ? { unitPrice: usd(item.price), lineTotal: usd(item.lineTotal) } : {}),
        }));
  const shipTo =
    entry.kind === 'custom'
      ? entry.order.shipTo && shipToLines(entry.order.shipTo)
      : entry.order.shippingAddress && [entry.order.customerName, entry.order.shippingAddress];
  return {
    kind: entry.kind,
    id: order.id,
    number: orderNumber(entry.kind === 'custom' ? 'custom' : 'catalogue', order.id),
    // The day it was placed as the shop's records keep it (UTC): the same on the server and in the browser.
    placed: formatDate(new Date(order.createdAt), 'long', 'utc'),
    customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    shipTo: shipTo || null,
    lines,
    designs:
      entry.kind === 'custom'
        ? entry.order.pinDesigns.map((design) => ({
            name: design.name,
            quantity: design.quantity ?? null,
            artworkUrl: design.logoUrl ?? design.imageUrl ?? null,
          }))
        : [],
    shipment: order.trackingNumber
      ? `${order.carrier ? `${CARRIER_NAMES[order.carrier]} ` : ''}${order.trackingNumber}`
      : null,
    totals: prices ? totalsOf(entry) : null,
  };
}

/** The shop's return address: its postal address when one is set apart from its name, else its town. */
export function shopAddress(shop: { name: string; location: string; postalAddress?: string }): string {
  const postal = shop.postalAddress;
  return postal && !postal.startsWith(`${shop.name}, `) ? postal : shop.location;
}
