/**
 * What each bulk export writes: its CSV header and its rows of a period, read a keyset page at a time across the
 * owning modules' tables (reads for display, as the reports and receivables read models do; nothing here writes).
 * Pages follow (created_at, id), so each is one short query however many rows the period has, and a job taken again
 * goes on after the last row it wrote. Dollars as plain decimals, times in ISO 8601 (UTC).
 */
import { sql, type SQL } from 'drizzle-orm';
import { centsToDecimalString } from '../../../core/money';
import type { ExportKind } from '../../../core/schemas/bulk-jobs';
import { queryRows, type Executor } from '../../db/client';

type Cell = string | number | null;
/** Where a page ends: the table (orders has two), the row's created_at as PostgreSQL wrote it, its id. */
export interface ExportCursor {
  table: number;
  at: string;
  id: number;
}
export interface Period {
  start: Date;
  end: Date;
}
interface Keyed {
  at_key: string;
  id: number;
}

const usd = (cents: number | null) => (cents === null ? null : centsToDecimalString(cents));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface Table<R> {
  select: SQL;
  from: SQL;
  toRow: (row: R) => Cell[];
}

interface OrderRow extends Keyed {
  kind: string;
  created_at: string;
  status: string;
  customer_name: string;
  customer_email: string;
  company: string | null;
  goods: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  method: string;
  test_mode: boolean;
}

const orderRow = (o: OrderRow): Cell[] => [
  o.kind,
  o.id,
  iso(o.created_at),
  o.status,
  o.customer_name,
  o.customer_email,
  o.company,
  usd(o.goods),
  usd(o.discount),
  usd(o.shipping),
  usd(o.tax),
  usd(o.total),
  o.method,
  o.test_mode ? 'yes' : 'no',
];

const catalogueOrders: Table<OrderRow> = {
  select: sql`'Catalogue' as kind, created_at, status, customer_name, customer_email, company_name as company,
    subtotal_cents as goods, discount_amount_cents as discount, shipping_cents as shipping, tax_cents as tax,
    total_amount_cents as total, payment_method as method, test_mode`,
  from: sql`orders`,
  toRow: orderRow,
};
const customOrders: Table<OrderRow> = {
  select: sql`'Custom' as kind, created_at, status, customer_name, customer_email, ship_to->>'company' as company,
    total_price_cents + discount_amount_cents as goods, discount_amount_cents as discount, 0 as shipping,
    tax_cents as tax, total_price_cents + tax_cents as total, 'deposit and balance' as method, test_mode`,
  from: sql`custom_orders`,
  toRow: orderRow,
};

interface InvoiceRow extends Keyed {
  invoice_number: string;
  created_at: string;
  due_date: string;
  status: string;
  customer_name: string;
  customer_email: string;
  customer_company: string | null;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  paid_at: string | null;
}
const invoices: Table<InvoiceRow> = {
  select: sql`invoice_number, created_at, due_date::text as due_date, status, customer_name, customer_email,
    customer_company, subtotal_cents, tax_cents, total_cents, paid_at`,
  from: sql`manual_invoices`,
  toRow: (i) => [
    i.invoice_number,
    iso(i.created_at),
    i.due_date,
    i.status,
    i.customer_name,
    i.customer_email,
    i.customer_company,
    usd(i.subtotal_cents),
    usd(i.tax_cents),
    usd(i.total_cents),
    iso(i.paid_at),
  ],
};

interface PaymentRow extends Keyed {
  created_at: string;
  captured_at: string | null;
  purpose: string;
  status: string;
  amount_cents: number;
  currency: string;
  provider_order_id: string | null;
  capture_id: string | null;
  payer_email: string | null;
  test_mode: boolean;
}
const payments: Table<PaymentRow> = {
  select: sql`created_at, captured_at, purpose, status, amount_cents, currency, provider_order_id, capture_id,
    payer_email, test_mode`,
  from: sql`payments`,
  toRow: (p) => [
    p.id,
    iso(p.created_at),
    iso(p.captured_at),
    p.purpose,
    p.status,
    usd(p.amount_cents),
    p.currency,
    p.provider_order_id,
    p.capture_id,
    p.payer_email,
    p.test_mode ? 'yes' : 'no',
  ],
};

interface ContactRow extends Keyed {
  email: string;
  name: string | null;
  company: string | null;
  phone: string | null;
  source: string;
  marketing_consent_at: string | null;
  consent_source: string | null;
  marketing_refused_at: string | null;
  created_at: string;
}
const contacts: Table<ContactRow> = {
  select: sql`email, coalesce(name, nullif(concat_ws(' ', first_name, last_name), '')) as name, company, phone,
    source, marketing_consent_at, consent_source, marketing_refused_at, created_at`,
  from: sql`contacts`,
  toRow: (c) => [
    c.email,
    c.name,
    c.company,
    c.phone,
    c.source,
    iso(c.created_at),
    iso(c.marketing_consent_at),
    c.consent_source,
    iso(c.marketing_refused_at),
  ],
};

const ORDER_HEADERS = ['Kind', 'Order', 'Placed', 'Status', 'Customer', 'Email', 'Company', 'Goods (USD)'];
export const EXPORT_SOURCES: Record<ExportKind, { headers: string[]; tables: Table<never>[] }> = {
  orders: {
    headers: [...ORDER_HEADERS, 'Discount (USD)', 'Shipping (USD)', 'Tax (USD)', 'Total (USD)', 'Payment', 'Test'],
    tables: [catalogueOrders, customOrders] as Table<never>[],
  },
  invoices: {
    headers: [
      'Invoice',
      'Created',
      'Due',
      'Status',
      'Customer',
      'Email',
      'Company',
      'Subtotal (USD)',
      'Tax (USD)',
    ].concat(['Total (USD)', 'Paid at']),
    tables: [invoices] as Table<never>[],
  },
  payments: {
    headers: [
      'Payment',
      'Created',
      'Captured',
      'For',
      'Status',
      'Amount',
      'Currency',
      'PayPal order',
      'Capture',
    ].concat(['Payer email', 'Test']),
    tables: [payments] as Table<never>[],
  },
  contacts: {
    headers: ['Email', 'Name', 'Company', 'Phone', 'Source', 'Added', 'Marketing consent at', 'Consent source'].concat([
      'Refused marketing at',
    ]),
    tables: [contacts] as Table<never>[],
  },
};

/**
 * The next page of an export after `cursor` (from the start when undefined): its CSV rows and where it ends, or
 * null when the period has no more rows.
 */
export async function nextExportPage(
  db: Executor,
  kind: ExportKind,
  period: Period,
  cursor: ExportCursor | undefined,
  pageRows: number,
): Promise<{ rows: Cell[][]; cursor: ExportCursor } | null> {
  const tables = EXPORT_SOURCES[kind].tables as Table<Keyed>[];
  for (let table = cursor?.table ?? 0; table < tables.length; table++) {
    const { select, from, toRow } = tables[table]!;
    const after =
      cursor && cursor.table === table ? sql`and (created_at, id) > (${cursor.at}::timestamptz, ${cursor.id})` : sql``;
    const rows = await queryRows<Keyed>(
      db,
      sql`select id, created_at::text as at_key, ${select} from ${from}
        where created_at >= ${period.start.toISOString()}::timestamptz and created_at < ${period.end.toISOString()}::timestamptz
        ${after} order by created_at, id limit ${pageRows}`,
    );
    if (rows.length === 0) continue;
    const last = rows[rows.length - 1]!;
    return { rows: rows.map(toRow), cursor: { table, at: last.at_key, id: last.id } };
  }
  return null;
}
