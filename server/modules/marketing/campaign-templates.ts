/**
 * The marketing form's templates: a named subject and list of blocks the owner saves, lists, loads, renames and
 * deletes (campaign_templates, owned here). Each change is audited ("Saved the e-mail template "Spring""). A name
 * is unique whatever its capitals; the blocks were checked by the request's schema.
 */
import { and, eq } from 'drizzle-orm';
import { pageOf, readCursor } from '../../../core/cursor';
import { AppError } from '../../../core/errors';
import {
  EMAIL_BLOCK_MESSAGES,
  type CampaignTemplateDto,
  type CampaignTemplateQuery,
  type EmailBlock,
} from '../../../core/schemas/email-blocks';
import type { Database } from '../../db/client';
import { afterTimeCursor, containsText, cursorTime, newestFirst } from '../../db/keyset';
import { campaignTemplates, type CampaignTemplate } from '../../db/schema';
import { recordAudit } from '../audit';
import type { Requester } from './campaigns.service';

const ENTITY = 'campaign_templates';
/** PostgreSQL's unique violation: the name is taken (two saves at once included). */
const UNIQUE_VIOLATION = '23505';

function toDto(row: CampaignTemplate): CampaignTemplateDto {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    blocks: row.blocks,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function nameTaken(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return (cause?.code ?? code) === UNIQUE_VIOLATION;
}

export function createCampaignTemplates(db: Database) {
  async function find(id: number): Promise<CampaignTemplate> {
    const [row] = await db.select().from(campaignTemplates).where(eq(campaignTemplates.id, id));
    if (!row) throw new AppError('not_found', EMAIL_BLOCK_MESSAGES.templateNotFound);
    return row;
  }

  /** Runs a write; a name already used is the field's message, not a 500. */
  async function named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (nameTaken(error)) throw new AppError('conflict', EMAIL_BLOCK_MESSAGES.templateTaken);
      throw error;
    }
  }

  return {
    /** Newest first, a page at a time (`q`: part of the name); by creation, so a rename does not move one. */
    async list(query: CampaignTemplateQuery): Promise<{ templates: CampaignTemplateDto[]; nextCursor: string | null }> {
      const rows = await db
        .select({ template: campaignTemplates, at: cursorTime(campaignTemplates.createdAt) })
        .from(campaignTemplates)
        .where(
          and(
            query.q ? containsText([campaignTemplates.name], query.q) : undefined,
            afterTimeCursor(
              campaignTemplates.createdAt,
              campaignTemplates.id,
              query.cursor ? readCursor(query.cursor) : null,
            ),
          ),
        )
        .orderBy(...newestFirst(campaignTemplates.createdAt, campaignTemplates.id))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, ({ template, at }) => ({ key: at, id: template.id }));
      return { templates: page.rows.map(({ template }) => toDto(template)), nextCursor: page.nextCursor };
    },

    async create(
      input: { name: string; subject: string; blocks: EmailBlock[] },
      who: Requester,
    ): Promise<CampaignTemplateDto> {
      return named(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(campaignTemplates)
            .values({ ...input, createdBy: who.actor.id })
            .returning();
          await recordAudit(tx, {
            actor: who.actor,
            action: 'campaign-template.create',
            entity: ENTITY,
            entityId: row!.id,
            details: { name: row!.name, blocks: input.blocks.length },
            ip: who.ip,
          });
          return toDto(row!);
        }),
      );
    },

    async rename(id: number, name: string, who: Requester): Promise<CampaignTemplateDto> {
      const before = await find(id);
      return named(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .update(campaignTemplates)
            .set({ name })
            .where(eq(campaignTemplates.id, id))
            .returning();
          if (!row) throw new AppError('not_found', EMAIL_BLOCK_MESSAGES.templateNotFound);
          await recordAudit(tx, {
            actor: who.actor,
            action: 'campaign-template.rename',
            entity: ENTITY,
            entityId: id,
            details: { name, from: before.name },
            before: { name: before.name },
            after: { name },
            ip: who.ip,
          });
          return toDto(row);
        }),
      );
    },

    async remove(id: number, who: Requester): Promise<CampaignTemplateDto> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(campaignTemplates).where(eq(campaignTemplates.id, id)).returning();
        if (!row) throw new AppError('not_found', EMAIL_BLOCK_MESSAGES.templateNotFound);
        await recordAudit(tx, {
          actor: who.actor,
          action: 'campaign-template.delete',
          entity: ENTITY,
          entityId: id,
          details: { name: row.name },
          ip: who.ip,
        });
        return toDto(row);
      });
    },
  };
}

export type CampaignTemplates = ReturnType<typeof createCampaignTemplates>;
