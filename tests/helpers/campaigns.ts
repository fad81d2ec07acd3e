/**
 * Campaign tests' world: contacts, uploaded lists and suppressions written straight to the tables (the upload
 * routes have their own tests), and a dispatcher on a fake clock that a test moves one second per tick, so a
 * throttled campaign runs batch by batch without waiting.
 */
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import {
  campaigns,
  contactListMembers,
  contactLists,
  contacts,
  emailCampaigns,
  outbox,
  suppressions,
} from '../../server/db/schema';
import type { ContactListKind, SuppressionReason } from '../../core/schemas/campaigns';
import type { CampaignMailContext } from '../../server/modules/marketing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { signInAdmin } from './admin';
import { buildTestApp, type TestApp } from './app';

/** The mail context buildTestApp's app uses (its PUBLIC_URL and SESSION_SECRET), for a dispatcher of our own. */
export function testMailContext(): CampaignMailContext {
  const config = loadConfig(
    { NODE_ENV: 'test', SESSION_SECRET: 'test-session-secret-of-at-least-32-chars', PUBLIC_URL: 'http://shop.test' },
    { persistSecret: false },
  );
  return { shop: config.shop, publicUrl: config.publicUrl, linkSecret: config.sessionSecret };
}

export interface Person {
  email: string;
  name?: string;
  /** Opted in to marketing (default true). */
  consent?: boolean;
}

export async function addContacts(db: Database, people: Person[]): Promise<number[]> {
  if (people.length === 0) return [];
  const rows = await db
    .insert(contacts)
    .values(
      people.map((p) => ({
        email: p.email,
        name: p.name ?? null,
        source: 'manual' as const,
        marketingConsentAt: p.consent === false ? null : new Date(),
        consentSource: p.consent === false ? null : 'test opt-in',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: contacts.id });
  return rows.map((row) => row.id);
}

/** An uploaded list of `kind` named `fileName` with these people (added as contacts without marketing consent). */
export async function addList(db: Database, kind: ContactListKind, fileName: string, people: Person[]) {
  await addContacts(
    db,
    people.map((p) => ({ consent: false, ...p })),
  );
  const [list] = await db.insert(contactLists).values({ kind, fileName, rowCount: people.length }).returning();
  const members = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      sql`lower(${contacts.email}) in (select jsonb_array_elements_text(${JSON.stringify(people.map((p) => p.email.toLowerCase()))}::jsonb))`,
    );
  await db.insert(contactListMembers).values(members.map((m) => ({ listId: list!.id, contactId: m.id })));
  return list!;
}

export async function suppress(db: Database, email: string, reason: SuppressionReason = 'unsubscribed') {
  await db.insert(suppressions).values({ email, reason }).onConflictDoNothing();
}

export async function recipientsOf(db: Database, campaignId: number) {
  return db.select().from(emailCampaigns).where(eq(emailCampaigns.campaignId, campaignId)).orderBy(emailCampaigns.id);
}

/**
 * The app's own dispatcher and outbox worker, driven by hand: `tick()` makes every running campaign's next batch
 * due (as one second passing would) and dispatches it; `run()` ticks and sends until no campaign is running.
 */
export function campaignDriver(t: TestApp) {
  const { campaignDispatcher: dispatcher, outbox: worker } = t.app.services;
  const driver = {
    async tick(): Promise<number> {
      await t.database.db
        .update(campaigns)
        .set({ nextDispatchAt: sql`${campaigns.nextDispatchAt} - interval '1 second'` })
        .where(eq(campaigns.status, 'running'));
      return dispatcher.runOnce();
    },
    send: () => worker.runOnce(),
    async run(maxTicks = 500): Promise<void> {
      for (let i = 0; i < maxTicks; i += 1) {
        await driver.tick();
        await driver.send();
        await dispatcher.runOnce();
        const live = await t.database.db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(eq(campaigns.status, 'running'));
        if (live.length === 0) return;
      }
      throw new Error('campaigns still running');
    },
  };
  return driver;
}

/** Before each campaign test: no campaign, queued mail, suppression, uploaded list or contact left from the last. */
export async function clearCampaignData(db: Database): Promise<void> {
  await db.delete(campaigns);
  await db.delete(outbox);
  await db.delete(suppressions);
  await db.delete(contactLists);
  await db.delete(contacts);
}

/**
 * A campaign test file's world: the app with a signed-in admin and the driver, made once, with the campaign tables
 * cleared before each test. `post` sends as the admin.
 */
export function campaignTestWorld() {
  const world = {} as { t: TestApp; cookie: string; driver: ReturnType<typeof campaignDriver> };
  beforeAll(async () => {
    world.t = await buildTestApp();
    world.cookie = await signInAdmin(world.t);
    world.driver = campaignDriver(world.t);
  });
  afterAll(() => world.t.close());
  beforeEach(() => clearCampaignData(world.t.database.db));
  const post = (url: string, payload?: object) =>
    world.t.app.inject({ method: 'POST', url, headers: { cookie: world.cookie }, ...(payload ? { payload } : {}) });
  return { world, post };
}
