/**
 * Truthful consent: a VIP send reaches only contacts who agreed to marketing e-mail (customers too when the owner
 * confirms a one-off send; never one who said no, nor someone who was never a customer); the campaign says who was
 * skipped and why; each kind's footer says why its recipient gets it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import { addContacts, addList, campaignTestWorld, suppress } from '../../../tests/helpers/campaigns';
import { contactListMembers, contacts, outbox } from '../../db/schema';

const { world, post } = campaignTestWorld();
const campaignMail = () => world.t.database.db.select().from(outbox).where(eq(outbox.kind, 'campaign'));
const sentTo = async () => (await campaignMail()).map((m) => m.toAddress).sort();

/** The VIP list of the issue: one of each kind of person. */
async function vipList() {
  await world.t.database.db.insert(contacts).values([
    // Said no in the Shopify export.
    { email: 'refused@example.com', source: 'shopify-import', marketingRefusedAt: new Date() },
    // Bought from the shop, never said yes or no.
    { email: 'buyer@example.com', source: 'order' },
  ]);
  await addContacts(world.t.database.db, [{ email: 'fan@example.com', name: 'Fan' }]);
  await addList(world.t.database.db, 'vip', 'vip.csv', [
    { email: 'fan@example.com' },
    { email: 'refused@example.com' },
    { email: 'buyer@example.com' },
    // Never a customer, never agreed: only the admin's file names them.
    { email: 'stranger@example.com' },
    { email: 'gone@example.com', consent: true },
  ]);
  await suppress(world.t.database.db, 'gone@example.com');
}

const vipBody = { csvFileName: 'vip.csv', promoCode: 'VIP20', discountPercent: 20 };

describe('VIP consent', () => {
  it('sends only to contacts who agreed, and says who was skipped and why', async () => {
    await vipList();
    const res = await post('/api/vip-campaign', vipBody);
    expect(res.statusCode, res.body).toBe(202);
    const { campaign } = res.json();
    expect(campaign.counts).toMatchObject({ total: 5, skipped: 4, remaining: 1 });
    expect(campaign.skippedWhy).toEqual([
      { reason: 'no consent', words: 'customers who never agreed to marketing e-mail', count: 1 },
      { reason: 'not a customer', words: 'never a customer and never agreed to marketing e-mail', count: 1 },
      { reason: 'refused marketing', words: 'said no to marketing e-mail', count: 1 },
      { reason: 'unsubscribed', words: 'unsubscribed', count: 1 },
    ]);
    await world.driver.run();
    expect(await sentTo()).toEqual(['fan@example.com']);
    const listed = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns?kind=vip',
      headers: { cookie: world.cookie },
    });
    expect(listed.json().campaigns[0].skippedWhy).toHaveLength(4);
  });

  it('a one-off send the owner confirms also reaches customers, never one who said no or a stranger', async () => {
    await vipList();
    const res = await post('/api/vip-campaign', { ...vipBody, oneOffToCustomers: true });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().campaign.skippedWhy.map((s: { reason: string }) => s.reason)).toEqual([
      'not a customer',
      'refused marketing',
      'unsubscribed',
    ]);
    await world.driver.run();
    expect(await sentTo()).toEqual(['buyer@example.com', 'fan@example.com']);
  });

  it('a list where no one may get it is refused (409) and leaves no campaign', async () => {
    await addList(world.t.database.db, 'vip', 'vip.csv', [{ email: 'stranger@example.com' }]);
    const res = await post('/api/vip-campaign', vipBody);
    expect([res.statusCode, res.json().message]).toEqual([409, CAMPAIGN_MESSAGES.noAudience]);
  });

  it('one VIP e-mail follows the same rules, each refusal saying why', async () => {
    await vipList();
    const one = (email: string, extra: object = {}) => post('/api/vip-email', { ...vipBody, email, ...extra });
    for (const [email, message] of [
      ['refused@example.com', CAMPAIGN_MESSAGES.refusedMarketing],
      ['buyer@example.com', CAMPAIGN_MESSAGES.noConsent],
      ['stranger@example.com', CAMPAIGN_MESSAGES.notCustomer],
      ['nobody@example.com', CAMPAIGN_MESSAGES.notCustomer],
    ] as const) {
      const refused = await one(email);
      expect([refused.statusCode, refused.json().message]).toEqual([409, message]);
    }
    const refusedAnyway = await one('refused@example.com', { oneOffToCustomers: true });
    expect(refusedAnyway.statusCode).toBe(409);
    expect((await one('buyer@example.com', { oneOffToCustomers: true })).statusCode).toBe(202);
    expect((await one('fan@example.com')).statusCode).toBe(202);
    await world.driver.run();
    expect(await sentTo()).toEqual(['buyer@example.com', 'fan@example.com']);
  });
});

describe('why the recipient gets it', () => {
  it('VIP: a customer; tournament: their event and its date; marketing: they signed up', async () => {
    await vipList();
    expect((await post('/api/vip-campaign', vipBody)).statusCode).toBe(202);
    const tournament = await addList(world.t.database.db, 'tournament', 'events.csv', [
      { email: 'org@example.com', name: 'Org' },
      { email: 'bare@example.com' },
    ]);
    const [org] = await world.t.database.db.select().from(contacts).where(eq(contacts.email, 'org@example.com'));
    await world.t.database.db
      .update(contactListMembers)
      .set({ details: { Tournament: 'Spring Classic', 'Event Date': 'May 9, 2027', Organization: 'Pebble Club' } })
      .where(eq(contactListMembers.contactId, org!.id));
    expect(tournament.kind).toBe('tournament');
    const tour = await post('/api/send-tournament-campaign', {
      emailSubject: 'Pins for your event',
      promoCode: 'TOUR10',
      discountPercent: 10,
    });
    expect(tour.statusCode, tour.body).toBe(202);
    const marketing = await post('/api/send-marketing-email', { subject: 'News', content: '<p>New pins</p>' });
    expect(marketing.statusCode, marketing.body).toBe(202);
    await world.driver.run();

    const mail = await campaignMail();
    const footer = (to: string, subject: string) => {
      const message = mail.find((m) => m.toAddress === to && m.subject.startsWith(subject));
      expect(message, `${to} ${subject}`).toBeDefined();
      expect(message!.htmlBody).not.toContain('agreed to hear from');
      return message!.textBody;
    };
    expect(footer('fan@example.com', 'VIP offer')).toContain('You receive this e-mail because you are a customer of');
    expect(footer('org@example.com', 'Pins for your event')).toContain(
      'You receive this e-mail because of your event Spring Classic on May 9, 2027.',
    );
    expect(footer('bare@example.com', 'Pins for your event')).toContain(
      'because you are listed as the organizer of a golf tournament',
    );
    expect(footer('fan@example.com', 'News')).toContain(
      'You receive this e-mail because you signed up for e-mail from',
    );
  });
});
