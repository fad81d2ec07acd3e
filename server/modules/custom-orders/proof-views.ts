/** Reads for the proof pages: the versions with their files, the conversation, and whether uploads are locked. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProofFeedbackEntry, ProofVersion } from '../../../core/schemas/proofs';
import type { Executor } from '../../db/client';
import { customOrderProofs, proofFeedback, uploads } from '../../db/schema';
import { uploadUrl } from '../uploads';

const previews = alias(uploads, 'preview_uploads');
const images = alias(uploads, 'feedback_images');

export interface ProofRecords {
  versions: ProofVersion[];
  feedback: ProofFeedbackEntry[];
  /** A version is approved and the admin has not reopened the design since: no new upload, no second approval. */
  locked: boolean;
  /** The current version waits for the customer's answer (neither approved nor answered with changes). */
  waiting: boolean;
}

/**
 * Every version (oldest first, the highest is current) and the thread (newest last) of one design of a custom order
 * (decision 045: each design has its own; an order made before designs has design 1).
 */
export async function proofRecords(db: Executor, customOrderId: number, design = 1): Promise<ProofRecords> {
  const versionRows = await db
    .select({ proof: customOrderProofs, file: uploads, preview: previews })
    .from(customOrderProofs)
    .innerJoin(uploads, eq(uploads.id, customOrderProofs.uploadId))
    .leftJoin(previews, eq(previews.id, customOrderProofs.previewUploadId))
    .where(and(eq(customOrderProofs.customOrderId, customOrderId), eq(customOrderProofs.design, design)))
    .orderBy(asc(customOrderProofs.version));
  const highest = versionRows.at(-1)?.proof.version;
  const versions = versionRows.map(({ proof, file, preview }): ProofVersion => {
    const fileUrl = uploadUrl(file.storageKey);
    return {
      id: proof.id,
      version: proof.version,
      fileUrl,
      fileName: file.originalName,
      fileType: file.mimeType,
      // A PDF kept without a preview (too heavy to draw) has no picture; an image is its own.
      previewUrl: preview ? uploadUrl(preview.storageKey) : file.mimeType === 'application/pdf' ? null : fileUrl,
      note: proof.note,
      createdAt: proof.createdAt.toISOString(),
      current: proof.version === highest,
      approvedAt: proof.approvedAt?.toISOString() ?? null,
      approvedByEmail: proof.approvedByEmail,
    };
  });
  const feedbackRows = await db
    .select({ entry: proofFeedback, version: customOrderProofs.version, image: images })
    .from(proofFeedback)
    .leftJoin(customOrderProofs, eq(customOrderProofs.id, proofFeedback.proofId))
    .leftJoin(images, eq(images.id, proofFeedback.imageUploadId))
    .where(and(eq(proofFeedback.customOrderId, customOrderId), eq(proofFeedback.design, design)))
    .orderBy(asc(proofFeedback.id));
  const feedback = feedbackRows.map(({ entry, version, image }): ProofFeedbackEntry => ({
    id: entry.id,
    kind: entry.kind,
    version,
    comment: entry.comment,
    imageUrl: image ? uploadUrl(image.storageKey) : null,
    author: entry.kind === 'reopened' ? 'admin' : 'customer',
    createdAt: entry.createdAt.toISOString(),
  }));
  // The latest approval or reopening decides: approved -> locked until the admin reopens the order.
  const lastTurn = feedback.filter((entry) => entry.kind !== 'changes_requested').at(-1);
  const locked = lastTurn?.kind === 'approved';
  const current = versions.at(-1);
  const answered = feedback.some((entry) => entry.kind === 'changes_requested' && entry.version === current?.version);
  return { versions, feedback, locked, waiting: !!current && !locked && !current.approvedAt && !answered };
}

export interface ProofSummary {
  /** The admin has uploaded at least one version. */
  hasProof: boolean;
  /**
   * By design (1 = the first): the image of its latest approved version (a PDF's rendered first page). A design with
   * no approved version, or one that cannot be shown, is absent.
   */
  approvedImages: Map<number, string>;
}

/** Whether an order has a proof, and the picture of each design's latest approved version, for the balance page. */
export async function proofSummary(db: Executor, customOrderId: number): Promise<ProofSummary> {
  const rows = await db
    .select({
      design: customOrderProofs.design,
      approvedAt: customOrderProofs.approvedAt,
      file: uploads,
      preview: previews,
    })
    .from(customOrderProofs)
    .innerJoin(uploads, eq(uploads.id, customOrderProofs.uploadId))
    .leftJoin(previews, eq(previews.id, customOrderProofs.previewUploadId))
    .where(eq(customOrderProofs.customOrderId, customOrderId))
    .orderBy(desc(customOrderProofs.version));
  const approvedImages = new Map<number, string>();
  const seen = new Set<number>();
  for (const row of rows) {
    if (row.approvedAt === null || seen.has(row.design)) continue;
    seen.add(row.design);
    const image = row.preview ?? (row.file.mimeType.startsWith('image/') ? row.file : null);
    if (image) approvedImages.set(row.design, uploadUrl(image.storageKey));
  }
  return { hasProof: rows.length > 0, approvedImages };
}
