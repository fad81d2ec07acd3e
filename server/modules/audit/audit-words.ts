/**
 * The words the audit log's sentences are made of: what a row touched as the owner knows it (order W-1001, quote #12,
 * discount code SPRING10), a field by its name in English, a value in dollars, dates and status labels.
 */
import { CARRIER_NAMES } from '../../../core/carriers';
import { formatCalendarDay, formatDate } from '../../../core/en-us-dates';
import { formatCount } from '../../../core/en-us';
import { formatUsd } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import { statusLabel } from '../../../core/status-labels';
import type { AuditRowDto } from '../../../core/schemas/admin';

export type AuditFacts = Pick<AuditRowDto, 'action' | 'entity' | 'entityId' | 'details' | 'before' | 'after'>;

const MAX_VALUE = 80;

/** A text value of the row (details first, then after, then before), or null. */
export function text(row: AuditFacts, key: string): string | null {
  for (const source of [row.details, row.after ?? {}, row.before ?? {}]) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return null;
}

export function count(row: AuditFacts, key: string): number | null {
  const value = row.details[key] ?? row.after?.[key] ?? row.before?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** "1 contact", "273 contacts". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

export function quoted(value: string): string {
  const short = value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value;
  return `"${short}"`;
}

function idNumber(row: AuditFacts): number | null {
  const id = Number(row.entityId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const LIST_KINDS: Record<string, string> = { vip: 'VIP', tournament: 'tournament' };

/** What the row touched, as the owner calls it. */
export function entityName(row: AuditFacts): string {
  const id = idNumber(row);
  const ref = row.entityId ? ` #${row.entityId}` : '';
  switch (row.entity) {
    case 'custom_orders':
      return id ? `order ${orderNumber('custom', id)}` : `a custom order${ref}`;
    case 'orders':
      return id ? `order ${orderNumber('catalogue', id)}` : `an order${ref}`;
    case 'quote_requests':
      return `quote${ref}`;
    case 'manual_invoices': {
      const number = text(row, 'invoiceNumber');
      return number ? `invoice ${number}` : `invoice${ref}`;
    }
    case 'products': {
      const name = text(row, 'product') ?? text(row, 'name');
      return name ? `product ${quoted(name)}` : `product${ref}`;
    }
    case 'discount_codes': {
      const code = text(row, 'code');
      return code ? `discount code ${code}` : `discount code${ref}`;
    }
    case 'campaigns': {
      const subject = text(row, 'subject');
      return subject ? `campaign ${quoted(subject)}` : `campaign${ref}`;
    }
    case 'contact_lists': {
      const kind = LIST_KINDS[text(row, 'kind') ?? ''] ?? 'contact';
      const file = text(row, 'fileName');
      return file ? `${kind} list ${quoted(file)}` : `${kind} list${ref}`;
    }
    case 'contacts':
      return id ? `contact${ref}` : 'the contacts';
    case 'suppressions':
      return text(row, 'email') ?? `a blocked address${ref}`;
    case 'user':
      return `admin account${ref}`;
    case 'outbox':
      return `e-mail${ref}`;
    case 'shop_settings':
      return 'the shop settings';
    default:
      return `${row.entity.replace(/[_-]+/g, ' ').replace(/s$/, '')}${ref}`;
  }
}

/** The fields whose names read differently from their column. */
const FIELD_WORDS: Record<string, string> = {
  status: 'status',
  customerName: "the customer's name",
  customerEmail: "the customer's e-mail",
  customerPhone: "the customer's phone",
  customerCompany: "the customer's company",
  shipTo: 'the ship-to address',
  shippingAddress: 'the shipping address',
  internalNote: 'the internal note',
  trackingNumber: 'the tracking number',
  trackingUrl: 'the tracking link',
  carrier: 'the carrier',
  quotedAmount: 'the quoted price',
  quotedNotes: 'the quote notes',
  quotedSize: 'the quoted size',
  quotedPlating: 'the quoted plating',
  quotedPackaging: 'the quoted packaging',
  quotedRush: 'rush',
  stockQuantity: 'stock',
  isActive: 'active',
  imageUrl: 'the picture',
  imageAlt: "the picture's description",
  discountCode: 'the discount code',
  uniqueCodes: 'one code per recipient',
  maxUses: 'the most uses',
  currentUses: 'uses so far',
  validFrom: 'valid from',
  validUntil: 'valid until',
  minimumOrderAmountCents: 'the minimum order',
  balanceLinkExpiresAt: 'the balance link expiry',
  lastError: 'the last error',
  dueDate: 'the due date',
};

/** "trackingNumber" -> "the tracking number", "totalCents" -> "total", "quoted_at" -> "quoted at". */
export function fieldName(key: string): string {
  return (
    FIELD_WORDS[key] ??
    key
      .replace(/Cents$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .toLowerCase()
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value in words: money in dollars, statuses by label, dates as dates, nothing as "none". */
export function valueText(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (/Cents$/.test(key) || key === 'quotedAmount') return formatUsd(value);
    if (key === 'price') return formatUsd(Math.round(value * 100));
    return formatCount(value);
  }
  if (typeof value === 'string') {
    if (key === 'status') return statusLabel(value);
    if (key === 'carrier' && value in CARRIER_NAMES) return CARRIER_NAMES[value as keyof typeof CARRIER_NAMES];
    if (ISO_DAY.test(value)) return formatCalendarDay(value, 'medium');
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatDate(new Date(value), 'medium', 'utc');
    return value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value;
  }
  if (Array.isArray(value)) return plural(value.length, 'item');
  return 'changed';
}

/** The fields a change touched, each "status Pending → Approved" (a creation or deletion lists none). */
export function changeList(row: AuditFacts): string[] {
  if (!row.before || !row.after) return [];
  const before = row.before;
  const after = row.after;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${fieldName(key)}: ${valueText(key, before[key])} → ${valueText(key, after[key])}`);
}

/** "Status: Deposit Paid → Approved" when the row moved a status, else null. */
export function statusMove(row: AuditFacts): string | null {
  const from = row.before?.status;
  const to = row.after?.status;
  if (typeof to !== 'string' || from === to) return null;
  return `Status: ${typeof from === 'string' ? statusLabel(from) : 'none'} → ${statusLabel(to)}`;
}

/** "Changed the ship-to address to 1 Main St…; the internal note to none" (the new values). */
export function changedTo(row: AuditFacts): string | null {
  const after = row.after ?? {};
  const before = row.before ?? {};
  const parts = Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${fieldName(key)} to ${valueText(key, after[key])}`);
  return parts.length === 0 ? null : `Changed ${parts.join('; ')}`;
}
