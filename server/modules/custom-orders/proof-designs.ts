/**
 * The designs of an order as the proof pages see them (decision 045): each with its own thread of versions and
 * answers. The order is approved when every design is; until then it awaits approval.
 */
import { eq } from 'drizzle-orm';
import { designsOfOrder, proofTitle, DESIGN_MESSAGES, type PinDesign } from '../../../core/designs';
import { AppError } from '../../../core/errors';
import type { ProofDesign } from '../../../core/schemas/proofs';
import type { Executor } from '../../db/client';
import { customOrders, type CustomOrder } from '../../db/schema';
import { proofRecords, type ProofRecords } from './proof-views';

/** The statuses in which the customer may answer a current proof (mockup_sent: the admin selector's name). */
export const AWAITING: Array<CustomOrder['status']> = ['awaiting_approval', 'mockup_sent'];

export interface DesignThread {
  design: number;
  info: PinDesign;
  records: ProofRecords;
}

/** Design `design` of the order, or a 404 for a design the order does not have. */
export function designOf(order: CustomOrder, design: number): PinDesign {
  const info = designsOfOrder(order)[design - 1];
  if (!info) throw new AppError('not_found', DESIGN_MESSAGES.design);
  return info;
}

/** "Proof 2" for a one-design order, "Proof 2 of 'Hole 7'" among several: the e-mails and the audit say which. */
export function proofName(order: CustomOrder, design: number, version: number): string {
  return proofTitle(designsOfOrder(order), design, version);
}

/** Every design of the order with its thread, design 1 first. */
export async function designThreads(db: Executor, order: CustomOrder): Promise<DesignThread[]> {
  const designs = designsOfOrder(order);
  return Promise.all(
    designs.map(async (info, index) => ({
      design: index + 1,
      info,
      records: await proofRecords(db, order.id, index + 1),
    })),
  );
}

/** A design as the pages show it; the customer may answer its current version while the order awaits approval. */
export function proofDesignView(order: CustomOrder, thread: DesignThread): ProofDesign {
  const { info, records } = thread;
  return {
    design: thread.design,
    name: info.name,
    quantity: info.quantity ?? null,
    artworkUrl: info.logoUrl ?? null,
    versions: records.versions,
    feedback: records.feedback,
    canRespond: records.waiting && AWAITING.includes(order.status),
    approved: records.locked,
  };
}

/** The order row (for the admin's reads, which see archived orders too). */
export async function orderRow(db: Executor, id: number): Promise<CustomOrder | undefined> {
  const [order] = await db.select().from(customOrders).where(eq(customOrders.id, id));
  return order;
}

/** What the audit adds about the design when the order has several: its number and "Proof 2 of 'Hole 7'". */
export function designDetails(order: CustomOrder, design: number, version: number | null) {
  if (designsOfOrder(order).length < 2) return {};
  return { design, ...(version === null ? {} : { proof: proofName(order, design, version) }) };
}

/** `{ designName }` when the order has several designs (the owner's notices say which), else nothing. */
export function designNameOf(order: CustomOrder, design: number): { designName?: string } {
  return designsOfOrder(order).length > 1 ? { designName: designOf(order, design).name } : {};
}
