/**
 * Proof approval: the admin uploads numbered mockup versions, the customer (signed in, or with the
 * order's status-link token) approves the current one or asks for changes; approval issues the balance link once.
 * Part of the custom-orders module: the only writer of custom_orders, custom_order_proofs and proof_feedback.
 */
import { and, eq, isNull, max } from 'drizzle-orm';
import { isoDate } from '../../../core/dates';
import { AppError } from '../../../core/errors';
import { centsToDollars } from '../../../core/money';
import { isLate, lastDayToApprove } from '../../../core/proof-dates';
import {
  PROOF_MESSAGES,
  proofPagePath,
  type AdminProofs,
  type CustomerProof,
  type ProofVersion,
} from '../../../core/schemas/proofs';
import type { ShopIdentity } from '../../config';
import type { Database, Tx } from '../../db/client';
import { customOrderProofs, customOrders, proofFeedback, type CustomOrder } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { detectUploadKind } from '../../integrations/storage/file-types';
import type { CurrentUser } from '../../current-user';
import { sendMockupAsProof } from './mockup-proof';
import { recordAudit } from '../audit';
import type { OwnerNotices } from '../notifications';
import { orderAccessToken, tokenHash } from '../../order-links';
import type { IncomingFile, UploadService } from '../uploads';
import { balancePaymentPath, EXPIRED_BALANCE_LINK_PATH, isBalanceUnpaid, liveBalanceLinkToken } from './balance-links';
import { ORDER_NOT_FOUND, type createBalanceLinkService } from './balance-links.service';
import { proofReadyEmail } from './proof-emails';
import { renderPdfFirstPage, type PdfPreview } from './proof-preview';
import { proofRecords } from './proof-views';
import { createProofAnswers } from './proof-answers';
import { designDetails, designOf, designThreads, orderRow, proofDesignView } from './proof-designs';
import { designsOfOrder } from '../../../core/designs';

const BALANCE_DUE: readonly string[] = ['approved', 'in_production', 'shipped', 'delivered'];

/** The customer on the proof page: signed in (owner or admin), or holding the order's status-link token. */
export interface ProofViewer {
  user: CurrentUser | null;
  token?: string;
}

export interface ProofServiceDeps {
  db: Database;
  uploads: UploadService;
  balanceLinks: ReturnType<typeof createBalanceLinkService>;
  linkSecret: string;
  shop: ShopIdentity;
  publicUrl: string;
  notices: OwnerNotices;
  now: () => Date;
}

export function createProofService(deps: ProofServiceDeps) {
  const { db, uploads, linkSecret, now } = deps;

  async function lockOrder(tx: Tx, id: number): Promise<CustomOrder> {
    const [order] = await tx
      .select()
      .from(customOrders)
      .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt)))
      .for('update');
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    return order;
  }

  /** The preview the pages show: a PDF's first page as PNG (none when too heavy to draw); an image is its own. */
  async function storePreview(tx: Tx, file: IncomingFile, preview: PdfPreview | null): Promise<string | null> {
    if (!preview || preview.kind === 'unavailable') return null;
    if (preview.kind === 'unreadable') {
      throw new AppError('unsupported_media_type', 'We could not read this PDF. Please upload it again.');
    }
    const stored = await uploads.accept(
      tx,
      { filename: `${file.filename.replace(/\.pdf$/i, '')}-preview.png`, bytes: preview.png },
      { kinds: ['png'], purpose: 'proof-preview', typeMessage: PROOF_MESSAGES.proofType },
    );
    return stored.upload.id;
  }

  const answers = createProofAnswers(deps);

  return {
    async adminView(id: number): Promise<AdminProofs> {
      const order = await orderRow(db, id);
      if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
      const threads = await designThreads(db, order);
      return {
        orderId: id,
        status: order.status,
        product: order.product,
        eventDate: order.eventDate,
        lastDayToApprove: lastDayToApprove(order.eventDate, order.rushOrder),
        designs: await Promise.all(
          threads.map(async (thread) => ({
            ...proofDesignView(order, thread),
            mockupUrl: thread.info.logoUrl ? await uploads.mockupUrlOf(db, thread.info.logoUrl) : null,
          })),
        ),
      };
    },

    /**
     * A new version of one design (max + 1 under the order's row lock, so two uploads never share a number): stored,
     * previewed, the order awaits approval, audited, and the customer is e-mailed the proof page with the last day.
     */
    async upload(
      id: number,
      input: { design: number; file: IncomingFile | null; note: string | undefined },
      actor: CurrentUser,
      ip: string,
    ): Promise<{ proof: ProofVersion; status: string; previewAvailable: boolean }> {
      const { design, file, note } = input;
      if (!file) throw new AppError('bad_request', PROOF_MESSAGES.proofRequired);
      // A PDF is drawn (in a worker) before the transaction: no row lock, no connection held while it paints.
      const preview = (await detectUploadKind(file.bytes)) === 'pdf' ? await renderPdfFirstPage(file.bytes) : null;
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        designOf(order, design);
        if (order.status === 'cancelled') throw new AppError('conflict', PROOF_MESSAGES.cancelled);
        if ((await proofRecords(tx, id, design)).locked) throw new AppError('conflict', PROOF_MESSAGES.approvedLocked);
        const stored = await uploads.accept(tx, file, {
          kinds: ['png', 'jpeg', 'pdf', 'svg'],
          purpose: 'custom-order-proof',
          typeMessage: PROOF_MESSAGES.proofType,
        });
        const previewUploadId = await storePreview(tx, file, preview);
        const [top] = await tx
          .select({ version: max(customOrderProofs.version) })
          .from(customOrderProofs)
          .where(and(eq(customOrderProofs.customOrderId, id), eq(customOrderProofs.design, design)));
        const version = (top?.version ?? 0) + 1;
        await tx.insert(customOrderProofs).values({
          customOrderId: id,
          design,
          version,
          uploadId: stored.upload.id,
          previewUploadId,
          note: note || null,
          createdByUserId: actor.id,
        });
        const token = orderAccessToken(linkSecret, 'custom', id);
        const [updated] = await tx
          .update(customOrders)
          // An order from before status links kept their hash gets it now, so the e-mailed link works.
          .set({ status: 'awaiting_approval', accessTokenHash: tokenHash(token), updatedAt: now() })
          .where(eq(customOrders.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'custom-order.proof-upload',
          entity: 'custom_orders',
          entityId: id,
          details: {
            version,
            ...designDetails(order, design, version),
            fileName: stored.upload.originalName,
            note: note || null,
          },
          before: { status: order.status },
          after: { status: 'awaiting_approval' },
          ip,
        });
        const lastDay = lastDayToApprove(order.eventDate, order.rushOrder);
        await enqueueEmail(tx, {
          to: order.customerEmail,
          ...proofReadyEmail(deps.shop, updated!, {
            version,
            designName: designsOfOrder(order).length > 1 ? designOf(order, design).name : null,
            note: note || null,
            url: `${deps.publicUrl}${proofPagePath(id, token)}`,
            lastDay,
            today: isoDate(now()),
          }),
          payload: { customOrderId: id, proofVersion: version, ...(design > 1 ? { proofDesign: design } : {}) },
        });
        const proof = (await proofRecords(tx, id, design)).versions.find((v) => v.version === version)!;
        return { proof, status: updated!.status, previewAvailable: preview?.kind !== 'unavailable' };
      });
    },

    /** The owner's "Send the mockup as proof version 1" of a design (mockup-proof.ts): the usual upload and e-mail. */
    async sendMockup(id: number, design: number, actor: CurrentUser, ip: string) {
      const hasProofs = async (order: number) => (await proofRecords(db, order, design)).versions.length > 0;
      const upload = (order: number, file: IncomingFile, note: string, by: CurrentUser, from: string) =>
        this.upload(order, { design, file, note }, by, from);
      return sendMockupAsProof({ db, uploads, hasProofs, upload }, id, design, actor, ip);
    },

    /** After a design's approval, the admin reopens it for a new proof: audited, in its thread, design in progress. */
    async reopen(id: number, design: number, reason: string, actor: CurrentUser, ip: string) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        designOf(order, design);
        const { versions, locked } = await proofRecords(tx, id, design);
        if (!locked) throw new AppError('conflict', PROOF_MESSAGES.notApproved);
        const approved = versions.filter((v) => v.approvedAt).at(-1);
        await tx.insert(proofFeedback).values({
          customOrderId: id,
          design,
          proofId: approved?.id ?? null,
          kind: 'reopened',
          comment: reason,
          authorUserId: actor.id,
        });
        // Another design may still wait for the customer's answer: the order keeps awaiting approval then.
        const status = (await designThreads(tx, order)).some((thread) => thread.records.waiting)
          ? 'awaiting_approval'
          : 'design_in_progress';
        await tx.update(customOrders).set({ status, updatedAt: now() }).where(eq(customOrders.id, id));
        await recordAudit(tx, {
          actor,
          action: 'custom-order.proof-reopen',
          entity: 'custom_orders',
          entityId: id,
          details: {
            reason,
            ...designDetails(order, design, approved?.version ?? null),
            approvedVersion: approved?.version ?? null,
          },
          before: { status: order.status },
          after: { status },
          ip,
        });
        return { status };
      });
    },

    /** What the proof page shows; the live balance link once approved (the viewer could follow it from /orders). */
    async customerView(id: number, viewer: ProofViewer): Promise<CustomerProof> {
      const order = await answers.viewerOrder(db, id, viewer);
      const threads = await designThreads(db, order);
      const lastDay = lastDayToApprove(order.eventDate, order.rushOrder);
      const balanceDue = BALANCE_DUE.includes(order.status) && isBalanceUnpaid(order);
      const token = balanceDue ? liveBalanceLinkToken(linkSecret, order, now()) : null;
      return {
        order: {
          id: order.id,
          status: order.status,
          quantity: order.quantity,
          size: order.size,
          plating: order.plating,
          packaging: order.packaging,
          rushOrder: order.rushOrder,
          product: order.product,
          pinDesigns: Array.isArray(order.pinDesigns) ? order.pinDesigns : [],
          eventDate: order.eventDate,
          lastDayToApprove: lastDay,
          late: isLate(lastDay, isoDate(now())),
          remainingBalance: centsToDollars(order.remainingBalanceCents),
        },
        designs: threads.map((thread) => proofDesignView(order, thread)),
        payBalancePath: balanceDue ? (token ? balancePaymentPath(token) : EXPIRED_BALANCE_LINK_PATH) : null,
      };
    },

    /** The customer approves a design's current version; the last design's approval approves the order. */
    approve: answers.approve,
    /** The customer asks for changes to a design's current version. */
    requestChanges: answers.requestChanges,
  };
}

export type ProofService = ReturnType<typeof createProofService>;
