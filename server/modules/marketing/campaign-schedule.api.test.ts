import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import { EMAIL_BLOCK_MESSAGES } from '../../../core/schemas/email-blocks';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditSentences } from '../../../tests/helpers/audit-sentences';
import { addContacts, clearCampaignData, recipientsOf } from '../../../tests/helpers/campaigns';
import { campaigns, outbox } from '../../db/schema';

// A campaign scheduled for a date and time: refused in the past or under 5 minutes ahead, started by the dispatcher
// once the shop's clock (AppDeps.now, moved by the test) passes its time and not before, moved or cancelled while
// it waits, never paused.
const MINUTE = 60_000;
const clock = { at: Date.now() };
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date(clock.at) });
  cookie = await signInAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.at = Date.now();
  await clearCampaignData(t.database.db);
  await addContacts(t.database.db, [{ email: 'ada@example.com' }, { email: 'ben@example.com' }]);
});

const inject = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const at = (minutes: number) => new Date(clock.at + minutes * MINUTE).toISOString();
const BLOCKS = [
  { type: 'heading', text: 'Spring is here' },
  { type: 'button', label: 'Shop the pins', url: '/wholesale' },
];
const schedule = (sendAt: string, subject = 'Later pins') =>
  inject('POST', '/api/send-marketing-email', { subject, blocks: BLOCKS, sendAt });
const dispatcher = () => t.app.services.campaignDispatcher;
const campaignMails = () => t.database.db.select().from(outbox).where(eq(outbox.kind, 'campaign'));

async function sendEverything() {
  await dispatcher().runOnce();
  await t.app.services.outbox.runOnce();
  await dispatcher().runOnce();
}

describe('scheduling a campaign', () => {
  it('refuses a time in the past or under 5 minutes ahead, on the field', async () => {
    for (const sendAt of [at(-60), at(4)]) {
      const res = await schedule(sendAt);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'body.sendAt', message: EMAIL_BLOCK_MESSAGES.sendAt }]);
    }
    const garbled = await schedule('tomorrow at noon');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe(EMAIL_BLOCK_MESSAGES.sendAt);
    expect(await t.database.db.select().from(campaigns)).toEqual([]);
  });

  it('waits until the clock passes its time, then the dispatcher sends it once to everyone', async () => {
    const sendAt = at(60);
    const res = await schedule(sendAt);
    expect(res.statusCode, res.body).toBe(202);
    const { campaign } = res.json();
    expect(campaign).toMatchObject({ status: 'scheduled', scheduledAt: sendAt, counts: { total: 2, sent: 0 } });

    clock.at += 59 * MINUTE;
    await sendEverything();
    expect((await t.database.db.select().from(campaigns))[0]!.status).toBe('scheduled');
    expect(await campaignMails()).toEqual([]);

    clock.at += 2 * MINUTE;
    await sendEverything();
    const mails = await campaignMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['ada@example.com', 'ben@example.com']);
    expect(mails.every((m) => m.status === 'sent' && m.subject === 'Later pins')).toBe(true);
    expect(mails[0]!.htmlBody).toContain('Spring is here');
    await sendEverything();
    expect(await campaignMails()).toHaveLength(2);
    const [row] = await t.database.db.select().from(campaigns);
    expect(row).toMatchObject({ status: 'completed', scheduledAt: new Date(sendAt) });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/campaigns', headers: { cookie } });
    expect(list.json().campaigns[0]).toMatchObject({ status: 'completed', scheduledAt: sendAt });
  });

  it('is next needed when the soonest campaign is due, and looks every 2 s while none is running or scheduled', async () => {
    const nextLook = async () =>
      ((await dispatcher().job.run(new AbortController().signal)) as { runAgainAt: Date }).runAgainAt;
    expect(await nextLook()).toEqual(new Date(clock.at + 2_000));
    const sendAt = at(30);
    expect((await schedule(sendAt)).statusCode).toBe(202);
    clock.at += 30 * MINUTE - 1_500; // a second and a half before its time: the engine takes it then, not 2 s later
    expect(await nextLook()).toEqual(new Date(sendAt));
    clock.at += 1_500;
    expect(await nextLook()).toEqual(new Date(clock.at + 1_000)); // sending: its next batch a second later
    expect((await campaignMails()).map((m) => m.toAddress).sort()).toEqual(['ada@example.com', 'ben@example.com']);
  });

  it('the first form (raw HTML content) can be scheduled too, as one raw HTML block', async () => {
    const res = await inject('POST', '/api/send-marketing-email', {
      subject: 'Raw later',
      content: '<p>Hello <b>golfers</b></p>',
      sendAt: at(30),
    });
    expect(res.statusCode, res.body).toBe(202);
    clock.at += 31 * MINUTE;
    await sendEverything();
    const mails = await campaignMails();
    expect(mails).toHaveLength(2);
    expect(mails[0]!.htmlBody).toContain('<p>Hello <b>golfers</b></p>');
  });
});

describe('while it waits', () => {
  it('is moved to another time (audited), and sent at the new time, not the old one', async () => {
    const { campaign } = (await schedule(at(30), 'Moved pins')).json();
    const bad = await inject('PUT', `/api/admin/campaigns/${campaign.id}/schedule`, { sendAt: at(2) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EMAIL_BLOCK_MESSAGES.sendAt);
    const moved = await inject('PUT', `/api/admin/campaigns/${campaign.id}/schedule`, { sendAt: at(120) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().campaign).toMatchObject({ status: 'scheduled', scheduledAt: at(120) });

    clock.at += 31 * MINUTE;
    await sendEverything();
    expect(await campaignMails()).toEqual([]);
    clock.at += 90 * MINUTE;
    await sendEverything();
    expect(await campaignMails()).toHaveLength(2);

    const sentences = await auditSentences(t, cookie, 'campaigns', String(campaign.id));
    expect(sentences[0]).toMatch(/^Scheduled campaign "Moved pins" for .+ UTC to 2 contacts$/);
    expect(sentences[1]).toMatch(/^Moved campaign "Moved pins" to .+ UTC$/);
  });

  it('is cancelled and then never sent; it cannot be paused, resumed or rescheduled once cancelled', async () => {
    const { campaign } = (await schedule(at(30))).json();
    const pause = await inject('POST', `/api/admin/campaigns/${campaign.id}/pause`);
    expect(pause.statusCode).toBe(409);
    expect(pause.json().message).toBe(EMAIL_BLOCK_MESSAGES.scheduledOnly);
    const cancel = await inject('POST', `/api/admin/campaigns/${campaign.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().campaign).toMatchObject({ status: 'cancelled', counts: { cancelled: 2 } });

    clock.at += 60 * MINUTE;
    await sendEverything();
    expect(await campaignMails()).toEqual([]);
    expect((await recipientsOf(t.database.db, campaign.id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    const again = await inject('PUT', `/api/admin/campaigns/${campaign.id}/schedule`, { sendAt: at(90) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EMAIL_BLOCK_MESSAGES.notScheduled);
    const resume = await inject('POST', `/api/admin/campaigns/${campaign.id}/resume`);
    expect(resume.json().message).toBe(CAMPAIGN_MESSAGES.campaignFinished);
  });
});
