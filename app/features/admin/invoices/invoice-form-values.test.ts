import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, INVOICE_DEFAULTS } from '../../../../core/schemas/admin';
import {
  emptyInvoice,
  INVOICE_QUANTITY_MESSAGE,
  invoiceBody,
  invoiceTotals,
  typedCents,
  type InvoiceFormValues,
} from './invoice-form-values';

function filled(): InvoiceFormValues {
  return {
    ...emptyInvoice(new Date(2026, 0, 15)),
    customerName: ' Pebble Creek GC ',
    customerEmail: 'pro@pebble.example',
    items: [
      { key: 0, description: 'Tournament pins', quantity: '3', amount: '0.10' },
      { key: 1, description: 'Setup', quantity: '1', amount: '0.20' },
    ],
    tax: '1.05',
  };
}

describe('manual invoice form', () => {
  it('starts due 30 local days out, Net 30, with the default note', () => {
    const values = emptyInvoice(new Date(2026, 0, 15, 23, 30));
    expect(values.dueDate).toBe('2026-02-14');
    expect(values.terms).toBe('Net 30');
    expect(values.notes).toBe(INVOICE_DEFAULTS.note);
    expect(values.items).toHaveLength(1);
  });

  it('adds up in cents, so 3 x $0.10 + $0.20 + $1.05 tax is exactly $1.55', () => {
    expect(invoiceTotals(filled())).toEqual({ subtotalCents: 50, taxCents: 105, totalCents: 155 });
    // Incomplete lines count as nothing yet.
    const partial = { ...filled(), tax: 'x', items: [{ key: 0, description: '', quantity: '', amount: '5' }] };
    expect(invoiceTotals(partial)).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('reads typed dollars', () => {
    expect(typedCents('$1,250.5')).toBe(125_050);
    expect(typedCents('19.999')).toBeNaN();
    expect(typedCents('-3')).toBeNaN();
  });

  it('sends the API body in dollars, blanks left out', () => {
    expect(invoiceBody(filled())).toEqual({
      body: {
        customerName: 'Pebble Creek GC',
        customerEmail: 'pro@pebble.example',
        items: [
          { description: 'Tournament pins', quantity: 3, amount: 0.1 },
          { description: 'Setup', quantity: 1, amount: 0.2 },
        ],
        tax: 1.05,
        dueDate: '2026-02-14',
        terms: 'Net 30',
        notes: INVOICE_DEFAULTS.note,
      },
    });
  });

  it("refuses a missing name, e-mail or amount with the spec's message", () => {
    const required = { error: ADMIN_MESSAGES.invoiceRequired };
    expect(invoiceBody({ ...filled(), customerName: ' ' })).toEqual(required);
    expect(invoiceBody({ ...filled(), customerEmail: '' })).toEqual(required);
    expect(invoiceBody({ ...filled(), customerEmail: 'not-an-email' })).toEqual(required);
    expect(invoiceBody({ ...filled(), items: [{ key: 0, description: 'Pins', quantity: '1', amount: '0' }] })).toEqual(
      required,
    );
    expect(invoiceBody({ ...filled(), items: [{ key: 0, description: 'Pins', quantity: '', amount: '5' }] })).toEqual({
      error: INVOICE_QUANTITY_MESSAGE,
    });
  });
});
