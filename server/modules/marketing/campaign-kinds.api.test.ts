import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import { signInAdmin, TEST_ADMIN } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import {
  addContacts,
  clearCampaignData,
  addList,
  campaignDriver,
  recipientsOf,
  suppress,
} from '../../../tests/helpers/campaigns';
import { discountCodes, outbox } from '../../db/schema';

let t: TestApp;
let cookie: string;
let driver: ReturnType<typeof campaignDriver>;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signInAdmin(t);
  driver = campaignDriver(t);
});
afterAll(() => t.close());
beforeEach(() => clearCampaignData(t.database.db));

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const sentTo = async () =>
  (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'campaign'))).map((m) => m.toAddress).sort();
const codeNamed = async (code: string) =>
  (await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0];

describe('POST /api/vip-campaign', () => {
  const body = { csvFileName: 'vip.csv', promoCode: 'vip25', discountPercent: 25 };

  it('sends to the consenting members of the latest VIP list of that name, unless suppressed, with the promo code created', async () => {
    await addList(t.database.db, 'vip', 'vip.csv', [{ email: 'old@example.com', consent: true }]);
    await addList(t.database.db, 'vip', 'other.csv', [{ email: 'other@example.com', consent: true }]);
    await addList(t.database.db, 'vip', 'vip.csv', [
      { email: 'gold@example.com', name: 'Goldie', consent: true },
      { email: 'silver@example.com', consent: true },
      { email: 'left@example.com', consent: true },
    ]);
    await suppress(t.database.db, 'left@example.com');
    const res = await post('/api/vip-campaign', body);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().campaign).toMatchObject({
      kind: 'vip',
      discountCode: 'VIP25',
      discountPercent: 25,
      uniqueCodes: false,
      counts: expect.objectContaining({ total: 3, skipped: 1, remaining: 2 }),
      skippedWhy: [{ reason: 'unsubscribed', words: 'unsubscribed', count: 1 }],
    });
    expect(await codeNamed('VIP25')).toMatchObject({ discountType: 'percentage', discountValue: 25, isActive: true });
    await driver.run();
    expect(await sentTo()).toEqual(['gold@example.com', 'silver@example.com']);
  });

  it('reuses a code of the same percentage and refuses one with another discount (409)', async () => {
    await addList(t.database.db, 'vip', 'vip.csv', [{ email: 'gold@example.com', consent: true }]);
    expect((await post('/api/vip-campaign', body)).statusCode).toBe(202);
    expect((await post('/api/vip-campaign', body)).statusCode).toBe(202);
    const clash = await post('/api/vip-campaign', { ...body, discountPercent: 30 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CAMPAIGN_MESSAGES.codeClash('VIP25'));
  });

  it('answers 409 without an uploaded list of that name, and validates the offer', async () => {
    const res = await post('/api/vip-campaign', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CAMPAIGN_MESSAGES.noVipList);
    for (const [payload, message] of [
      [{ ...body, discountPercent: 51 }, CAMPAIGN_MESSAGES.discountRange],
      [{ ...body, discountPercent: 0 }, CAMPAIGN_MESSAGES.discountRange],
      [{ ...body, promoCode: 'a b' }, CAMPAIGN_MESSAGES.promoCode],
      [{ ...body, csvFileName: '' }, CAMPAIGN_MESSAGES.vipFieldsRequired],
    ] as const) {
      const refused = await post('/api/vip-campaign', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });
});

describe('POST /api/vip-email and /api/test-vip-email', () => {
  it('sends the VIP offer to one address, and refuses one that unsubscribed (409)', async () => {
    await addContacts(t.database.db, [{ email: 'one@example.com' }]);
    const res = await post('/api/vip-email', {
      email: 'One@Example.com',
      name: 'Olive',
      promoCode: 'VIP15',
      discountPercent: 15,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().campaign.counts.total).toBe(1);
    await driver.run();
    expect(await sentTo()).toEqual(['One@Example.com']);
    const [recipient] = await recipientsOf(t.database.db, res.json().campaign.id);
    expect(recipient).toMatchObject({ customerName: 'Olive', discountCode: 'VIP15', status: 'queued' });

    await suppress(t.database.db, 'one@example.com');
    const refused = await post('/api/vip-email', { email: 'one@example.com', promoCode: 'VIP15', discountPercent: 15 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CAMPAIGN_MESSAGES.suppressed);
  });

  it("sends the test only to the signed-in admin's own address, with the default offer when the body is empty", async () => {
    await addContacts(t.database.db, [{ email: 'customer@example.com' }]);
    const res = await post('/api/test-vip-email');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().campaign).toMatchObject({ isTest: true, discountCode: 'VIP20', discountPercent: 20 });
    const given = await post('/api/test-vip-email', { promoCode: 'gold30', discountPercent: 30 });
    expect(given.json().campaign).toMatchObject({ isTest: true, discountCode: 'GOLD30', discountPercent: 30 });
    await driver.run();
    expect(await sentTo()).toEqual([TEST_ADMIN.email, TEST_ADMIN.email]);
    // A test creates no code.
    expect(await codeNamed('GOLD30')).toBeUndefined();
  });
});

describe('POST /api/send-tournament-campaign', () => {
  it('sends to the latest tournament list only, with the admin subject', async () => {
    await addList(t.database.db, 'tournament', 'a.csv', [{ email: 'earlier@example.com' }]);
    await addList(t.database.db, 'tournament', 'b.csv', [{ email: 'org1@example.com' }, { email: 'org2@example.com' }]);
    const res = await post('/api/send-tournament-campaign', {
      emailSubject: 'Custom pins for your event',
      promoCode: 'TOUR10',
      discountPercent: 10,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().campaign).toMatchObject({ kind: 'tournament', subject: 'Custom pins for your event' });
    await driver.run();
    expect(await sentTo()).toEqual(['org1@example.com', 'org2@example.com']);
  });

  it('answers 409 before any list is uploaded, and 400 for a missing subject', async () => {
    const body = { emailSubject: 'Pins', promoCode: 'TOUR10', discountPercent: 10 };
    const res = await post('/api/send-tournament-campaign', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CAMPAIGN_MESSAGES.noTournamentList);
    const missing = await post('/api/send-tournament-campaign', { ...body, emailSubject: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CAMPAIGN_MESSAGES.tournamentInvalid);
  });
});

describe('POST /api/send-mass-discount-email', () => {
  it('sends an active code to every consenting contact, and describes its offer', async () => {
    await t.database.db.insert(discountCodes).values({
      code: 'SPRING5',
      discountType: 'fixed',
      discountValue: 500,
      minimumOrderAmountCents: 4000,
    });
    await addContacts(t.database.db, [{ email: 'fan@example.com' }, { email: 'buyer@example.com', consent: false }]);
    const res = await post('/api/send-mass-discount-email', { discountCode: ' spring5 ' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().campaign).toMatchObject({ kind: 'discount', discountCode: 'SPRING5', discountPercent: null });
    await driver.run();
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'campaign'));
    expect(mail).toMatchObject({ toAddress: 'fan@example.com', subject: expect.stringContaining('$5.00 off') });
    expect(mail!.textBody).toContain('$5.00 off orders of $40.00 or more');
    expect(mail!.textBody).toContain('Your code: SPRING5');
  });

  it('answers 404 for an unknown code and 409 for an inactive or used-up one', async () => {
    await addContacts(t.database.db, [{ email: 'fan@example.com' }]);
    await t.database.db.insert(discountCodes).values([
      { code: 'OFFNOW', discountType: 'percentage', discountValue: 10, isActive: false },
      { code: 'USEDUP', discountType: 'percentage', discountValue: 10, maxUses: 1, currentUses: 1 },
    ]);
    const unknown = await post('/api/send-mass-discount-email', { discountCode: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CAMPAIGN_MESSAGES.codeNotFound);
    for (const code of ['OFFNOW', 'USEDUP']) {
      const res = await post('/api/send-mass-discount-email', { discountCode: code });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CAMPAIGN_MESSAGES.codeInactive);
    }
  });
});
