/**
 * Campaigns with unique codes: each recipient gets their own single-use code bound to their address, created in
 * the transaction that queues their e-mail; checkout (the real payment route) takes it only from that address.
 */
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_ERRORS } from '../../../core/discounts';
import { signInAdmin } from '../../../tests/helpers/admin';
import { addContacts, addList, campaignDriver, recipientsOf } from '../../../tests/helpers/campaigns';
import { CUSTOMER, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { discountCodes, outbox } from '../../db/schema';

const { world, cartWith, checkout } = paymentHarness();
let cookie: string;
let driver: ReturnType<typeof campaignDriver>;
beforeAll(async () => {
  cookie = await signInAdmin(world.t);
  driver = campaignDriver(world.t);
});

const post = (url: string, payload: object) =>
  world.t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const validUntil = new Date('2031-01-31T00:00:00.000Z');

describe('a mass discount with unique codes', () => {
  let codes: Map<string, string>;

  beforeAll(async () => {
    await world.t.database.db.insert(discountCodes).values({
      code: 'CLUB10',
      discountType: 'percentage',
      discountValue: 10,
      minimumOrderAmountCents: 500,
      validUntil,
    });
    await addContacts(world.t.database.db, [
      { email: 'ann@example.com' },
      { email: 'ben@example.com' },
      { email: 'cat@example.com' },
    ]);
    const res = await post('/api/send-mass-discount-email', { discountCode: 'CLUB10', uniqueCodes: true });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().campaign).toMatchObject({ uniqueCodes: true, discountCode: 'CLUB10' });
    await driver.run();
    const recipients = await recipientsOf(world.t.database.db, res.json().campaign.id);
    codes = new Map(recipients.map((r) => [r.customerEmail, r.discountCode!]));
  });

  it('gives each recipient a different single-use code, a copy of the template bound to their address', async () => {
    expect([...codes.keys()].sort()).toEqual(['ann@example.com', 'ben@example.com', 'cat@example.com']);
    expect(new Set(codes.values()).size).toBe(3);
    for (const [email, code] of codes) {
      expect(code).toMatch(/^CLUB10-[A-Z2-9]{6}$/);
      const [row] = await world.t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
      expect(row).toMatchObject({
        discountType: 'percentage',
        discountValue: 10,
        minimumOrderAmountCents: 500,
        maxUses: 1,
        currentUses: 0,
        validUntil,
        boundEmail: email,
        isActive: true,
      });
      const [mail] = await world.t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
      expect(mail!.textBody).toContain(`Your code: ${code}`);
      expect(mail!.textBody).toContain('yours alone');
      for (const other of codes.values()) if (other !== code) expect(mail!.textBody).not.toContain(other);
    }
  });

  it("keeps the personal codes out of the admin's discount code list, which still shows the template", async () => {
    const res = await world.t.app.inject({ method: 'GET', url: '/api/discount-codes', headers: { cookie } });
    const listed = (res.json() as { codes: { code: string }[] }).codes.map((row) => row.code);
    expect(listed).toContain('CLUB10');
    for (const code of codes.values()) expect(listed).not.toContain(code);
  });

  it('refuses the code at checkout for another e-mail address, and takes it once for the right one', async () => {
    const annCode = codes.get('ann@example.com')!;
    const forwarded = await checkout(await cartWith([[PAR_3, 1]]), { discountCode: annCode });
    expect(forwarded.statusCode).toBe(409);
    expect(forwarded.json().message).toBe(DISCOUNT_ERRORS.boundElsewhere);

    const ann = { ...CUSTOMER, email: 'Ann@Example.com' };
    const own = await checkout(await cartWith([[PAR_3, 1]]), { discountCode: annCode.toLowerCase(), customer: ann });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().amount).toBe('13.18'); // 7.99 - 0.80 + 5.99 shipping

    const again = await checkout(await cartWith([[PAR_3, 2]]), { discountCode: annCode, customer: ann });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DISCOUNT_ERRORS.notValid);
  });
});

describe('a VIP campaign with unique codes', () => {
  it('makes percentage codes from the promo code for each member, and no shared code', async () => {
    await addList(world.t.database.db, 'vip', 'vips.csv', [
      { email: 'v1@example.com', consent: true },
      { email: 'v2@example.com', consent: true },
    ]);
    const res = await post('/api/vip-campaign', {
      csvFileName: 'vips.csv',
      promoCode: 'GOLD30',
      discountPercent: 30,
      uniqueCodes: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    await driver.run();
    const made = await world.t.database.db.select().from(discountCodes).where(like(discountCodes.code, 'GOLD30%'));
    expect(made.map((row) => row.boundEmail).sort()).toEqual(['v1@example.com', 'v2@example.com']);
    expect(
      made.every((row) => row.discountType === 'percentage' && row.discountValue === 30 && row.maxUses === 1),
    ).toBe(true);
  });
});
