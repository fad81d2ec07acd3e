/**
 * E-mail campaigns as jobs: each sending call creates the campaign with all its recipients in one
 * transaction (audited) and answers at once; the dispatcher (campaign-dispatcher.ts) queues them at the campaign's
 * rate. Pause stops queueing, resume continues, cancel withdraws what was not sent yet.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { formatUsd } from '../../../core/money';
import type { z } from 'zod';
import {
  CAMPAIGN_LIST_LIMIT,
  CAMPAIGN_MESSAGES,
  type CampaignDto,
  type CampaignKind,
  type MarketingCampaignBody,
  type massDiscountBodySchema,
  type testVipEmailBodySchema,
  type tournamentCampaignBodySchema,
  type vipCampaignBodySchema,
  type vipEmailBodySchema,
} from '../../../core/schemas/campaigns';
import { EMAIL_BLOCK_MESSAGES } from '../../../core/schemas/email-blocks';
import type { Database, Tx } from '../../db/client';
import { campaigns, emailCampaigns, type Campaign } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import type { CatalogService } from '../catalog';
import type { DiscountService } from '../discounts';
import type { UploadService } from '../uploads';
import {
  addConsentedContacts,
  addListMembers,
  addOneRecipient,
  latestList,
  suppressed,
  vipRefusal,
} from './campaign-audience';
import { createCampaignEditor, type ComposedCampaign } from './campaign-editor';
import { previewCampaignEmail, type CampaignMailContext } from './campaign-emails';
import { createCampaignTemplates } from './campaign-templates';
import { campaignDtos, cancelRecipients } from './campaign-progress';
import { htmlToText, sanitizeEmailHtml } from './email-html';

const ENTITY = 'campaigns';
/** What a test send offers when the admin gives nothing (the spec's empty body). */
export const TEST_VIP_DEFAULTS = { promoCode: 'VIP20', discountPercent: 20 } as const;

export interface CampaignServiceDeps {
  db: Database;
  mail: CampaignMailContext;
  discounts: Pick<DiscountService, 'findByCode' | 'ensurePromoCode'>;
  /** The e-mail editor's product cards (without it, a product block is refused as not in the shop). */
  catalog?: Pick<CatalogService, 'findActive'>;
  /** The e-mail editor's uploaded pictures. */
  uploads?: UploadService;
  /** Recipients queued per second (CAMPAIGN_RATE_PER_SECOND), stored on each new campaign. */
  ratePerSecond: number;
  now?: () => Date;
}

export interface Requester {
  actor: CurrentUser;
  ip: string;
}

type CampaignAction = 'pause' | 'resume' | 'cancel';

type NewCampaign = {
  kind: CampaignKind;
  subject: string;
  htmlContent?: string;
  discountCode?: string;
  discountPercent?: number | null;
  uniqueCodes?: boolean;
  listId?: number;
  excludedEmails?: string[];
  isTest?: boolean;
} & Partial<Pick<ComposedCampaign, 'blocks' | 'scheduledAt'>>;

export function createCampaignService(deps: CampaignServiceDeps) {
  const { db, mail, discounts } = deps;
  const now = deps.now ?? (() => new Date());

  async function get(id: number): Promise<CampaignDto> {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    if (!row) throw new AppError('not_found', CAMPAIGN_MESSAGES.campaignNotFound);
    return (await campaignDtos(db, [row]))[0]!;
  }

  /**
   * Creates the campaign, lets `addRecipients` write its recipients, stores their number and audits the start,
   * all in one transaction: a campaign nobody would receive is refused (409) and leaves nothing behind.
   */
  async function start(
    who: Requester,
    input: NewCampaign,
    addRecipients: (tx: Tx, campaign: Campaign) => Promise<void>,
  ): Promise<CampaignDto> {
    const id = await db.transaction(async (tx) => {
      const [campaign] = await tx
        .insert(campaigns)
        .values({
          kind: input.kind,
          subject: input.subject,
          htmlContent: input.htmlContent ?? null,
          discountCode: input.discountCode ?? null,
          discountPercent: input.discountPercent ?? null,
          uniqueCodes: input.uniqueCodes ?? false,
          listId: input.listId ?? null,
          excludedEmails: input.excludedEmails ?? [],
          isTest: input.isTest ?? false,
          blocks: input.blocks ?? null,
          // A scheduled campaign waits: the dispatcher starts it at its time (campaign-dispatcher.ts).
          status: input.scheduledAt ? 'scheduled' : 'running',
          scheduledAt: input.scheduledAt ?? null,
          ratePerSecond: deps.ratePerSecond,
          nextDispatchAt: input.scheduledAt ?? now(),
          createdBy: who.actor.id,
        })
        .returning();
      await addRecipients(tx, campaign!);
      const [stored] = await tx
        .update(campaigns)
        .set({
          total: sql`(select count(*) from ${emailCampaigns} where ${emailCampaigns.campaignId} = ${campaign!.id})`,
        })
        .where(eq(campaigns.id, campaign!.id))
        .returning({ total: campaigns.total });
      const [toSend] = await tx
        .select({ id: emailCampaigns.id })
        .from(emailCampaigns)
        .where(and(eq(emailCampaigns.campaignId, campaign!.id), eq(emailCampaigns.status, 'pending')))
        .limit(1);
      // Everyone skipped (suppressed, or without consent for a VIP send) is no one to send to either.
      if (!stored || !toSend) throw new AppError('conflict', CAMPAIGN_MESSAGES.noAudience);
      const at = input.scheduledAt?.toISOString();
      await recordAudit(tx, {
        actor: who.actor,
        action: at ? 'campaign.schedule' : 'campaign.start',
        entity: ENTITY,
        entityId: campaign!.id,
        details: {
          kind: input.kind,
          subject: input.subject,
          total: stored.total,
          isTest: input.isTest ?? false,
          ...(at ? { at } : {}),
        },
        after: {
          status: campaign!.status,
          discountCode: input.discountCode ?? null,
          uniqueCodes: input.uniqueCodes ?? false,
        },
        ip: who.ip,
      });
      return campaign!.id;
    });
    return get(id);
  }

  /** A percentage campaign's shared code (created or reused); with unique codes each recipient gets their own. */
  async function promoCodeFor(tx: Tx, who: Requester, code: string, percent: number, unique: boolean) {
    if (!unique) await discounts.ensurePromoCode(tx, code, percent, who);
    return unique ? null : code;
  }

  /** The admin's HTML, sanitised; content with nothing left to read is refused like empty content. */
  function marketingHtml(content: string): string {
    const html = sanitizeEmailHtml(content);
    if (!htmlToText(html) && !/<img\s/i.test(html))
      throw new AppError('bad_request', CAMPAIGN_MESSAGES.marketingRequired);
    return html;
  }

  async function vipOrTournament(
    who: Requester,
    kind: 'vip' | 'tournament',
    listId: number,
    subject: string,
    body: { promoCode: string; discountPercent: number; uniqueCodes: boolean; oneOffToCustomers?: boolean },
  ) {
    return start(
      who,
      {
        kind,
        subject,
        discountCode: body.promoCode,
        discountPercent: body.discountPercent,
        uniqueCodes: body.uniqueCodes,
        listId,
      },
      async (tx, campaign) => {
        const code = await promoCodeFor(tx, who, body.promoCode, body.discountPercent, body.uniqueCodes);
        const vip = kind === 'vip' ? { oneOffToCustomers: body.oneOffToCustomers ?? false } : undefined;
        await addListMembers(tx, { campaignId: campaign.id, kind, code }, listId, vip);
      },
    );
  }

  const vipSubject = (percent: number) => `VIP offer: ${percent}% off at ${mail.shop.name}`;
  const editor = createCampaignEditor({
    db,
    mail,
    uploads: deps.uploads,
    catalog: deps.catalog ?? { findActive: async () => null },
    discounts,
    now,
    start,
    get,
  });

  return {
    get,
    editor,
    templates: createCampaignTemplates(db),

    /** The latest campaigns (of one kind), newest first, test sends included. */
    async list(kind?: CampaignKind): Promise<CampaignDto[]> {
      const rows = await db
        .select()
        .from(campaigns)
        .where(kind ? eq(campaigns.kind, kind) : undefined)
        .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
        .limit(CAMPAIGN_LIST_LIMIT);
      return campaignDtos(db, rows);
    },

    /** POST /api/send-marketing-email: every consenting contact, minus the exclusion list. */
    async startMarketing(body: MarketingCampaignBody, who: Requester): Promise<CampaignDto> {
      // The first form's raw HTML is one raw HTML block of the editor's.
      if (body.blocks || body.sendAt) {
        const blocks = body.blocks ?? [{ type: 'html' as const, html: body.content ?? '' }];
        return editor.start({ ...body, blocks }, who);
      }
      const htmlContent = marketingHtml(body.content ?? '');
      const excluded = [...new Set(body.excludeEmails.map((email) => email.toLowerCase()))];
      return start(who, { kind: 'marketing', subject: body.subject, htmlContent, excludedEmails: excluded }, (tx, c) =>
        addConsentedContacts(tx, { campaignId: c.id, kind: 'marketing', code: null }, excluded),
      );
    },

    /** The marketing e-mail as a recipient will see it, with a sample unsubscribe link. */
    preview(body: { subject: string; content: string }) {
      return previewCampaignEmail(mail, {
        kind: 'marketing',
        subject: body.subject,
        htmlContent: sanitizeEmailHtml(body.content),
        discountPercent: null,
        uniqueCodes: false,
      });
    },

    /** POST /api/send-mass-discount-email: an existing active code to every consenting contact. */
    async startMassDiscount(body: z.infer<typeof massDiscountBodySchema>, who: Requester): Promise<CampaignDto> {
      const code = await discounts.findByCode(body.discountCode);
      if (!code || code.boundEmail) throw new AppError('not_found', CAMPAIGN_MESSAGES.codeNotFound);
      const at = now();
      const usable =
        code.isActive &&
        !(code.validUntil && code.validUntil <= at) &&
        !(code.maxUses !== null && code.currentUses >= code.maxUses);
      if (!usable) throw new AppError('conflict', CAMPAIGN_MESSAGES.codeInactive);
      const amount = code.discountType === 'percentage' ? `${code.discountValue}%` : formatUsd(code.discountValue);
      const percent = code.discountType === 'percentage' && code.discountValue <= 50 ? code.discountValue : null;
      const shared = body.uniqueCodes ? null : code.code;
      return start(
        who,
        {
          kind: 'discount',
          subject: `${amount} off at ${mail.shop.name}: your discount code`,
          discountCode: code.code,
          discountPercent: percent,
          uniqueCodes: body.uniqueCodes,
        },
        (tx, c) => addConsentedContacts(tx, { campaignId: c.id, kind: 'discount', code: shared }, []),
      );
    },

    /** POST /api/vip-campaign: the uploaded VIP list of that file name. */
    async startVip(body: z.infer<typeof vipCampaignBodySchema>, who: Requester): Promise<CampaignDto> {
      const list = await latestList(db, 'vip', body.csvFileName);
      if (!list) throw new AppError('conflict', CAMPAIGN_MESSAGES.noVipList);
      return vipOrTournament(who, 'vip', list.id, vipSubject(body.discountPercent), body);
    },

    /** POST /api/vip-email: the VIP offer to one address. */
    async sendVipEmail(body: z.infer<typeof vipEmailBodySchema>, who: Requester): Promise<CampaignDto> {
      if (await suppressed(db, body.email)) throw new AppError('conflict', CAMPAIGN_MESSAGES.suppressed);
      const refusal = await vipRefusal(db, body.email, body.oneOffToCustomers);
      if (refusal) throw new AppError('conflict', refusal);
      const { promoCode, discountPercent } = body;
      return start(
        who,
        { kind: 'vip', subject: vipSubject(discountPercent), discountCode: promoCode, discountPercent },
        async (tx, c) => {
          const code = await promoCodeFor(tx, who, promoCode, discountPercent, false);
          await addOneRecipient(
            tx,
            { campaignId: c.id, kind: 'vip', code },
            { email: body.email, name: body.name || null },
          );
        },
      );
    },

    /**
     * POST /api/test-vip-email: the VIP e-mail to the signed-in admin's own address only. A test creates no code: it
     * shows the offer as recipients will see it.
     */
    async sendTestVipEmail(body: z.infer<typeof testVipEmailBodySchema>, who: Requester): Promise<CampaignDto> {
      if (await suppressed(db, who.actor.email)) throw new AppError('conflict', CAMPAIGN_MESSAGES.suppressed);
      const promoCode = body.promoCode ?? TEST_VIP_DEFAULTS.promoCode;
      const discountPercent = body.discountPercent ?? TEST_VIP_DEFAULTS.discountPercent;
      return start(
        who,
        {
          kind: 'vip',
          subject: `[Test] ${vipSubject(discountPercent)}`,
          discountCode: promoCode,
          discountPercent,
          isTest: true,
        },
        (tx, c) =>
          addOneRecipient(
            tx,
            { campaignId: c.id, kind: 'vip', code: promoCode },
            { email: who.actor.email, name: who.actor.username },
          ),
      );
    },

    /** POST /api/send-tournament-campaign: the latest tournament list. */
    async startTournament(body: z.infer<typeof tournamentCampaignBodySchema>, who: Requester): Promise<CampaignDto> {
      const list = await latestList(db, 'tournament');
      if (!list) throw new AppError('conflict', CAMPAIGN_MESSAGES.noTournamentList);
      return vipOrTournament(who, 'tournament', list.id, body.emailSubject, body);
    },

    /** GET /api/tournament-email-template: the tournament e-mail with a sample greeting and code. */
    tournamentTemplate(): string {
      return previewCampaignEmail(mail, {
        kind: 'tournament',
        subject: `Custom pins for your tournament from ${mail.shop.name}`,
        htmlContent: null,
        discountPercent: 15,
        uniqueCodes: false,
      }).html;
    },

    /** Pause (stops queueing), resume (continues now) or cancel (withdraws what was not sent); audited. */
    async act(id: number, action: CampaignAction, who: Requester): Promise<CampaignDto> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
        if (!row) throw new AppError('not_found', CAMPAIGN_MESSAGES.campaignNotFound);
        if (row.status === 'completed' || row.status === 'cancelled') {
          throw new AppError('conflict', CAMPAIGN_MESSAGES.campaignFinished);
        }
        if (row.status === 'scheduled' && action !== 'cancel') {
          throw new AppError('conflict', EMAIL_BLOCK_MESSAGES.scheduledOnly);
        }
        const status = action === 'pause' ? 'paused' : action === 'resume' ? 'running' : 'cancelled';
        if (row.status === status) return;
        const at = now();
        await tx
          .update(campaigns)
          .set(
            action === 'cancel'
              ? { status, finishedAt: at }
              : action === 'resume'
                ? { status, nextDispatchAt: at }
                : { status },
          )
          .where(eq(campaigns.id, id));
        let withdrawn = 0;
        if (action === 'cancel') withdrawn = await cancelRecipients(tx, id);
        await recordAudit(tx, {
          actor: who.actor,
          action: `campaign.${action}`,
          entity: ENTITY,
          entityId: id,
          details: { kind: row.kind, subject: row.subject, ...(action === 'cancel' ? { withdrawn } : {}) },
          before: { status: row.status },
          after: { status },
          ip: who.ip,
        });
      });
      return get(id);
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
