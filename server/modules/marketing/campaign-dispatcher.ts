/**
 * Queues running campaigns into the outbox at each campaign's rate, in every instance at once without sending
 * anyone twice. Each tick, a due campaign is claimed by one conditional UPDATE (next_dispatch_at moves 1 s ahead of
 * when it was due, so one instance per second wins it and the seconds do not drift); in that same transaction up to `rate_per_second` pending recipients are
 * taken (FOR UPDATE SKIP LOCKED), checked against the suppression list and the campaign's exclusions at that very
 * moment, and each is either marked `skipped` or rendered, put in the outbox and marked `queued` with its outbox id.
 * A crash rolls the whole batch back; the outbox worker does the sending. A campaign is completed once nothing is
 * pending and none of its messages is still waiting to be sent.
 *
 * A scheduled campaign is started by the first tick past its time: one conditional UPDATE (status 'scheduled' to
 * 'running'), which PostgreSQL lets only one instance make; from then on it is claimed as any running campaign.
 * A campaign composed in blocks is rendered for each batch (email-blocks.ts), its product cards and discount codes
 * read then, outside the batch's transaction.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { normalizeCode } from '../../../core/discounts';
import type { EmailBlock } from '../../../core/schemas/email-blocks';
import type { Database, Tx } from '../../db/client';
import {
  campaigns,
  contactListMembers,
  discountCodes,
  emailCampaigns,
  suppressions,
  type Campaign,
} from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { RepeatingJob } from '../../jobs';
import type { CatalogService } from '../catalog';
import type { DiscountService } from '../discounts';
import { readBlockSources } from './block-sources';
import {
  describeOffer,
  eventOfRow,
  renderCampaignEmail,
  type CampaignMailContext,
  type TournamentEvent,
} from './campaign-emails';
import { renderEmailBlocks } from './email-blocks';

export interface CampaignDispatcherOptions {
  db: Database;
  mail: CampaignMailContext;
  discounts: Pick<DiscountService, 'createPersonalCode'>;
  /** Product cards of campaigns composed in blocks (a process without it sends such cards without the product). */
  catalog?: Pick<CatalogService, 'findActive'>;
  log?: { error(obj: object, msg: string): void };
  now?: () => Date;
  /**
   * How often to look while no campaign is running or scheduled (2 s unless said): a campaign started or resumed is
   * picked up within it. While one is, the dispatcher runs when the next one is due (each at most once a second).
   */
  pollMs?: number;
}

/** Campaigns looked at per tick (the rest wait for the next one). */
const DUE_PER_TICK = 20;
/** An address we could not write a header with: skipped rather than holding the whole campaign up. */
const SENDABLE_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

export function createCampaignDispatcher(options: CampaignDispatcherOptions) {
  const { db, mail, discounts } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 2_000;

  /** What a discount campaign's code offers, and the template its personal codes copy. */
  async function templateCode(tx: Tx, campaign: Campaign) {
    if (campaign.kind !== 'discount' || !campaign.discountCode) return null;
    const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.code, campaign.discountCode));
    return code ?? null;
  }

  /** A tournament campaign's organisers' events, by contact, from their rows of the campaign's list. */
  async function tournamentEvents(tx: Tx, campaign: Campaign, batch: { contactId: number | null }[]) {
    const events = new Map<number, TournamentEvent | null>();
    const ids = batch.flatMap((r) => (r.contactId === null ? [] : [r.contactId]));
    if (campaign.kind !== 'tournament' || campaign.listId === null || ids.length === 0) return events;
    const rows = await tx
      .select({ contactId: contactListMembers.contactId, details: contactListMembers.details })
      .from(contactListMembers)
      .where(and(eq(contactListMembers.listId, campaign.listId), inArray(contactListMembers.contactId, ids)));
    for (const row of rows) events.set(row.contactId, eventOfRow(row.details));
    return events;
  }

  /** A campaign in blocks: its body as it is now (read before the batch's transaction takes its connection). */
  async function renderBlocks(blocks: EmailBlock[] | null): Promise<string | null> {
    if (!blocks) return null;
    const sources = await readBlockSources(blocks, {
      catalog: options.catalog ?? { findActive: async () => null },
      discounts: {
        findByCode: async (code) =>
          (
            await db
              .select()
              .from(discountCodes)
              .where(eq(discountCodes.code, normalizeCode(code)))
              .limit(1)
          )[0] ?? null,
      },
      now,
    });
    return renderEmailBlocks(blocks, sources, mail.publicUrl).html;
  }

  /** Claims the campaign for this second and queues one batch of its recipients; answers how many were handled. */
  async function dispatch(campaignId: number, blocks: EmailBlock[] | null): Promise<number> {
    const blockHtml = await renderBlocks(blocks);
    return db.transaction(async (tx) => {
      const at = now();
      const [campaign] = await tx
        .update(campaigns)
        // A second after the last one was due, not after now: ticks come a little late (the job engine takes the
        // dispatcher at its next poll after the time, plus its own time), and counting from now would lose that each
        // second (38 of 50 a second). More than a second behind (paused, just started), from now: no burst to catch up.
        .set({
          nextDispatchAt: sql`case when ${campaigns.nextDispatchAt} + interval '1 second' > ${at.toISOString()}::timestamptz
            then ${campaigns.nextDispatchAt} + interval '1 second' else ${at.toISOString()}::timestamptz + interval '1 second' end`,
        })
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'running'), lte(campaigns.nextDispatchAt, at)))
        .returning();
      if (!campaign) return 0;
      const batch = await tx
        .select()
        .from(emailCampaigns)
        .where(and(eq(emailCampaigns.campaignId, campaign.id), eq(emailCampaigns.status, 'pending')))
        .orderBy(asc(emailCampaigns.id))
        .limit(campaign.ratePerSecond)
        .for('update', { skipLocked: true });
      if (batch.length === 0) return 0;

      const addresses = [...new Set(batch.map((r) => r.customerEmail.toLowerCase()))];
      const stops = await tx
        .select({ email: sql<string>`lower(${suppressions.email})`, reason: suppressions.reason })
        .from(suppressions)
        .where(
          sql`lower(${suppressions.email}) in (select jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb))`,
        );
      const suppressed = new Map(stops.map((s) => [s.email, s.reason as string]));
      const excluded = new Set(campaign.excludedEmails.map((email) => email.toLowerCase()));
      const template = await templateCode(tx, campaign);
      const events = await tournamentEvents(tx, campaign, batch);
      const offer = template ? describeOffer(template) : undefined;

      for (const recipient of batch) {
        const address = recipient.customerEmail.toLowerCase();
        const skipReason =
          suppressed.get(address) ??
          (excluded.has(address) ? 'excluded' : SENDABLE_ADDRESS.test(address) ? null : 'invalid address');
        if (skipReason) {
          await tx
            .update(emailCampaigns)
            .set({ status: 'skipped', skipReason })
            .where(eq(emailCampaigns.id, recipient.id));
          continue;
        }
        let code = recipient.discountCode;
        if (campaign.uniqueCodes) {
          code = await discounts.createPersonalCode(tx, {
            prefix: campaign.discountCode ?? 'PIN',
            discountType: template?.discountType ?? 'percentage',
            discountValue: template?.discountValue ?? campaign.discountPercent ?? 10,
            minimumOrderAmountCents: template?.minimumOrderAmountCents ?? 0,
            validUntil: template?.validUntil ?? null,
            boundEmail: recipient.customerEmail,
          });
        }
        const message = renderCampaignEmail(
          mail,
          blockHtml === null ? campaign : { ...campaign, htmlContent: blockHtml },
          {
            id: recipient.id,
            email: recipient.customerEmail,
            name: recipient.customerName,
            code,
            event: recipient.contactId === null ? null : events.get(recipient.contactId),
          },
          offer,
        );
        const outboxId = await enqueueEmail(tx, {
          to: recipient.customerEmail,
          ...message,
          kind: 'campaign',
          payload: { campaignId: campaign.id, recipientId: recipient.id },
        });
        await tx
          .update(emailCampaigns)
          .set({ status: 'queued', outboxId, sentAt: at, discountCode: code })
          .where(eq(emailCampaigns.id, recipient.id));
      }
      return batch.length;
    });
  }

  /** Scheduled campaigns whose time has come start running: the UPDATE's condition lets one instance do it. */
  async function startScheduled(at: Date): Promise<void> {
    await db
      .update(campaigns)
      .set({ status: 'running', nextDispatchAt: at })
      .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.nextDispatchAt, at)));
  }

  /** Running campaigns with nothing pending and no message still waiting to go out become `completed`. */
  async function completeFinished(): Promise<void> {
    await db.execute(sql`
      update campaigns c set status = 'completed', finished_at = ${now()}
      where c.status = 'running'
        and not exists (select 1 from email_campaigns e where e.campaign_id = c.id and e.status = 'pending')
        and not exists (
          select 1 from email_campaigns e join outbox o on o.id = e.outbox_id
          where e.campaign_id = c.id and e.status = 'queued' and o.status in ('pending', 'sending'))`);
  }

  /**
   * One tick: a batch of every due campaign, then completion; answers how many recipients were handled and whether
   * any campaign was running or scheduled. With none (most of the time) a tick is one indexed read.
   */
  async function tick(signal?: AbortSignal): Promise<{ handled: number; live: boolean }> {
    const live = await db
      .select({
        id: campaigns.id,
        status: campaigns.status,
        nextDispatchAt: campaigns.nextDispatchAt,
        blocks: campaigns.blocks,
      })
      .from(campaigns)
      .where(inArray(campaigns.status, ['running', 'scheduled']))
      .orderBy(asc(campaigns.nextDispatchAt));
    if (live.length === 0) return { handled: 0, live: false };
    const at = now();
    if (live.some((c) => c.status === 'scheduled' && c.nextDispatchAt <= at)) await startScheduled(at);
    const due = live.filter((campaign) => campaign.nextDispatchAt <= at).slice(0, DUE_PER_TICK);
    let handled = 0;
    for (const { id, blocks } of due) {
      if (signal?.aborted) break;
      try {
        handled += await dispatch(id, blocks);
      } catch (error) {
        options.log?.error({ err: error, campaignId: id }, 'campaign batch failed');
      }
    }
    await completeFinished();
    return { handled, live: true };
  }

  /** One tick (tests drive the dispatcher with it); answers how many recipients were handled. */
  const runOnce = async (signal?: AbortSignal): Promise<number> => (await tick(signal)).handled;

  /**
   * When the dispatcher is next needed: when the soonest running or scheduled campaign is due (read again: this run
   * moved the ones it sent a second on), or `pollMs` from now when the tick found none live (no read then).
   */
  async function nextLook(live: boolean): Promise<Date> {
    const at = now().getTime();
    if (!live) return new Date(at + pollMs);
    const [soonest] = await db
      .select({ due: sql<Date | null>`min(${campaigns.nextDispatchAt})`.mapWith(campaigns.nextDispatchAt) })
      .from(campaigns)
      .where(inArray(campaigns.status, ['running', 'scheduled']));
    const due = soonest?.due ? soonest.due.getTime() : at + pollMs;
    return new Date(Math.min(at + pollMs, Math.max(at, due)));
  }

  /**
   * A run stopped midway ends after its batch in progress (whose transaction commits or rolls back whole). Idle, the
   * dispatcher costs one read every `pollMs`.
   */
  const job: RepeatingJob = {
    kind: 'campaign-dispatcher',
    title: 'Sending campaigns',
    schedule: { everyMs: pollMs },
    run: async (signal) => ({ runAgainAt: await nextLook((await tick(signal)).live) }),
  };

  return { runOnce, job };
}

export type CampaignDispatcher = ReturnType<typeof createCampaignDispatcher>;
