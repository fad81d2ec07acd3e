/**
 * The owner's "Send the mockup as proof version 1": the instant mockup kept with a design of a designer order (beside its artwork,
 * uploads' keepMockup) goes through the usual proof upload, so the order awaits approval, the upload is audited and
 * the customer gets the usual proof e-mail.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { MOCKUP_MESSAGES } from '../../../core/pin-mockup-schema';
import type { CurrentUser } from '../../current-user';
import type { Database } from '../../db/client';
import { customOrders } from '../../db/schema';
import type { UploadService } from '../uploads';
import { ORDER_NOT_FOUND } from './balance-links.service';
import { designOf } from './proof-designs';
import type { ProofVersion } from '../../../core/schemas/proofs';

/** The note the customer reads with the proof. */
export const MOCKUP_PROOF_NOTE = 'Your instant mockup, drawn from your artwork and the options you chose.';

interface MockupProofDeps {
  db: Database;
  uploads: UploadService;
  hasProofs(id: number): Promise<boolean>;
  upload(
    id: number,
    file: { filename: string; bytes: Buffer },
    note: string,
    actor: CurrentUser,
    ip: string,
  ): Promise<{ proof: ProofVersion }>;
}

/** The mockup kept with design `design`'s artwork (decision 045: each design of an order has its own). */
export async function sendMockupAsProof(
  deps: MockupProofDeps,
  id: number,
  design: number,
  actor: CurrentUser,
  ip: string,
) {
  const [order] = await deps.db.select().from(customOrders).where(eq(customOrders.id, id));
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  const artwork = designOf(order, design).logoUrl;
  const mockup = artwork ? await deps.uploads.findMockup(deps.db, artwork) : null;
  if (!mockup) throw new AppError('not_found', MOCKUP_MESSAGES.noMockup);
  if (await deps.hasProofs(id)) throw new AppError('conflict', MOCKUP_MESSAGES.notFirst);
  const file = { filename: mockup.upload.originalName, bytes: mockup.bytes };
  const { proof } = await deps.upload(id, file, MOCKUP_PROOF_NOTE, actor, ip);
  return { message: MOCKUP_MESSAGES.sentAsProof, version: proof.version };
}
