/**
 * The manual invoice form's values and what they add up to (accounts-admin-spec sections 5 and 9). Amounts are typed
 * in dollars, added up in cents so the subtotal, tax and total shown always add up, and sent as the API's dollars.
 */
import { addDays, localIsoDate } from '../../../../core/dates';
import { dollarsToCents } from '../../../../core/money';
import { ADMIN_MESSAGES, INVOICE_DEFAULTS, invoiceBodySchema } from '../../../../core/schemas/admin';
import type { z } from 'zod';

export interface InvoiceLine {
  /** Stable across removals, for React's keys and the fields' labels. */
  key: number;
  description: string;
  quantity: string;
  amount: string;
}

export interface InvoiceFormValues {
  customerName: string;
  customerEmail: string;
  customerCompany: string;
  customerAddress: string;
  items: InvoiceLine[];
  tax: string;
  dueDate: string;
  terms: string;
  notes: string;
}

export type InvoiceBodyOut = z.infer<typeof invoiceBodySchema>;

export function emptyLine(key: number): InvoiceLine {
  return { key, description: '', quantity: '1', amount: '' };
}

/** A fresh form: one empty line, due 30 days from `today` (the admin's local day), Net 30 and the default note. */
export function emptyInvoice(today: Date = new Date()): InvoiceFormValues {
  return {
    customerName: '',
    customerEmail: '',
    customerCompany: '',
    customerAddress: '',
    items: [emptyLine(0)],
    tax: '',
    dueDate: addDays(localIsoDate(today), INVOICE_DEFAULTS.dueInDays),
    terms: INVOICE_DEFAULTS.terms,
    notes: INVOICE_DEFAULTS.note,
  };
}

/** Typed dollars ("1,250.50", "$20") as cents; blank, negative or more than two decimals as NaN. */
export function typedCents(text: string): number {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(plain)) return Number.NaN;
  return dollarsToCents(Number(plain));
}

function typedQuantity(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

export interface InvoiceTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** What the form adds up to so far; a line not yet complete counts as 0. */
export function invoiceTotals(values: InvoiceFormValues): InvoiceTotals {
  const subtotalCents = values.items.reduce((sum, line) => {
    const cents = typedCents(line.amount);
    const quantity = typedQuantity(line.quantity);
    return Number.isFinite(cents) && Number.isFinite(quantity) ? sum + cents * quantity : sum;
  }, 0);
  const tax = typedCents(values.tax);
  const taxCents = Number.isFinite(tax) ? tax : 0;
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

export const INVOICE_QUANTITY_MESSAGE = 'Each line needs a quantity of at least 1.';

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The POST /api/send-invoice body, checked with the server's schema, or the message to show: name, e-mail and an
 * amount on every line are required ('Please fill in all required fields.').
 */
export function invoiceBody(values: InvoiceFormValues): { body: InvoiceBodyOut } | { error: string } {
  const missing =
    values.customerName.trim() === '' ||
    values.customerEmail.trim() === '' ||
    values.items.some((line) => !(typedCents(line.amount) > 0) || line.description.trim() === '');
  if (missing) return { error: ADMIN_MESSAGES.invoiceRequired };
  if (values.items.some((line) => !(typedQuantity(line.quantity) >= 1))) return { error: INVOICE_QUANTITY_MESSAGE };
  const parsed = invoiceBodySchema.safeParse({
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerCompany: optional(values.customerCompany),
    customerAddress: optional(values.customerAddress),
    items: values.items.map((line) => ({
      description: line.description,
      quantity: typedQuantity(line.quantity),
      amount: typedCents(line.amount) / 100,
    })),
    tax: optional(values.tax) === undefined ? 0 : typedCents(values.tax) / 100,
    dueDate: optional(values.dueDate),
    terms: optional(values.terms),
    notes: optional(values.notes),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.invoiceRequired };
  return { body: parsed.data };
}
