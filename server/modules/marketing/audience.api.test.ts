/**
 * The campaigns' audience as the admin's panels use it: the Shopify import as a job (consent only from "Accepts Email
 * Marketing = yes", exact counts, malformed rows by line), customers from orders and accounts (never consent), the
 * VIP and tournament uploads, the CSV exports (formulas disarmed) and the suppression list.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES, type ImportJobView } from '../../../core/schemas/bulk-jobs';
import { CAMPAIGN_MESSAGES, CSV_MAX_BYTES, contactSummarySchema } from '../../../core/schemas/campaigns';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { auditLog, contacts, outbox, payments, suppressions } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { parseCsv } from './csv';
import { recordCustomerContact } from './contacts.service';

let t: TestApp;
let admin = '';
const started = new Date();

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
}, 60_000);
afterAll(() => t.close());

function upload(url: string, text: string | Buffer, fileName = 'list.csv', contentType = 'text/csv') {
  const body = multipart({}, { field: 'csvFile', filename: fileName, contentType, bytes: Buffer.from(text) });
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie: admin } });
}
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });

async function contact(email: string) {
  const [row] = await t.database.db
    .select()
    .from(contacts)
    .where(sql`lower(${contacts.email}) = lower(${email})`);
  return row;
}

/** A cart order paid by `email`, as the payment step records it. */
async function orderBy(email: string, name: string) {
  await t.database.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({ purpose: 'cart', amountCents: 1199, createRequestId: randomUUID(), captureRequestId: randomUUID() })
      .returning();
    await t.app.services.orders.createFromPayment(tx, {
      userId: null,
      customer: { name, email, shippingAddress: null },
      items: [],
      subtotalCents: 600,
      shippingCents: 599,
      totalAmountCents: 1199,
      discountCode: null,
      discountAmountCents: 0,
      paymentId: payment!.id,
      providerOrderId: null,
      testMode: true,
    });
  });
}

describe('customers from orders and accounts', () => {
  it('become contacts without marketing consent, and never take a consent away', async () => {
    await orderBy('Pat@Example.com', 'Pat Golfer');
    expect(await contact('pat@example.com')).toMatchObject({
      source: 'order',
      name: 'Pat Golfer',
      marketingConsentAt: null,
    });

    await accountTestClient(t).register('golfer', 'golfer@example.com');
    expect(await contact('golfer@example.com')).toMatchObject({ source: 'account', marketingConsentAt: null });

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter-signup',
      payload: { email: 'emma.birdie@example.com', source: 'popup_15off' },
    });
    expect(signup.statusCode).toBe(200);
    await orderBy('emma.birdie@example.com', 'Emma Birdie');
    await t.database.db.transaction((tx) =>
      recordCustomerContact(tx, { email: 'EMMA.BIRDIE@example.com', source: 'account' }),
    );
    expect(await contact('emma.birdie@example.com')).toMatchObject({
      source: 'signup',
      name: 'Emma Birdie',
      consentSource: 'newsletter popup_15off',
    });
  });
});

/** The spec's import: 202 with the job at once; the engine then runs it, and its status says how it went. */
async function importCustomers(text: string | Buffer, fileName = 'customers_export.csv') {
  const res = await upload('/api/import-customers', text, fileName);
  expect(res.statusCode, res.body).toBe(202);
  const job = res.json<ImportJobView>();
  expect(res.headers.location).toBe(job.statusUrl);
  expect(job).toMatchObject({ kind: 'shopify', state: 'waiting', fileName });
  await t.app.services.jobs.runDue();
  return (await get(job.statusUrl)).json<ImportJobView>();
}

describe('POST /api/import-customers', () => {
  const fixture = readFileSync('tests/fixtures/shopify-customers.csv');

  it('imports the rows that accepted e-mail marketing with that consent, records who said no; counts are exact', async () => {
    // Liam bought once (no consent) and accepted in Shopify; Emma signed up for the newsletter (the test above).
    await orderBy('liam.bogey@example.com', 'Liam Bogey');
    const done = await importCustomers(fixture);
    // Imported: Olivia, Mia, Ava, and Liam's consent. Skipped: Noah and Jack (no). To fix: two rows without a valid
    // address, the ragged row. Duplicates: Emma (consenting already), Olivia's second row.
    expect(done).toMatchObject({ state: 'done' });
    expect(done.progress).toMatchObject({ imported: 4, skipped: 2, duplicates: 2, toFix: 3 });
    const fix = (await get(done.rowsToFixUrl!)).body;
    // The ragged row is kept as the file had it (2 fields), so it is read here as text, not as a table.
    expect(parseCsv(fix).rows.map((row) => [row.cells.Line, row.cells.Problem])).toEqual([
      ['9', '"not-an-email" is not a valid e-mail address.'],
      ['10', 'The row has no e-mail address.'],
    ]);
    expect(fix).toContain('13,The row has 2 fields; the header has 19.,');

    const olivia = await contact('olivia.links@example.com');
    expect(olivia).toMatchObject({
      source: 'shopify-import',
      name: 'Olivia Links',
      firstName: 'Olivia',
      company: 'Links Golf, Inc.',
      phone: '+18315550111',
      consentSource: 'Shopify export: Accepts Email Marketing = yes',
    });
    expect(olivia!.marketingConsentAt!.getTime()).toBeGreaterThanOrEqual(started.getTime());
    expect(await contact('liam.bogey@example.com')).toMatchObject({
      source: 'order',
      consentSource: 'Shopify export: Accepts Email Marketing = yes',
    });
    expect(await contact('emma.birdie@example.com')).toMatchObject({ consentSource: 'newsletter popup_15off' });
    // Noah and Jack said no: recorded as Shopify customers who refused, so a VIP send skips them.
    for (const email of ['noah.par@example.com', 'jack.rough@example.com']) {
      const refused = await contact(email);
      expect(refused).toMatchObject({ source: 'shopify-import', marketingConsentAt: null, consentSource: null });
      expect(refused!.marketingRefusedAt!.getTime()).toBeGreaterThanOrEqual(started.getTime());
    }
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'contacts.import'));
    expect(audit?.details).toMatchObject({ imported: 4, duplicates: 2 });

    // The same file again: every accepted address is a duplicate now.
    const again = await importCustomers(fixture);
    expect(again.progress).toMatchObject({ imported: 0, skipped: 2, duplicates: 6 });
  });

  it('reads the older export\'s "Accepts Marketing" column', async () => {
    const csv = 'First Name,Last Name,Email,Company,Phone,Accepts Marketing\nOld,Timer,old.timer@example.com,,,yes\n';
    expect((await importCustomers(csv)).progress).toMatchObject({ imported: 1, skipped: 0 });
    expect(await contact('old.timer@example.com')).toMatchObject({
      consentSource: 'Shopify export: Accepts Marketing = yes',
    });
  });

  it('refuses what is not a usable CSV file before any job, saying why; a broken line ends the job', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    const refusals = [
      [await upload('/api/import-customers', png, 'pins.png', 'image/png'), 415, CAMPAIGN_MESSAGES.invalidFile],
      [await upload('/api/import-customers', png, 'renamed.csv'), 415, CAMPAIGN_MESSAGES.invalidFile],
      [await upload('/api/import-customers', ''), 400, CAMPAIGN_MESSAGES.emptyFile],
      [
        await upload('/api/import-customers', 'Name,Phone\nAl,1\n'),
        400,
        `${BULK_MESSAGES.noEmailColumn} "Name", "Phone".`,
      ],
      [
        await upload('/api/import-customers', Buffer.alloc(CSV_MAX_BYTES + 1, 'a')),
        413,
        CAMPAIGN_MESSAGES.fileTooLarge,
      ],
    ] as const;
    for (const [res, status, message] of refusals) {
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const json = await send('POST', '/api/import-customers', { csvFile: 'Email\na@b.example' });
    expect([json.statusCode, json.json().message]).toEqual([415, CAMPAIGN_MESSAGES.invalidFile]);

    const broken = await importCustomers('Email,Name\n"a@b.example,Al\n');
    expect(broken).toMatchObject({ state: 'failed', error: 'Line 2: a quoted field is never closed.' });
  });
});

describe('VIP and tournament lists', () => {
  const tournamentCsv = [
    'Contact,Email,Organization,Tournament,Date,Phone',
    'Grace Links,grace.links@example.com,Links Charity Fund,Spring Charity Scramble,2026-04-18,+1 555 0100',
    'Hugo Tee,hugo.tee@example.com,Tee Time Club,=HYPERLINK("http://evil.example"),2026-06-06,',
    'Nobody,,Missing Address,Open,2026-07-01,',
    'Grace Again,GRACE.LINKS@example.com,Links Charity Fund,Spring Charity Scramble,2026-04-18,',
  ].join('\n');

  it('a tournament upload: its distinct valid addresses with the admin upload as consent, the other columns kept', async () => {
    const res = await upload('/api/upload-tournament-csv', tournamentCsv, 'C:\\fakepath\\organizers.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      csvFileName: 'organizers.csv',
      errors: [{ line: 4, message: 'The row has no e-mail address.' }],
      // Both events were in 2026's spring: behind today, so imported but not on the calendar (and reported so).
      calendar: expect.objectContaining({
        onCalendar: 0,
        unusable: [expect.objectContaining({ problem: 'past' }), expect.objectContaining({ problem: 'past' })],
      }),
    });
    expect(await contact('hugo.tee@example.com')).toMatchObject({
      source: 'tournament-csv',
      name: 'Hugo Tee',
      company: 'Tee Time Club',
      consentSource: 'tournament list upload by the admin',
    });

    const exported = await get('/api/export-tournament-contacts');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="tournament-contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const table = parseCsv(exported.body);
    expect(table.headers).toEqual(['Name', 'Email', 'Organization', 'Tournament', 'Date', 'Phone']);
    expect(table.rows.map((row) => row.cells)).toEqual([
      {
        Name: 'Grace Links',
        Email: 'grace.links@example.com',
        Organization: 'Links Charity Fund',
        Tournament: 'Spring Charity Scramble',
        Date: '2026-04-18',
        Phone: "'+1 555 0100",
      },
      {
        Name: 'Hugo Tee',
        Email: 'hugo.tee@example.com',
        Organization: 'Tee Time Club',
        Tournament: `'=HYPERLINK("http://evil.example")`,
        Date: '2026-06-06',
        Phone: '',
      },
    ]);
  });

  it('a VIP upload gives no one consent (the admin is not them); the summary shows the latest lists', async () => {
    await upload('/api/upload-vip-csv', 'Name,Email\nFirst,first.vip@example.com\n', 'vip-old.csv');
    const res = await upload(
      '/api/upload-vip-csv',
      'Name,Email,Tier\nPat Golfer,pat@example.com,Gold\nNew Vip,new.vip@example.com,Silver\n',
      'vip.csv',
    );
    expect(res.json()).toEqual({ count: 2, csvFileName: 'vip.csv', errors: [] });
    expect(await contact('pat@example.com')).toMatchObject({ source: 'order', marketingConsentAt: null });
    expect(await contact('new.vip@example.com')).toMatchObject({ source: 'vip-csv', marketingConsentAt: null });

    const summary = contactSummarySchema.parse((await get('/api/admin/contacts/summary')).json());
    expect(summary.vipList).toMatchObject({ csvFileName: 'vip.csv', count: 2 });
    expect(summary.tournamentList).toMatchObject({ csvFileName: 'organizers.csv', count: 2 });
    // The shop's own address (SALES_EMAIL) is the marketing form's default exclusion.
    expect(summary.defaultExclusions).toEqual(['sales@pinshop.example']);
  });

  it('an upload without any valid address creates no list', async () => {
    const res = await upload('/api/upload-vip-csv', 'Name,Email\nAl,nope\n');
    expect([res.statusCode, res.json().message]).toEqual([422, 'No valid e-mail address in the file (line 2).']);
  });
});

describe('GET /api/export-customers-csv', () => {
  it('every contact with consent and suppression, as a dated attachment; formula cells disarmed', async () => {
    await t.database.db.insert(suppressions).values({ email: 'OLIVIA.links@example.com', reason: 'unsubscribed' });
    const res = await get('/api/export-customers-csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="customers-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const rows = parseCsv(res.body).rows.map((row) => row.cells);
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contacts);
    expect(rows).toHaveLength(count!.n);
    expect(rows.find((row) => row.Email === 'olivia.links@example.com')).toMatchObject({
      Source: 'shopify-import',
      'Consent Source': 'Shopify export: Accepts Email Marketing = yes',
      Suppressed: 'unsubscribed',
      Phone: "'+18315550111",
    });
    expect(rows.find((row) => row.Email === 'ava.fore@example.com')?.Company).toBe(
      `'=HYPERLINK("http://evil.example","Click")`,
    );
    expect(rows.find((row) => row.Email === 'golfer@example.com')).toMatchObject({
      Source: 'account',
      'Marketing Consent At': '',
      'Consent Source': '',
    });
  });
});

describe('the suppression list', () => {
  it('the admin excludes an address: its queued campaign mail is withdrawn, the entry listed and audited', async () => {
    const db = t.database.db;
    const [queued, receipt] = await db.transaction(async (tx) => [
      await enqueueEmail(tx, { to: 'Mia.Eagle@example.com', subject: 'Spring sale', text: 'x', kind: 'campaign' }),
      await enqueueEmail(tx, { to: 'mia.eagle@example.com', subject: 'Your order', text: 'x' }),
    ]);
    const res = await send('POST', '/api/admin/suppressions', {
      email: 'mia.eagle@example.com',
      note: 'Asked by phone',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'mia.eagle@example.com', reason: 'excluded', note: 'Asked by phone' });
    const status = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!.status;
    expect([await status(queued), await status(receipt)]).toEqual(['cancelled', 'pending']);

    const again = await send('POST', '/api/admin/suppressions', { email: 'MIA.EAGLE@example.com' });
    expect([again.statusCode, again.json().id]).toEqual([200, res.json().id]);
    const list = (await get('/api/admin/suppressions')).json().suppressions as { email: string }[];
    expect(list[0]?.email).toBe('mia.eagle@example.com');
    expect(
      (await get('/api/admin/suppressions?q=OLIVIA')).json().suppressions.map((s: { email: string }) => s.email),
    ).toEqual(['OLIVIA.links@example.com']);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'suppression.add'), eq(auditLog.entityId, String(res.json().id))));
    expect(audit).toHaveLength(1);

    const summary = contactSummarySchema.parse((await get('/api/admin/contacts/summary')).json());
    const [marketable] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(
        sql`${contacts.marketingConsentAt} is not null and lower(${contacts.email}) not in (select lower(email) from suppressions)`,
      );
    expect(summary).toMatchObject({ suppressed: 2, marketable: marketable!.n });
    expect(summary.marketable).toBeGreaterThan(0);
  });

  it("the admin takes back only an exclusion: an unsubscribe is the person's own (409), an unknown entry 404", async () => {
    const list = (await get('/api/admin/suppressions')).json().suppressions as { id: number; reason: string }[];
    const excluded = list.find((s) => s.reason === 'excluded')!;
    const unsubscribed = list.find((s) => s.reason === 'unsubscribed')!;
    expect((await send('DELETE', `/api/admin/suppressions/${unsubscribed.id}`)).statusCode).toBe(409);
    const removed = await send('DELETE', `/api/admin/suppressions/${excluded.id}`);
    expect([removed.statusCode, removed.json().email]).toEqual([200, 'mia.eagle@example.com']);
    const gone = await send('DELETE', `/api/admin/suppressions/${excluded.id}`);
    expect([gone.statusCode, gone.json().message]).toEqual([404, CAMPAIGN_MESSAGES.suppressionNotFound]);
    expect((await get('/api/admin/suppressions')).json().suppressions).toHaveLength(1);
  });
});
