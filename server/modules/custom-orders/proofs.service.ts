/**
 * Proof approval: the admin uploads numbered mockup versions, the customer (signed in, or with the
 * order's status-link token) approves the current one or asks for changes; approval issues the balance link once.
 * Part of the custom-orders module: the only writer of custom_orders, custom_order_proofs and proof_feedback.
 */
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import { isoDate } from '../../../core/dates';
import { AppError } from '../../../core/errors';
import { centsToDollars } from '../../../core/money';
import { isLate, lastDayToApprove } from '../../../core/proof-dates';
import {
  PROOF_MESSAGES,
  proofPagePath,
  type AdminProofs,
  type CustomerProof,
  type ProofApproveResponse,
  type ProofVersion,
} from '../../../core/schemas/proofs';
import type { ShopIdentity } from '../../config';
import type { Database, Tx } from '../../db/client';
import { customOrderProofs, customOrders, proofFeedback, type CustomOrder } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { detectUploadKind } from '../../integrations/storage/file-types';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import type { OwnerNotices } from '../notifications';
import { orderAccessToken, tokenHash } from '../../order-links';
import type { IncomingFile, UploadService } from '../uploads';
import { balancePaymentPath, EXPIRED_BALANCE_LINK_PATH, isBalanceUnpaid, liveBalanceLinkToken } from './balance-links';
import { ORDER_NOT_FOUND, type createBalanceLinkService } from './balance-links.service';
import { proofReadyEmail } from './proof-emails';
import { renderPdfFirstPage, type PdfPreview } from './proof-preview';
import { proofRecords } from './proof-views';

/** The statuses in which the customer may answer the current proof (mockup_sent: the admin selector's name). */
const AWAITING: Array<CustomOrder['status']> = ['awaiting_approval', 'mockup_sent'];
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
  const { db, uploads, balanceLinks, linkSecret, now } = deps;

  async function lockOrder(tx: Tx, id: number): Promise<CustomOrder> {
    const [order] = await tx
      .select()
      .from(customOrders)
      .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt)))
      .for('update');
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    return order;
  }

  /** The order the viewer may see, else the same 404 as a missing order (a wrong token reveals nothing). */
  async function viewerOrder(tx: Database | Tx, id: number, viewer: ProofViewer): Promise<CustomOrder> {
    const allowed = balanceLinks.viewerCondition({ user: viewer.user, statusToken: viewer.token });
    if (!allowed) throw new AppError('not_found', ORDER_NOT_FOUND);
    const [order] = await tx
      .select()
      .from(customOrders)
      .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt), allowed));
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    return order;
  }

  /** The version the customer answers must be the current one, still waiting for an answer. */
  async function currentForAnswer(tx: Tx, order: CustomOrder, version: number): Promise<ProofVersion> {
    const { versions, locked } = await proofRecords(tx, order.id);
    const current = versions.at(-1);
    if (!current) throw new AppError('conflict', PROOF_MESSAGES.noProof);
    if (locked || current.approvedAt) throw new AppError('conflict', PROOF_MESSAGES.alreadyApproved);
    if (version !== current.version) throw new AppError('conflict', PROOF_MESSAGES.notCurrent);
    if (!AWAITING.includes(order.status)) throw new AppError('conflict', PROOF_MESSAGES.notAwaiting);
    return current;
  }

  /** The exactly-once gate: only one of two concurrent answers finds the order still waiting. */
  async function moveFromAwaiting(
    tx: Tx,
    order: CustomOrder,
    status: 'approved' | 'design_in_progress',
  ): Promise<CustomOrder> {
    const [updated] = await tx
      .update(customOrders)
      .set({ status, updatedAt: now() })
      .where(and(eq(customOrders.id, order.id), inArray(customOrders.status, AWAITING)))
      .returning();
    if (!updated) {
      throw new AppError(
        'conflict',
        status === 'approved' ? PROOF_MESSAGES.alreadyApproved : PROOF_MESSAGES.notAwaiting,
      );
    }
    return updated;
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

  return {
    async adminView(id: number): Promise<AdminProofs> {
      const [order] = await db.select().from(customOrders).where(eq(customOrders.id, id));
      if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
      const records = await proofRecords(db, id);
      return {
        orderId: id,
        status: order.status,
        eventDate: order.eventDate,
        lastDayToApprove: lastDayToApprove(order.eventDate, order.rushOrder),
        ...records,
      };
    },

    /**
     * A new version (max + 1 under the order's row lock, so two uploads never share a number): stored, previewed,
     * the order awaits approval, audited, and the customer is e-mailed the proof page with the last day to approve.
     */
    async upload(
      id: number,
      file: IncomingFile | null,
      note: string | undefined,
      actor: CurrentUser,
      ip: string,
    ): Promise<{ proof: ProofVersion; status: string; previewAvailable: boolean }> {
      if (!file) throw new AppError('bad_request', PROOF_MESSAGES.proofRequired);
      // A PDF is drawn (in a worker) before the transaction: no row lock, no connection held while it paints.
      const preview = (await detectUploadKind(file.bytes)) === 'pdf' ? await renderPdfFirstPage(file.bytes) : null;
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        if (order.status === 'cancelled') throw new AppError('conflict', PROOF_MESSAGES.cancelled);
        if ((await proofRecords(tx, id)).locked) throw new AppError('conflict', PROOF_MESSAGES.approvedLocked);
        const stored = await uploads.accept(tx, file, {
          kinds: ['png', 'jpeg', 'pdf', 'svg'],
          purpose: 'custom-order-proof',
          typeMessage: PROOF_MESSAGES.proofType,
        });
        const previewUploadId = await storePreview(tx, file, preview);
        const [top] = await tx
          .select({ version: max(customOrderProofs.version) })
          .from(customOrderProofs)
          .where(eq(customOrderProofs.customOrderId, id));
        const version = (top?.version ?? 0) + 1;
        await tx.insert(customOrderProofs).values({
          customOrderId: id,
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
          details: { version, fileName: stored.upload.originalName, note: note || null },
          before: { status: order.status },
          after: { status: 'awaiting_approval' },
          ip,
        });
        const lastDay = lastDayToApprove(order.eventDate, order.rushOrder);
        await enqueueEmail(tx, {
          to: order.customerEmail,
          ...proofReadyEmail(deps.shop, updated!, {
            version,
            note: note || null,
            url: `${deps.publicUrl}${proofPagePath(id, token)}`,
            lastDay,
            today: isoDate(now()),
          }),
          payload: { customOrderId: id, proofVersion: version },
        });
        const proof = (await proofRecords(tx, id)).versions.find((v) => v.version === version)!;
        return { proof, status: updated!.status, previewAvailable: preview?.kind !== 'unavailable' };
      });
    },

    /** After an approval, the admin reopens the order for a new proof: audited, in the thread, design in progress. */
    async reopen(id: number, reason: string, actor: CurrentUser, ip: string): Promise<{ status: string }> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        const { versions, locked } = await proofRecords(tx, id);
        if (!locked) throw new AppError('conflict', PROOF_MESSAGES.notApproved);
        const approved = versions.filter((v) => v.approvedAt).at(-1);
        await tx.insert(proofFeedback).values({
          customOrderId: id,
          proofId: approved?.id ?? null,
          kind: 'reopened',
          comment: reason,
          authorUserId: actor.id,
        });
        await tx
          .update(customOrders)
          .set({ status: 'design_in_progress', updatedAt: now() })
          .where(eq(customOrders.id, id));
        await recordAudit(tx, {
          actor,
          action: 'custom-order.proof-reopen',
          entity: 'custom_orders',
          entityId: id,
          details: { reason, approvedVersion: approved?.version ?? null },
          before: { status: order.status },
          after: { status: 'design_in_progress' },
          ip,
        });
        return { status: 'design_in_progress' };
      });
    },

    /** What the proof page shows; the live balance link once approved (the viewer could follow it from /orders). */
    async customerView(id: number, viewer: ProofViewer): Promise<CustomerProof> {
      const order = await viewerOrder(db, id, viewer);
      const { versions, feedback, locked } = await proofRecords(db, id);
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
          pinDesigns: Array.isArray(order.pinDesigns) ? order.pinDesigns : [],
          eventDate: order.eventDate,
          lastDayToApprove: lastDay,
          late: isLate(lastDay, isoDate(now())),
          remainingBalance: centsToDollars(order.remainingBalanceCents),
        },
        versions,
        feedback,
        canRespond: versions.length > 0 && !locked && AWAITING.includes(order.status),
        payBalancePath: balanceDue ? (token ? balancePaymentPath(token) : EXPIRED_BALANCE_LINK_PATH) : null,
      };
    },

    /**
     * Approves the current version in one transaction: the conditional status update lets exactly one of two
     * concurrent clicks through; the version records who and when; the balance link is issued and e-mailed once.
     */
    async approve(id: number, viewer: ProofViewer, version: number, ip: string): Promise<ProofApproveResponse> {
      return db.transaction(async (tx) => {
        const order = await viewerOrder(tx, id, viewer);
        const current = await currentForAnswer(tx, order, version);
        const approved = await moveFromAwaiting(tx, order, 'approved');
        const approvedAt = now();
        const [proof] = await tx
          .update(customOrderProofs)
          .set({
            approvedAt,
            approvedByUserId: viewer.user?.id ?? null,
            approvedByEmail: viewer.user?.email ?? order.customerEmail,
          })
          .where(and(eq(customOrderProofs.id, current.id), isNull(customOrderProofs.approvedAt)))
          .returning();
        if (!proof) throw new AppError('conflict', PROOF_MESSAGES.alreadyApproved);
        await tx.insert(proofFeedback).values({
          customOrderId: id,
          proofId: proof.id,
          kind: 'approved',
          authorUserId: viewer.user?.id ?? null,
        });
        await recordAudit(tx, {
          // The customer's own action: no admin did it (the version keeps who approved it).
          actor: null,
          action: 'custom-order.proof-approve',
          entity: 'custom_orders',
          entityId: id,
          details: { version, approvedByEmail: proof.approvedByEmail },
          before: { status: order.status },
          after: { status: 'approved' },
          ip,
        });
        // The one e-mail of the approval: "Your design is approved", with the balance and the order's live link.
        // Paid in full (or the balance paid early): no balance, so no link and no balance e-mail.
        const owed = isBalanceUnpaid(approved);
        const link = owed ? await balanceLinks.announceApproval(tx, approved, null, ip) : null;
        await deps.notices.notify(tx, 'proof_approved', {
          customOrderId: id,
          customerName: order.customerName,
          version,
          balanceDueCents: owed ? approved.remainingBalanceCents : 0,
        });
        return {
          message: PROOF_MESSAGES.approved,
          status: 'approved' as const,
          version,
          approvedAt: approvedAt.toISOString(),
          payBalancePath: link?.path ?? null,
        };
      });
    },

    /** The customer asks for changes to the current version: in the thread, back to design_in_progress. */
    async requestChanges(
      id: number,
      viewer: ProofViewer,
      input: { version: number; comment: string; image: IncomingFile | null },
      ip: string,
    ): Promise<{ status: string }> {
      // Checked (pre-flight, in a worker) before the transaction, which then only writes.
      const prepared = input.image
        ? await uploads.prepare(input.image, {
            kinds: ['png', 'jpeg'],
            typeMessage: PROOF_MESSAGES.imageType,
            preflight: true,
          })
        : null;
      return db.transaction(async (tx) => {
        const order = await viewerOrder(tx, id, viewer);
        const current = await currentForAnswer(tx, order, input.version);
        const image = prepared ? await uploads.keep(tx, prepared, 'proof-feedback') : null;
        await moveFromAwaiting(tx, order, 'design_in_progress');
        await tx.insert(proofFeedback).values({
          customOrderId: id,
          proofId: current.id,
          kind: 'changes_requested',
          comment: input.comment,
          imageUploadId: image?.upload.id ?? null,
          authorUserId: viewer.user?.id ?? null,
        });
        await recordAudit(tx, {
          actor: null,
          action: 'custom-order.proof-changes',
          entity: 'custom_orders',
          entityId: id,
          details: { version: input.version, comment: input.comment, image: image?.url ?? null },
          before: { status: order.status },
          after: { status: 'design_in_progress' },
          ip,
        });
        await deps.notices.notify(tx, 'proof_changes_requested', {
          customOrderId: id,
          customerName: order.customerName,
          version: input.version,
          comment: input.comment,
        });
        return { status: 'design_in_progress' };
      });
    },
  };
}

export type ProofService = ReturnType<typeof createProofService>;
