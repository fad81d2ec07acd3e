/**
 * A quote is priced by the table in effect when the owner answers it: a later price change moves neither its pay
 * page nor the customer's list, and the next answer uses the new table (packaging, rush and the deposit's share).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { outbox } from '../../db/schema';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());
const api = accountTestClient(() => t);

const EMAIL = 'quote.keeper@example.com';
let address = 0;

async function requestQuote(): Promise<number> {
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    remoteAddress: `10.8.0.${address}`,
    ...multipart({
      customerName: 'Pat Golfer',
      customerEmail: EMAIL,
      projectDescription: 'Round crest pin for the member-guest.',
      quantity: 100,
      deadlineDate: addDays(isoDate(new Date()), 40),
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** $450 for 100 pins, on backing cards, rush: answered by the owner; answers the pay link's signed id. */
async function answer(id: number): Promise<string> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/quote-requests/${id}`,
    headers: { cookie: admin },
    payload: { quotedAmount: 45_000, quotedPackaging: ['backing-cards'], quotedRush: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const mails = (await t.database.db.select().from(outbox)).filter(
    (row) => (row.payload as { quoteRequestId?: number }).quoteRequestId === id && row.subject.includes('Your custom'),
  );
  return /\/quote-deposit\/([\w.-]+)/.exec(mails.at(-1)!.textBody)![1]!;
}

const payPage = async (preparedId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/prepared-orders/${preparedId}` })).json();

describe('a quote and the owner’s price table', () => {
  it('keeps the prices it was answered with; the next answer takes the new table', async () => {
    const first = await answer(await requestQuote());
    // $450 + 100 backing cards at $0.10 + $100 rush = $560; 10% now.
    const before = await payPage(first);
    expect(before).toMatchObject({ totalPrice: 560, packagingFee: 10, rushOrderFee: 100, depositAmount: 56 });

    const table = structuredClone(SEED_PRICE_TABLE);
    table.packagingCents['backing-cards'] = 20;
    table.rushFeeCents = 15_000;
    table.depositPercent = 20;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/prices',
      headers: { cookie: admin },
      payload: { baseVersion: 1, table },
    });
    expect(saved.json()).toEqual({
      version: 2,
      changes: ['Backing Cards, each: $0.10 → $0.20', 'Rush fee: $100.00 → $150.00', 'Deposit: 10% → 20%'],
    });

    expect(await payPage(first)).toEqual(before);
    const { cookie } = await api.register('quotekeeper', EMAIL);
    type Mine = { quotes: Array<{ quotedAmount: number | null }> };
    const mine = (await api.get('/api/quote-requests/mine', cookie)).json<Mine>().quotes;
    expect(mine.map((quote) => quote.quotedAmount)).toEqual([56_000]);

    // $450 + $20 cards + $150 rush = $620, 20% now.
    const second = await answer(await requestQuote());
    expect(await payPage(second)).toMatchObject({
      totalPrice: 620,
      packagingFee: 20,
      rushOrderFee: 150,
      depositAmount: 124,
    });
    const both = (await api.get('/api/quote-requests/mine', cookie)).json<Mine>().quotes;
    expect(both.map((quote) => quote.quotedAmount)).toEqual([62_000, 56_000]);
  });
});
