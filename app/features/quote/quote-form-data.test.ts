import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '../../../core/schemas/quotes';
import { parseQuantity, quoteFormData } from './quote-form-data';

describe('quoteFormData', () => {
  const schema = quoteRequestSchema('2026-11-21');

  it('sends only the fields that have a value, and the logo when chosen', () => {
    const values = schema.parse({
      customerName: ' Ann Lee ',
      customerEmail: 'ann@example.com',
      customerPhone: '',
      companyName: 'Harbour Town GC',
      projectDescription: 'Tournament flag pins with our crest',
      quantity: 150,
      preferredSize: '1.5inch',
      deadlineDate: '',
      additionalNotes: '   ',
    });
    const form = quoteFormData(values, new File(['png'], 'crest.png', { type: 'image/png' }));
    expect([...form.keys()]).toEqual([
      'customerName',
      'customerEmail',
      'companyName',
      'projectDescription',
      'quantity',
      'preferredSize',
      'logo',
    ]);
    expect(form.get('customerName')).toBe('Ann Lee');
    expect(form.get('quantity')).toBe('150');
    expect((form.get('logo') as File).name).toBe('crest.png');
  });

  it('sends no file part without a logo', () => {
    const values = schema.parse({
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      projectDescription: 'Ten pins for the club',
      quantity: 25,
      deadlineDate: '2026-12-12',
    });
    const form = quoteFormData(values, null);
    expect(form.has('logo')).toBe(false);
    expect(form.get('deadlineDate')).toBe('2026-12-12');
  });
});

describe('parseQuantity', () => {
  it('reads a whole number and falls back to 1', () => {
    expect(parseQuantity('250')).toBe(250);
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity(undefined)).toBe(1);
    expect(parseQuantity(12.7)).toBe(12);
  });
});
