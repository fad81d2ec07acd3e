/**
 * The marketing form's e-mail editor on the server: a campaign composed in blocks (sent now or at a date and time),
 * its preview, a test to the signed-in admin, a new send time or none, and the pictures uploaded for it. The blocks
 * are rendered by email-blocks.ts for all of them, so the preview the owner sees is the e-mail that is sent.
 */
import { ZodError } from 'zod';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { CAMPAIGN_MESSAGES, type CampaignDto } from '../../../core/schemas/campaigns';
import {
  EMAIL_BLOCK_MESSAGES,
  EMAIL_IMAGE_MAX_BYTES,
  SCHEDULE_MIN_AHEAD_MS,
  type EmailBlock,
} from '../../../core/schemas/email-blocks';
import type { Database, Tx } from '../../db/client';
import { campaigns, type Campaign } from '../../db/schema';
import type { UploadKind } from '../../integrations/storage/file-types';
import { recordAudit } from '../audit';
import type { IncomingFile, UploadService } from '../uploads';
import { checkBlocks, readBlockSources, type BlockSourceDeps } from './block-sources';
import { addConsentedContacts, addOneRecipient, suppressed } from './campaign-audience';
import { previewCampaignEmail, type CampaignMailContext } from './campaign-emails';
import type { Requester } from './campaigns.service';
import { renderEmailBlocks } from './email-blocks';

/** Mail clients show raster pictures; SVG is not among them. */
const EMAIL_IMAGE_KINDS: readonly UploadKind[] = ['png', 'jpeg', 'gif', 'webp'];

export interface ComposedCampaign {
  kind: 'marketing';
  subject: string;
  blocks: EmailBlock[];
  excludedEmails?: string[];
  isTest?: boolean;
  scheduledAt?: Date;
}

export interface CampaignEditorDeps extends BlockSourceDeps {
  db: Database;
  mail: CampaignMailContext;
  uploads?: UploadService;
  /** campaigns.service's `start`: the campaign and its recipients in one audited transaction. */
  start(
    who: Requester,
    input: ComposedCampaign,
    addRecipients: (tx: Tx, campaign: Campaign) => Promise<void>,
  ): Promise<CampaignDto>;
  get(id: number): Promise<CampaignDto>;
}

/** A send time at least five minutes ahead, or the field's message. */
export function checkSendAt(sendAt: string, now: Date): Date {
  const at = new Date(sendAt);
  if (Number.isNaN(at.getTime()) || at.getTime() < now.getTime() + SCHEDULE_MIN_AHEAD_MS) {
    throw new ZodError([
      { code: 'custom', path: ['body', 'sendAt'], message: EMAIL_BLOCK_MESSAGES.sendAt, input: sendAt },
    ]);
  }
  return at;
}

export function createCampaignEditor(deps: CampaignEditorDeps) {
  const { db, mail } = deps;

  /** The blocks' e-mail body as it would go out now, after refusing what cannot be shown truthfully. */
  async function renderChecked(blocks: readonly EmailBlock[]) {
    const sources = await readBlockSources(blocks, deps);
    checkBlocks(blocks, sources);
    return renderEmailBlocks(blocks, sources, mail.publicUrl);
  }

  return {
    /** POST /api/send-marketing-email with blocks: every consenting contact minus the exclusions, now or later. */
    async start(
      body: { subject: string; blocks: EmailBlock[]; excludeEmails: string[]; sendAt?: string | undefined },
      who: Requester,
    ): Promise<CampaignDto> {
      const scheduledAt = body.sendAt === undefined ? undefined : checkSendAt(body.sendAt, deps.now());
      await renderChecked(body.blocks);
      const excluded = [...new Set(body.excludeEmails.map((email) => email.toLowerCase()))];
      return deps.start(
        who,
        {
          kind: 'marketing',
          subject: body.subject,
          blocks: body.blocks,
          excludedEmails: excluded,
          ...(scheduledAt ? { scheduledAt } : {}),
        },
        (tx, c) => addConsentedContacts(tx, { campaignId: c.id, kind: 'marketing', code: null }, excluded),
      );
    },

    /** POST /api/admin/campaigns/preview-blocks: what is gone or unusable is left out, as it would be when sent. */
    async preview(body: { subject: string; blocks: EmailBlock[] }) {
      const sources = await readBlockSources(body.blocks, deps);
      const content = renderEmailBlocks(body.blocks, sources, mail.publicUrl);
      return previewCampaignEmail(mail, {
        kind: 'marketing',
        subject: body.subject.trim() || '(no subject yet)',
        htmlContent: content.html,
        discountPercent: null,
        uniqueCodes: false,
      });
    },

    /** POST /api/admin/campaigns/test: the e-mail to the signed-in admin only, "[Test]" in its subject. */
    async sendTest(body: { subject: string; blocks: EmailBlock[] }, who: Requester) {
      if (await suppressed(db, who.actor.email)) throw new AppError('conflict', CAMPAIGN_MESSAGES.suppressed);
      await renderChecked(body.blocks);
      await deps.start(
        who,
        { kind: 'marketing', subject: `[Test] ${body.subject}`, blocks: body.blocks, isTest: true },
        (tx, c) =>
          addOneRecipient(
            tx,
            { campaignId: c.id, kind: 'marketing', code: null },
            { email: who.actor.email, name: who.actor.username },
          ),
      );
      return { to: who.actor.email, message: EMAIL_BLOCK_MESSAGES.testSent(who.actor.email) };
    },

    /** POST /api/admin/campaigns/{id}/reschedule: a scheduled campaign's new send time; audited. */
    async reschedule(id: number, sendAt: string, who: Requester): Promise<CampaignDto> {
      const at = checkSendAt(sendAt, deps.now());
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
        if (!row) throw new AppError('not_found', CAMPAIGN_MESSAGES.campaignNotFound);
        if (row.status !== 'scheduled') throw new AppError('conflict', EMAIL_BLOCK_MESSAGES.notScheduled);
        await tx
          .update(campaigns)
          .set({ scheduledAt: at, nextDispatchAt: at })
          .where(and(eq(campaigns.id, id), eq(campaigns.status, 'scheduled')));
        await recordAudit(tx, {
          actor: who.actor,
          action: 'campaign.reschedule',
          entity: 'campaigns',
          entityId: id,
          details: { subject: row.subject, kind: row.kind, at: at.toISOString() },
          before: { scheduledAt: row.scheduledAt?.toISOString() ?? null },
          after: { scheduledAt: at.toISOString() },
          ip: who.ip,
        });
      });
      return deps.get(id);
    },

    /** POST /api/admin/campaigns/images: a picture for an image block, through the shop's upload path. */
    async uploadImage(file: IncomingFile | null): Promise<{ src: string }> {
      if (!file || !deps.uploads) throw new AppError('bad_request', EMAIL_BLOCK_MESSAGES.imageType);
      if (file.bytes.length > EMAIL_IMAGE_MAX_BYTES) {
        throw new AppError('payload_too_large', EMAIL_BLOCK_MESSAGES.imageTooLarge);
      }
      const uploads = deps.uploads;
      const stored = await db.transaction((tx) =>
        uploads.accept(tx, file, {
          kinds: EMAIL_IMAGE_KINDS,
          purpose: 'campaign-image',
          typeMessage: EMAIL_BLOCK_MESSAGES.imageType,
        }),
      );
      return { src: stored.url };
    },
  };
}

export type CampaignEditor = ReturnType<typeof createCampaignEditor>;
