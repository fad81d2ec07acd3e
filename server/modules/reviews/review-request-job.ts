/**
 * The review requests, a repeating job (server/jobs) (every REVIEW_CHECK_SECONDS): each order that arrived lately
 * (reviewed-orders.ts) and whose buyer was not asked gets one e-mail, queued in the transaction that claims the
 * order's unique row of review_requests (server/integrations/mail/send-once.ts). An instance that loses the race
 * rolls its e-mail back, so across instances and restarts each buyer is asked once.
 */
import type { ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import { reviewRequests } from '../../db/schema';
import { sendOnce } from '../../integrations/mail/send-once';
import type { RepeatingJob } from '../../jobs';
import { reviewRequestEmail } from './review-email';
import { reviewPath } from './review-links';
import { ordersToAsk, type ReviewedOrder } from './reviewed-orders';

export interface ReviewRequestJobOptions {
  db: Database;
  shop: ShopIdentity;
  publicUrl: string;
  linkSecret: string;
  /** The job's clock: tests move it on. */
  now?: () => Date;
  /** How often arrived orders are looked for (REVIEW_CHECK_SECONDS). */
  pollMs: number;
}

const BATCH = 100;

export function createReviewRequestJob(options: ReviewRequestJobOptions) {
  const { db, shop } = options;
  const now = options.now ?? (() => new Date());

  /** Queues the order's request and claims its row; false when another instance claimed it first. */
  function ask(order: ReviewedOrder): Promise<boolean> {
    return sendOnce(db, async (tx) => {
      const url = `${options.publicUrl}${reviewPath(options.linkSecret, order.kind, order.id)}`;
      return {
        message: {
          to: order.email,
          ...reviewRequestEmail(shop, order, url),
          payload: { reviewRequest: { kind: order.kind, orderId: order.id } },
        },
        claim: async (outboxId) => {
          const claimed = await tx
            .insert(reviewRequests)
            .values({ orderKind: order.kind, orderId: order.id, toAddress: order.email, outboxId })
            .onConflictDoNothing()
            .returning({ id: reviewRequests.id });
          return claimed.length > 0;
        },
      };
    });
  }

  /** Asks every buyer due at `at` (the clock's now); answers how many this call asked. */
  async function runOnce(at: Date = now(), signal?: AbortSignal): Promise<number> {
    let count = 0;
    for (const order of await ordersToAsk(db, at, BATCH)) {
      if (signal?.aborted) break;
      if (await ask(order)) count += 1;
    }
    return count;
  }

  const job: RepeatingJob = {
    kind: 'review-requests',
    title: 'Asking buyers for reviews',
    schedule: { everyMs: options.pollMs },
    run: (signal) => runOnce(now(), signal),
  };

  return { runOnce, job };
}

export type ReviewRequestJob = ReturnType<typeof createReviewRequestJob>;
