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
    const form = quoteFormData(values, [new File(['png'], 'crest.png', { type: 'image/png' })]);
    expect([...form.keys()]).toEqual([
      'customerName',
      'customerEmail',
      'companyName',
      'projectDescription',
      'product',
      'quantity',
      'preferredSize',
      'logo',
    ]);
    expect(form.get('product')).toBe('pin');
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
    const form = quoteFormData(values, []);
    expect(form.has('logo')).toBe(false);
    expect(form.get('deadlineDate')).toBe('2026-12-12');
  });

  it('sends several designs as JSON text and design n’s file as logo, logo2, logo3', () => {
    const designs = [
      { name: 'Hole 1: Acme Bank', quantity: 100 },
      { name: 'Hole 2: Birdie Brewing', quantity: 75 },
      { name: 'Hole 3: Fairway Motors', quantity: 125 },
    ];
    const values = schema.parse({
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      projectDescription: 'One ball marker per sponsor hole',
      product: 'ball-marker',
      quantity: 300,
      designs,
    });
    const files = ['acme.png', 'birdie.png', 'fairway.svg'].map((name) => new File(['x'], name));
    const form = quoteFormData(values, files);
    expect(JSON.parse(form.get('designs') as string)).toEqual(designs);
    expect(['logo', 'logo2', 'logo3'].map((field) => (form.get(field) as File).name)).toEqual([
      'acme.png',
      'birdie.png',
      'fairway.svg',
    ]);
    // What the form sends, the server's schema reads back.
    expect(
      schema.parse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).designs,
    ).toEqual(designs);
  });

  it('gives each design field the schema’s message', () => {
    const parsed = schema.safeParse({
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      projectDescription: 'One ball marker per sponsor hole',
      quantity: 124,
      designs: [
        { name: 'Hole 1', quantity: 100 },
        { name: '', quantity: 24 },
      ],
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['designs.1.name', 'Give each design a name'],
      ['designs.1.quantity', 'Each design needs a quantity of at least 25'],
    ]);
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
