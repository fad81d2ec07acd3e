/**
 * One order as a download for the admin (Export): JSON is the admin's DTO; CSV has a header row and one row per
 * line item (regular) or one row of the order's fields (custom). A spreadsheet runs a cell that starts with = + - @
 * (or a tab or carriage return before one) as a formula, so such cells get a leading apostrophe (OWASP CSV injection).
 */
import { CARRIER_NAMES, type Carrier } from '../../../core/carriers';
import { shipToLines } from '../../../core/ship-to-check';
import { orderNumber } from '../../../core/order-numbers';
import type { AdminOrder } from '../../../core/schemas/admin';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(rows: Array<Array<string | number | boolean | null | undefined>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const money = (dollars: number) => dollars.toFixed(2);
const carrierName = (carrier: Carrier | null) => (carrier ? CARRIER_NAMES[carrier] : null);

export function orderCsv({ kind, order }: AdminOrder): string {
  if (kind === 'regular') {
    const header = [
      'Order',
      'Order number',
      'Kind',
      'Created',
      'Customer',
      'Email',
      'Phone',
      'Status',
      'Total',
      'Discount code',
      'Discount',
      'Sales tax',
      'Sales tax rate',
      'Tax exemption',
      'Shipping address',
      'Carrier',
      'Tracking number',
      'Tracking URL',
      'Shipped',
      'Delivered',
      'Internal note',
      'Item',
      'Product id',
      'Quantity',
      'Unit price',
      'Line total',
    ];
    const common = [
      order.id,
      orderNumber('catalogue', order.id),
      kind,
      order.createdAt,
      order.customerName,
      order.customerEmail,
      order.customerPhone,
      order.status,
      money(order.totalAmount),
      order.discountCode,
      money(order.discountAmount),
      money(order.tax?.amount ?? 0),
      order.tax?.label,
      order.tax?.exemptReason,
      order.shippingAddress,
      carrierName(order.carrier),
      order.trackingNumber,
      order.trackingUrl,
      order.shippedAt,
      order.deliveredAt,
      order.internalNote,
    ];
    const lines = order.items.length
      ? order.items.map((item) => [
          ...common,
          item.name,
          item.productId,
          item.quantity,
          money(item.price),
          money(item.price * item.quantity),
        ])
      : [common];
    return csv([header, ...lines]);
  }
  const header = [
    'Order',
    'Order number',
    'Kind',
    'Created',
    'Customer',
    'Email',
    'Phone',
    'Status',
    'Quantity',
    'Size',
    'Plating',
    'Packaging',
    'Rush order',
    'Rush fee',
    'Price per pin',
    'Total',
    'Sales tax',
    'Sales tax rate',
    'Tax exemption',
    'Deposit',
    'Balance',
    'Discount code',
    'Discount',
    'Deposit payment',
    'Balance payment',
    'Logo',
    'Pin designs',
    'Notes',
    'Ship to',
    'Carrier',
    'Tracking number',
    'Tracking URL',
    'Shipped',
    'Delivered',
    'Internal note',
  ];
  const designs = order.pinDesigns
    .map((design) => (design.quantity ? `${design.name} x ${design.quantity}` : design.name))
    .join('; ');
  return csv([
    header,
    [
      order.id,
      orderNumber('custom', order.id),
      kind,
      order.createdAt,
      order.customerName,
      order.customerEmail,
      order.customerPhone,
      order.status,
      order.quantity,
      order.size,
      order.plating,
      order.packaging,
      order.rushOrder ? 'yes' : 'no',
      money(order.rushOrderFee),
      money(order.pricePerPin),
      money(order.totalPrice),
      // The order's tax; the deposit and the balance each include their share (decision 039).
      money(order.tax?.amount ?? 0),
      order.tax?.label,
      order.tax?.exemptReason,
      money(order.depositAmount),
      money(order.remainingBalance),
      order.discountCode,
      money(order.discountAmount),
      order.depositPaymentId,
      order.balancePaymentId,
      order.logoUrl,
      designs,
      order.notes,
      order.shipTo ? shipToLines(order.shipTo).join(', ') : null,
      carrierName(order.carrier),
      order.trackingNumber,
      order.trackingUrl,
      order.shippedAt,
      order.deliveredAt,
      order.internalNote,
    ],
  ]);
}

export function orderExport(order: AdminOrder, format: 'csv' | 'json') {
  const number = orderNumber(order.kind === 'custom' ? 'custom' : 'catalogue', order.order.id);
  const filename = `order-${order.kind}-${order.order.id}.${format}`;
  const json = { orderNumber: number, ...order };
  return format === 'csv'
    ? { filename, contentType: 'text/csv; charset=utf-8', body: orderCsv(order) }
    : { filename, contentType: 'application/json; charset=utf-8', body: `${JSON.stringify(json, null, 2)}\n` };
}
