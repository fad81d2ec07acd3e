/**
 * One e-mail of a job, sent once whatever the number of instances (decision 034): in one transaction, `compose`
 * holds and reads again what the e-mail is about (paid, suppressed, switched off since: it answers null and nothing
 * is sent), the message is queued in the outbox, and `claim` inserts the unique row that names it. An instance whose
 * claim is refused (another one sent it first) rolls its queued e-mail back, so exactly one reaches the outbox.
 */
import { TransactionRollbackError } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { enqueueEmail, type EmailMessage } from './outbox';

export interface ClaimedEmail {
  message: EmailMessage;
  /** Inserts the claim naming the queued e-mail; false when the row was there already. */
  claim: (outboxId: number) => Promise<boolean>;
}

/** Answers whether this call sent the e-mail. */
export async function sendOnce(db: Database, compose: (tx: Tx) => Promise<ClaimedEmail | null>): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const composed = await compose(tx);
      if (!composed) return false;
      const outboxId = await enqueueEmail(tx, composed.message);
      // Another instance sent it first: its e-mail is the one; this one is rolled back.
      if (!(await composed.claim(outboxId))) tx.rollback();
      return true;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}
