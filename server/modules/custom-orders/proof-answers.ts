/**
 * The customer's answers to a design's current proof (decision 045): approve it, or ask for changes. The order is
 * approved, and the balance link issued and e-mailed once, when the last of its designs is approved; both answers
 * run under the order's row lock, so two designs approved at once cannot both (or neither) approve the order.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { PROOF_MESSAGES, type ProofApproveResponse, type ProofVersion } from '../../../core/schemas/proofs';
import type { Database, Tx } from '../../db/client';
import { customOrderProofs, customOrders, proofFeedback, type CustomOrder } from '../../db/schema';
import { recordAudit } from '../audit';
import type { IncomingFile } from '../uploads';
import { isBalanceUnpaid } from './balance-links';
import { ORDER_NOT_FOUND } from './balance-links.service';
import { AWAITING, designDetails, designNameOf, designOf, designThreads } from './proof-designs';
import { proofRecords } from './proof-views';
import type { ProofServiceDeps, ProofViewer } from './proofs.service';

export function createProofAnswers(deps: ProofServiceDeps) {
  const { db, uploads, balanceLinks, now } = deps;

  /** The order the viewer may see, else the same 404 as a missing order (a wrong token reveals nothing). */
  async function viewerOrder(tx: Database | Tx, id: number, viewer: ProofViewer, lock = false): Promise<CustomOrder> {
    const allowed = balanceLinks.viewerCondition({ user: viewer.user, statusToken: viewer.token });
    if (!allowed) throw new AppError('not_found', ORDER_NOT_FOUND);
    const query = tx
      .select()
      .from(customOrders)
      .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt), allowed));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    return order;
  }

  /** The version the customer answers must be the design's current one, still waiting for an answer. */
  async function currentForAnswer(tx: Tx, order: CustomOrder, design: number, version: number): Promise<ProofVersion> {
    designOf(order, design);
    const { versions, locked, waiting } = await proofRecords(tx, order.id, design);
    const current = versions.at(-1);
    if (!current) throw new AppError('conflict', PROOF_MESSAGES.noProof);
    if (locked || current.approvedAt) throw new AppError('conflict', PROOF_MESSAGES.alreadyApproved);
    if (version !== current.version) throw new AppError('conflict', PROOF_MESSAGES.notCurrent);
    if (!waiting || !AWAITING.includes(order.status)) throw new AppError('conflict', PROOF_MESSAGES.notAwaiting);
    return current;
  }

  /** The exactly-once gate: only one of two concurrent answers finds the order still waiting. */
  async function moveFromAwaiting(tx: Tx, order: CustomOrder, status: 'approved' | 'design_in_progress') {
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

  return {
    viewerOrder,

    /**
     * Approves a design's current version in one transaction under the order's row lock; the version records who
     * and when. The last design's approval approves the order: the balance link is issued and e-mailed, the owner
     * told, once.
     */
    async approve(
      id: number,
      viewer: ProofViewer,
      input: { design: number; version: number },
      ip: string,
    ): Promise<ProofApproveResponse> {
      const { design, version } = input;
      return db.transaction(async (tx) => {
        const order = await viewerOrder(tx, id, viewer, true);
        const current = await currentForAnswer(tx, order, design, version);
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
          design,
          proofId: proof.id,
          kind: 'approved',
          authorUserId: viewer.user?.id ?? null,
        });
        const threads = await designThreads(tx, order);
        const approvedDesigns = threads.filter((thread) => thread.records.locked).length;
        const last = approvedDesigns === threads.length;
        // Not the last: the order keeps awaiting approval while another design's proof waits for an answer, and is
        // back with the studio when none does (changes asked on one, no proof yet of another).
        const waiting = threads.some((thread) => thread.records.waiting);
        const approved = last
          ? await moveFromAwaiting(tx, order, 'approved')
          : waiting
            ? order
            : await moveFromAwaiting(tx, order, 'design_in_progress');
        await recordAudit(tx, {
          // The customer's own action: no admin did it (the version keeps who approved it).
          actor: null,
          action: 'custom-order.proof-approve',
          entity: 'custom_orders',
          entityId: id,
          details: {
            version,
            ...designDetails(order, design, version),
            approvedByEmail: proof.approvedByEmail,
          },
          before: { status: order.status },
          after: { status: approved.status },
          ip,
        });
        // The one e-mail of the approval, when the last design is approved: "Your design is approved", with the
        // balance and the order's live link. Paid in full (or the balance paid early): no link, no balance e-mail.
        const owed = last && isBalanceUnpaid(approved);
        const link = owed ? await balanceLinks.announceApproval(tx, approved, null, ip) : null;
        if (last) {
          await deps.notices.notify(tx, 'proof_approved', {
            customOrderId: id,
            customerName: order.customerName,
            version,
            balanceDueCents: owed ? approved.remainingBalanceCents : 0,
            ...designNameOf(order, design),
          });
        }
        return {
          message: PROOF_MESSAGES.approved,
          status: approved.status,
          design,
          version,
          approvedAt: approvedAt.toISOString(),
          approvedDesigns,
          designCount: threads.length,
          payBalancePath: link?.path ?? null,
        };
      });
    },

    /**
     * The customer asks for changes to a design's current version: in its thread; the order goes back in progress
     * once no design waits for an answer (another design's proof may still be answered meanwhile).
     */
    async requestChanges(
      id: number,
      viewer: ProofViewer,
      input: { design: number; version: number; comment: string; image: IncomingFile | null },
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
        const order = await viewerOrder(tx, id, viewer, true);
        const current = await currentForAnswer(tx, order, input.design, input.version);
        const image = prepared ? await uploads.keep(tx, prepared, 'proof-feedback') : null;
        await tx.insert(proofFeedback).values({
          customOrderId: id,
          design: input.design,
          proofId: current.id,
          kind: 'changes_requested',
          comment: input.comment,
          imageUploadId: image?.upload.id ?? null,
          authorUserId: viewer.user?.id ?? null,
        });
        const othersWaiting = (await designThreads(tx, order)).some((thread) => thread.records.waiting);
        const status = othersWaiting ? order.status : (await moveFromAwaiting(tx, order, 'design_in_progress')).status;
        await recordAudit(tx, {
          actor: null,
          action: 'custom-order.proof-changes',
          entity: 'custom_orders',
          entityId: id,
          details: {
            version: input.version,
            ...designDetails(order, input.design, input.version),
            comment: input.comment,
            image: image?.url ?? null,
          },
          before: { status: order.status },
          after: { status },
          ip,
        });
        await deps.notices.notify(tx, 'proof_changes_requested', {
          customOrderId: id,
          customerName: order.customerName,
          version: input.version,
          comment: input.comment,
          ...designNameOf(order, input.design),
        });
        return { status };
      });
    },
  };
}
