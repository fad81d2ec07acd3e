/**
 * The owner's sales tax settings: no rate by default (no tax), rates per state and province with the field's message
 * for one out of range, every change audited and applied from its own time on (the history stays), Canada's parts,
 * shipping taxed per jurisdiction, products and kinds of custom order marked not taxable; and taxFor reading them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { auditSentences } from '../../../tests/helpers/audit-sentences';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import type { TaxedOrder } from './tax-for';

let clock: Date | null = null;
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock ?? new Date() });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const setRate = (place: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/tax/rates/${place}`, headers: { cookie }, payload });
const getRates = () => t.app.inject({ method: 'GET', url: '/api/admin/tax/rates', headers: { cookie: admin } });
const getHistory = () =>
  t.app.inject({ method: 'GET', url: '/api/admin/tax/rates/history', headers: { cookie: admin } });

const order = (state: string, country: 'US' | 'CA' = 'US'): TaxedOrder => ({
  shipTo: { country, state },
  buyerUserId: null,
  lines: [
    { key: 'pins', amountCents: 10_000, item: { productId: 1 } },
    { key: 'custom', amountCents: 20_000, item: { customOrderKind: 'quoted' } },
  ],
  shippingCents: 1_000,
});
const taxFor = (o: TaxedOrder, at = new Date()) => t.app.services.tax.taxFor(o, at);

describe('sales tax settings', () => {
  it('start with no rates: nothing is taxed', async () => {
    const res = await getRates();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ current: [] });
    expect((await getHistory()).json()).toEqual({ changes: [], nextCursor: null });
    expect((await taxFor(order('CA'))).totalCents).toBe(0);
  });

  it('are the admin’s only', async () => {
    expect((await setRate('US/CA', { components: [] }, '')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tax/rates' })).statusCode).toBe(401);
  });

  it('refuse a rate above 20% or below 0, a fourth decimal, a state not of the country (the field’s message)', async () => {
    const cases: Array<[string, object, string, string]> = [
      [
        'US/CA',
        { components: [{ label: 'Sales tax', ratePercent: 20.5 }] },
        'body.components.0.ratePercent',
        'Enter a rate from 0% to 20%',
      ],
      [
        'US/CA',
        { components: [{ label: 'Sales tax', ratePercent: -1 }] },
        'body.components.0.ratePercent',
        'Enter a rate from 0% to 20%',
      ],
      [
        'US/CA',
        { components: [{ label: 'Sales tax', ratePercent: 7.2555 }] },
        'body.components.0.ratePercent',
        'At most three decimals, like 8.875',
      ],
      [
        'US/CA',
        { components: [{ label: 'Sales tax', ratePercent: '7' }] },
        'body.components.0.ratePercent',
        'Enter the rate as a number, like 7.25',
      ],
      [
        'US/CA',
        { components: [{ label: '', ratePercent: 7 }] },
        'body.components.0.label',
        'Name the tax, like Sales tax, GST or PST',
      ],
      ['US/ON', { components: [] }, 'params.region', 'Choose a US state'],
      ['CA/CA', { components: [] }, 'params.region', 'Choose a Canadian province or territory'],
    ];
    for (const [place, payload, path, message] of cases) {
      const res = await setRate(place, payload);
      expect(res.statusCode, `${place} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
    expect((await getHistory()).json().changes).toEqual([]);
  });

  it('apply to orders from the change on, keep the history and are audited in plain words', async () => {
    clock = new Date('2026-07-01T12:00:00Z');
    const first = await setRate('US/CA', {
      components: [{ label: 'Sales tax', ratePercent: 7.25 }],
      taxShipping: false,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      country: 'US',
      region: 'CA',
      regionName: 'California',
      components: [{ label: 'Sales tax', ratePercent: 7.25, rateText: '7.25%' }],
      effectiveFrom: '2026-07-01T12:00:00.000Z',
    });
    clock = new Date('2026-08-01T12:00:00Z');
    expect((await setRate('us/ca', { components: [{ label: 'Sales tax', ratePercent: 8.875 }] })).statusCode).toBe(200);

    // (10,000 + 20,000) x 7.25% = 2,175; shipping not taxed in California.
    expect((await taxFor(order('CA'), new Date('2026-07-15T00:00:00Z'))).totalCents).toBe(2_175);
    // 30,000 x 8.875% = 2,662.5 -> 2,663 (half up).
    expect((await taxFor(order('CA'), new Date('2026-08-02T00:00:00Z'))).totalCents).toBe(2_663);
    // Before any rate: none.
    expect((await taxFor(order('CA'), new Date('2026-06-30T00:00:00Z'))).totalCents).toBe(0);
    expect((await taxFor(order('NV'))).totalCents).toBe(0);

    const rates = (await getRates()).json();
    expect(
      rates.current.map((each: { components: Array<{ rateText: string }> }) => each.components[0]!.rateText),
    ).toEqual(['8.875%']);
    expect((await getHistory()).json().changes).toHaveLength(2);

    expect(await auditSentences(t, admin, 'tax_rates', 'US-CA')).toEqual([
      'Set the sales tax for California (United States): Sales tax 7.25%, shipping not taxed, for orders from now on',
      'Set the sales tax for California (United States): Sales tax 8.875%, shipping not taxed, for orders from now on',
    ]);
  });

  it('keep Canada’s parts apart, each rounded on its own, and tax shipping where the owner says', async () => {
    const res = await setRate('CA/BC', {
      components: [
        { label: 'GST', ratePercent: 5 },
        { label: 'PST', ratePercent: 7 },
      ],
      taxShipping: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = await taxFor(order('BC', 'CA'));
    // (10,000 + 20,000 + 1,000 shipping) x 5% = 1,550 and x 7% = 2,170.
    expect(result.components).toEqual([
      { label: 'GST', rateThousandths: 5_000, taxCents: 1_550 },
      { label: 'PST', rateThousandths: 7_000, taxCents: 2_170 },
    ]);
    expect(result.totalCents).toBe(3_720);
    expect(result.lines.reduce((a, b) => a + b.taxCents, 0) + result.shippingTaxCents).toBe(3_720);
    expect(result.shippingTaxCents).toBe(120);
  });

  it('removes a rate with no parts, from then on', async () => {
    clock = new Date('2026-09-01T00:00:00Z');
    expect((await setRate('CA/BC', { components: [] })).statusCode).toBe(200);
    expect((await taxFor(order('BC', 'CA'), new Date('2026-09-02T00:00:00Z'))).totalCents).toBe(0);
    expect((await taxFor(order('BC', 'CA'), new Date('2026-08-31T00:00:00Z'))).totalCents).toBe(3_720);
    clock = null;
  });

  it('leaves out what the owner marked not taxable', async () => {
    const at = new Date('2026-08-02T00:00:00Z');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/tax/items', headers: { cookie: admin }, payload });
    const kinds = await put({ kind: 'custom-order', customOrderKind: 'quoted', taxable: false });
    expect(kinds.statusCode, kinds.body).toBe(200);
    expect(kinds.json().customOrderKinds).toContainEqual({
      kind: 'quoted',
      label: 'Custom pins from a quote',
      taxable: false,
    });
    // Only the catalogue line: 10,000 x 8.875% = 887.5 -> 888.
    const result = await taxFor(order('CA'), at);
    expect(result.lines).toEqual([
      { key: 'pins', taxCents: 888 },
      { key: 'custom', taxCents: 0 },
    ]);
    expect((await put({ kind: 'product', productId: 2_000_000, taxable: false })).statusCode).toBe(404);
    expect((await put({ kind: 'custom-order', customOrderKind: 'quoted', taxable: true })).statusCode).toBe(200);
    expect((await taxFor(order('CA'), at)).totalCents).toBe(2_663);
    expect(await auditSentences(t, admin, 'tax_exempt_items', 'custom-order:quoted')).toEqual([
      'Custom pins from a quote: not taxable',
      'Custom pins from a quote: taxable',
    ]);
  });
});
