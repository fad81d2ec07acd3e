import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import {
  addContacts,
  clearCampaignData,
  campaignDriver,
  recipientsOf,
  suppress,
} from '../../../tests/helpers/campaigns';
import { auditLog, campaigns, emailCampaigns, outbox } from '../../db/schema';

let t: TestApp;
let cookie: string;
let driver: ReturnType<typeof campaignDriver>;
beforeAll(async () => {
  // Three recipients a second: a campaign of ten runs in four batches.
  t = await buildTestApp({ CAMPAIGN_RATE_PER_SECOND: '3' });
  cookie = await signInAdmin(t);
  driver = campaignDriver(t);
});
afterAll(() => t.close());
beforeEach(() => clearCampaignData(t.database.db));

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const marketing = (extra: object = {}) =>
  post('/api/send-marketing-email', { subject: 'Spring pins', content: '<p>New designs are in.</p>', ...extra });

async function campaignMailTo(campaignId: number) {
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'campaign'));
  return rows.filter((row) => row.payload.campaignId === campaignId);
}

describe('POST /api/send-marketing-email', () => {
  it('sends once to each consenting contact, never to those without consent, suppressed or excluded', async () => {
    await addContacts(t.database.db, [
      { email: 'ann@example.com', name: 'Ann' },
      { email: 'ben@example.com' },
      { email: 'Ann@Example.com' },
      { email: 'bought-only@example.com', consent: false },
      { email: 'gone@example.com' },
      { email: 'bounced@example.com' },
      { email: 'admin-excluded@example.com' },
      { email: 'Form-Excluded@example.com' },
    ]);
    await suppress(t.database.db, 'GONE@example.com', 'unsubscribed');
    await suppress(t.database.db, 'bounced@example.com', 'bounced');
    await suppress(t.database.db, 'admin-excluded@example.com', 'excluded');

    const res = await marketing({ excludeEmails: ['form-excluded@EXAMPLE.com'] });
    expect(res.statusCode, res.body).toBe(202);
    const { campaign } = res.json();
    expect(campaign).toMatchObject({ kind: 'marketing', status: 'running', subject: 'Spring pins', ratePerSecond: 3 });
    expect(campaign.counts).toEqual({ total: 2, sent: 0, failed: 0, skipped: 0, cancelled: 0, remaining: 2 });
    expect((await recipientsOf(t.database.db, campaign.id)).map((r) => r.customerEmail).sort()).toEqual([
      'ann@example.com',
      'ben@example.com',
    ]);

    await driver.run();
    const mails = await campaignMailTo(campaign.id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['ann@example.com', 'ben@example.com']);
    expect(mails.every((m) => m.status === 'sent')).toBe(true);
    const done = (await get(`/api/admin/campaigns/${campaign.id}`)).json().campaign;
    expect(done).toMatchObject({ status: 'completed', finishedAt: expect.any(String) });
    expect(done.counts).toEqual({ total: 2, sent: 2, failed: 0, skipped: 0, cancelled: 0, remaining: 0 });
  });

  it('skips at send time an address suppressed after the campaign was created', async () => {
    await addContacts(
      t.database.db,
      Array.from({ length: 6 }, (_, i) => ({ email: `late${i}@example.com` })),
    );
    const { campaign } = (await marketing()).json();
    await driver.tick(); // late0..late2 queued
    await suppress(t.database.db, 'late4@example.com', 'unsubscribed');
    await suppress(t.database.db, 'LATE5@example.com', 'complained');
    await driver.run();

    const recipients = await recipientsOf(t.database.db, campaign.id);
    expect(recipients.map((r) => [r.customerEmail, r.status, r.skipReason])).toEqual([
      ['late0@example.com', 'queued', null],
      ['late1@example.com', 'queued', null],
      ['late2@example.com', 'queued', null],
      ['late3@example.com', 'queued', null],
      ['late4@example.com', 'skipped', 'unsubscribed'],
      ['late5@example.com', 'skipped', 'complained'],
    ]);
    expect((await campaignMailTo(campaign.id)).map((m) => m.toAddress).sort()).toEqual(
      ['late0', 'late1', 'late2', 'late3'].map((name) => `${name}@example.com`),
    );
    const { counts } = (await get(`/api/admin/campaigns/${campaign.id}`)).json().campaign;
    expect(counts).toEqual({ total: 6, sent: 4, failed: 0, skipped: 2, cancelled: 0, remaining: 0 });
  });

  it('answers 409 when no one may receive it, and stores no campaign', async () => {
    await addContacts(t.database.db, [{ email: 'nope@example.com', consent: false }, { email: 'x@example.com' }]);
    const res = await marketing({ excludeEmails: ['x@example.com'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CAMPAIGN_MESSAGES.noAudience);
    expect(await t.database.db.select().from(campaigns)).toHaveLength(0);
  });

  it.each([
    [{ subject: '', content: '<p>x</p>' }, CAMPAIGN_MESSAGES.marketingRequired],
    [{ subject: 'Hi', content: '   ' }, CAMPAIGN_MESSAGES.marketingRequired],
    [{ subject: 'Hi', content: '<script>alert(1)</script>' }, CAMPAIGN_MESSAGES.marketingRequired],
    [{ subject: 'Hi\r\nBcc: everyone@example.com', content: '<p>x</p>' }, CAMPAIGN_MESSAGES.lineBreaks],
    [{ subject: 'Hi\nthere', content: '<p>x</p>' }, CAMPAIGN_MESSAGES.lineBreaks],
    [{ subject: 'Hi', content: '<p>x</p>', excludeEmails: ['not-an-address'] }, CAMPAIGN_MESSAGES.email],
  ])('refuses %o with 400 "%s"', async (payload, message) => {
    await addContacts(t.database.db, [{ email: 'someone@example.com' }]);
    const res = await post('/api/send-marketing-email', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(campaigns)).toHaveLength(0);
  });
});

describe('pause, resume and cancel', () => {
  async function tenRecipients() {
    await addContacts(
      t.database.db,
      Array.from({ length: 10 }, (_, i) => ({ email: `r${i}@example.com` })),
    );
    return (await marketing()).json().campaign.id as number;
  }
  const statusOf = async (id: number) => (await recipientsOf(t.database.db, id)).map((r) => r.status);
  const act = (id: number, action: string) => post(`/api/admin/campaigns/${id}/${action}`);

  it('queues at the campaign rate; pause holds, resume continues where it stopped', async () => {
    const id = await tenRecipients();
    await driver.tick();
    expect((await statusOf(id)).filter((s) => s === 'queued')).toHaveLength(3);

    const paused = await act(id, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json().campaign).toMatchObject({ status: 'paused' });
    for (let i = 0; i < 3; i += 1) await driver.tick();
    await driver.send();
    expect((await statusOf(id)).filter((s) => s === 'queued')).toHaveLength(3);
    expect((await act(id, 'pause')).json().campaign.status).toBe('paused');

    expect((await act(id, 'resume')).json().campaign).toMatchObject({ status: 'running' });
    await driver.run();
    expect(await statusOf(id)).toEqual(Array(10).fill('queued'));
    expect(await campaignMailTo(id)).toHaveLength(10);
    expect((await get(`/api/admin/campaigns/${id}`)).json().campaign.status).toBe('completed');
  });

  it('cancel stops every further send and withdraws queued messages no worker has taken', async () => {
    const id = await tenRecipients();
    await driver.tick();
    await driver.send(); // r0..r2 sent
    await driver.tick(); // r3..r5 queued, not sent yet
    const cancelled = await act(id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().campaign).toMatchObject({ status: 'cancelled', finishedAt: expect.any(String) });
    expect(cancelled.json().campaign.counts).toEqual({
      total: 10,
      sent: 3,
      failed: 0,
      skipped: 0,
      cancelled: 7,
      remaining: 0,
    });

    for (let i = 0; i < 3; i += 1) {
      await driver.tick();
      await driver.send();
    }
    const mails = await campaignMailTo(id);
    expect(
      mails
        .filter((m) => m.status === 'sent')
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual(['r0@example.com', 'r1@example.com', 'r2@example.com']);
    expect(mails.filter((m) => m.status === 'cancelled')).toHaveLength(3);
    expect(await statusOf(id)).toEqual([...Array(6).fill('queued'), ...Array(4).fill('cancelled')]);
  });

  it('refuses to change a finished campaign (409) and an unknown one (404); audits every change', async () => {
    const id = await tenRecipients();
    await act(id, 'pause');
    await act(id, 'resume');
    await act(id, 'cancel');
    for (const action of ['pause', 'resume', 'cancel']) {
      const res = await act(id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CAMPAIGN_MESSAGES.campaignFinished);
    }
    expect((await act(999_999, 'pause')).statusCode).toBe(404);
    expect((await get('/api/admin/campaigns/999999')).json().message).toBe(CAMPAIGN_MESSAGES.campaignNotFound);
    expect((await act(id, 'stop')).statusCode).toBe(400);

    const audited = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'campaigns'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audited.map((row) => row.action)).toEqual([
      'campaign.start',
      'campaign.pause',
      'campaign.resume',
      'campaign.cancel',
    ]);
    expect(audited[3]).toMatchObject({ before: { status: 'running' }, after: { status: 'cancelled' } });
  });
});

describe('GET /api/admin/campaigns', () => {
  it('lists the latest campaigns newest first, by kind, with their counts', async () => {
    await addContacts(t.database.db, [{ email: 'list@example.com' }]);
    const first = (await marketing({ subject: 'First' })).json().campaign;
    const second = (await marketing({ subject: 'Second' })).json().campaign;
    const all = (await get('/api/admin/campaigns')).json().campaigns;
    expect(all.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(all[0].counts.total).toBe(1);
    expect((await get('/api/admin/campaigns?kind=vip')).json().campaigns).toEqual([]);
    expect((await get('/api/admin/campaigns?kind=nonsense')).statusCode).toBe(400);
    // One address per campaign: the unique index holds even against a second insert.
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailCampaigns)
      .where(inArray(emailCampaigns.campaignId, [first.id, second.id]));
    expect(rows[0]!.n).toBe(2);
  });
});
