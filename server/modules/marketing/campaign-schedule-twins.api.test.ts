import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTwinApps, type TestApp } from '../../../tests/helpers/app';
import { addContacts } from '../../../tests/helpers/campaigns';
import { onPostgresServer } from '../../../tests/helpers/database';
import { campaigns, emailCampaigns, outbox } from '../../db/schema';

// Two instances on one PostgreSQL, both dispatching at the same moments: a scheduled campaign is started by one of
// them when its time comes, and each recipient is queued exactly once.
const RECIPIENTS = 60;
const clock = { at: Date.now() };

describe.skipIf(!onPostgresServer())('a scheduled campaign with two instances', () => {
  let twins: Awaited<ReturnType<typeof buildTwinApps>>;
  let cookie: string;
  beforeAll(async () => {
    twins = await buildTwinApps(
      { LOG_LEVEL: 'silent', CAMPAIGN_RATE_PER_SECOND: '7' },
      { now: () => new Date(clock.at) },
    );
    cookie = await signInAdmin({ app: twins.apps[0], database: twins.database, close: async () => {} } as TestApp);
    await addContacts(
      twins.database.db,
      Array.from({ length: RECIPIENTS }, (_, i) => ({ email: `twin${i}@example.com` })),
    );
  });
  afterAll(() => twins?.close());

  it('starts once at its time and queues every recipient once, whichever instance wins each second', async () => {
    const sendAt = new Date(clock.at + 30 * 60_000).toISOString();
    const res = await twins.apps[1].inject({
      method: 'POST',
      url: '/api/send-marketing-email',
      headers: { cookie },
      payload: { subject: 'Twin pins', blocks: [{ type: 'heading', text: 'Hello' }], sendAt, excludeEmails: [] },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().campaign.id as number;
    const dispatchers = twins.apps.map((app) => app.services.campaignDispatcher);

    await Promise.all(dispatchers.map((d) => d.runOnce()));
    expect((await twins.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!.status).toBe('scheduled');

    clock.at += 31 * 60_000;
    for (let second = 0; second < 40; second += 1) {
      await Promise.all(dispatchers.map((d) => d.runOnce()));
      clock.at += 1000;
    }
    const recipients = await twins.database.db.select().from(emailCampaigns).where(eq(emailCampaigns.campaignId, id));
    expect(recipients).toHaveLength(RECIPIENTS);
    expect(recipients.filter((r) => r.status !== 'queued')).toEqual([]);
    const mails = await twins.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'campaignId' = ${String(id)}`);
    expect(mails).toHaveLength(RECIPIENTS);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(RECIPIENTS);
  });
});
