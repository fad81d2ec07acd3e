/**
 * The follow-ups, a repeating job (server/jobs) (every FOLLOWUP_CHECK_SECONDS): a checkout left at PayPal for 4 hours
 * (a cart payment made and not captured, with the buyer's e-mail, its cart still holding pins) gets one reminder with
 * the link back to the cart (signed, good for 14 days, on any device: cart-link.ts); a quote answered and not paid
 * gets one 3 days and one 10 days after the answer. Each is sent once (server/integrations/mail/send-once.ts): in its
 * transaction the checkout's payments or the quote are held and read again (paid since: nothing), the owner's switch
 * and the suppression list are read again, the e-mail is queued and the unique (kind, target, since, step) row of
 * followup_sends claimed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  abandonedCheckoutWindow,
  dueQuoteReminder,
  quoteRemindedSince,
  QUOTE_REMINDER_DAYS,
  type QuoteReminderStep,
} from '../../../core/followup-cadence';
import type { ShopIdentity } from '../../config';
import type { Database, Executor, Tx } from '../../db/client';
import { followupSends, type FollowupKind } from '../../db/schema';
import { sendOnce } from '../../integrations/mail/send-once';
import type { RepeatingJob } from '../../jobs';
import type { CartService } from '../cart';
import { signPreparedId, type PreparedOrders } from '../custom-orders';
import { isSuppressed } from '../marketing';
import { leftCheckoutPaid, leftCheckouts, leftCheckoutSince, type LeftCheckout } from '../payments';
import { heldUnpaidQuote, unpaidQuotes, type UnpaidQuote } from '../quotes';
import type { SettingsService } from '../settings';
import { CART_LINK_TTL_MS, cartLinkToken } from './cart-link';
import { leftCheckoutEmail, quoteReminderEmail } from './followup-email';

export interface FollowupJobOptions {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
  shop: ShopIdentity;
  publicUrl: string;
  /** Signs the quotes' pay links and the checkouts' cart links (the session secret). */
  linkSecret: string;
  /** Whether the left checkout's cart still holds pins. */
  cart: Pick<CartService, 'list'>;
  /** A quote's priced order: its amounts, and whether its link still works. */
  preparedOrders: Pick<PreparedOrders, 'find'>;
  /** The job's clock: tests move it on. */
  now?: () => Date;
  /** How often due follow-ups are looked for (FOLLOWUP_CHECK_SECONDS). */
  pollMs: number;
}

const claimKey = (target: string, since: string, step: number) => `${target}#${since}#${step}`;

/** The follow-ups of `kind` already sent to these targets, as `claimKey` writes them. */
async function claimed(db: Executor, kind: FollowupKind, targets: string[]): Promise<Set<string>> {
  if (targets.length === 0) return new Set();
  const rows = await db
    .select({ target: followupSends.target, since: followupSends.since, step: followupSends.step })
    .from(followupSends)
    .where(and(eq(followupSends.kind, kind), inArray(followupSends.target, targets)));
  return new Set(rows.map((row) => claimKey(row.target, row.since, row.step)));
}

/** Inserts the claim in the send's transaction: false when another instance (or an earlier run) has it. */
async function claim(
  tx: Tx,
  row: { kind: FollowupKind; target: string; since: string; step: number; toAddress: string },
  outboxId: number,
): Promise<boolean> {
  const [inserted] = await tx
    .insert(followupSends)
    .values({ ...row, outboxId })
    .onConflictDoNothing()
    .returning({ id: followupSends.id });
  return inserted !== undefined;
}

export function createFollowupJob(options: FollowupJobOptions) {
  const { db, settings, shop } = options;
  const now = options.now ?? (() => new Date());

  /** The one reminder of a checkout left, unless paid, switched off or suppressed since. */
  function remindCheckout(left: LeftCheckout, since: string, at: Date): Promise<boolean> {
    return sendOnce(db, async (tx) => {
      if (await leftCheckoutPaid(tx, left)) return null;
      if (!(await settings.get('followup_settings', tx)).abandonedCheckout) return null;
      if (await isSuppressed(tx, left.email)) return null;
      const target = `cart:${left.sessionId}`;
      // The link brings the cart back on any device, for as long as the reminder makes sense.
      const token = cartLinkToken(options.linkSecret, {
        sessionId: left.sessionId,
        paymentId: left.paymentId,
        expiresAt: new Date(at.getTime() + CART_LINK_TTL_MS),
      });
      return {
        message: {
          to: left.email,
          ...leftCheckoutEmail(shop, left, `${options.publicUrl}/checkout?cart=${token}`),
          payload: { followup: { kind: 'abandoned-checkout', paymentId: left.paymentId } },
        },
        claim: (outboxId) =>
          claim(tx, { kind: 'abandoned-checkout', target, since, step: 0, toAddress: left.email }, outboxId),
      };
    });
  }

  /** The quote's reminder of `step`, unless paid, answered again, switched off or suppressed since. */
  async function remindQuote(quote: UnpaidQuote, step: QuoteReminderStep): Promise<boolean> {
    const signedId = signPreparedId(options.linkSecret, quote.preparedOrderId);
    // The priced order behind the link: gone or expired, the link would not work and no reminder goes.
    const order = await options.preparedOrders.find(signedId).catch(() => null);
    if (!order) return false;
    return sendOnce(db, async (tx) => {
      const current = await heldUnpaidQuote(tx, quote.id);
      if (current?.quotedAt.getTime() !== quote.quotedAt.getTime()) return null;
      if (current.preparedOrderId !== quote.preparedOrderId) return null;
      if (!(await settings.get('followup_settings', tx)).quoteReminders) return null;
      if (await isSuppressed(tx, current.customerEmail)) return null;
      const email = quoteReminderEmail(shop, {
        quote: current,
        totalCents: order.cents.total,
        depositCents: order.cents.deposit,
        payUrl: `${options.publicUrl}/quote-deposit/${signedId}`,
        days: QUOTE_REMINDER_DAYS[step.step]!,
      });
      const since = quote.quotedAt.toISOString();
      return {
        message: {
          to: current.customerEmail,
          ...email,
          payload: { followup: { kind: 'quote', quoteRequestId: quote.id, step: step.step } },
        },
        claim: (outboxId) =>
          claim(
            tx,
            { kind: 'quote', target: `quote:${quote.id}`, since, step: step.step, toAddress: current.customerEmail },
            outboxId,
          ),
      };
    });
  }

  async function checkouts(at: Date, signal?: AbortSignal): Promise<number> {
    const window = abandonedCheckoutWindow(at);
    const left = await leftCheckouts(db, window.from, window.to);
    const sent = await claimed(
      db,
      'abandoned-checkout',
      left.map((each) => `cart:${each.sessionId}`),
    );
    let count = 0;
    for (const each of left) {
      if (signal?.aborted) break;
      // One reminder a checkout: the session's, counted from its last paid checkout.
      const since = await leftCheckoutSince(db, each);
      if (sent.has(claimKey(`cart:${each.sessionId}`, since, 0))) continue;
      // The link goes back to the cart: an emptied cart has nothing to go back to.
      if ((await options.cart.list(each.sessionId)).length === 0) continue;
      if (await remindCheckout(each, since, at)) count += 1;
    }
    return count;
  }

  async function quotes(at: Date, signal?: AbortSignal): Promise<number> {
    const due = (await unpaidQuotes(db, quoteRemindedSince(at), at)).flatMap((quote) => {
      const step = dueQuoteReminder(quote.quotedAt, at);
      return step ? [{ quote, step }] : [];
    });
    const sent = await claimed(
      db,
      'quote',
      due.map(({ quote }) => `quote:${quote.id}`),
    );
    let count = 0;
    for (const { quote, step } of due) {
      if (signal?.aborted) break;
      if (sent.has(claimKey(`quote:${quote.id}`, quote.quotedAt.toISOString(), step.step))) continue;
      if (await remindQuote(quote, step)) count += 1;
    }
    return count;
  }

  /** Looks for due follow-ups at `at` (the clock's now) and sends them; answers how many this call sent. */
  async function runOnce(at: Date = now(), signal?: AbortSignal): Promise<number> {
    const switches = await settings.get('followup_settings');
    return (
      (switches.abandonedCheckout ? await checkouts(at, signal) : 0) +
      (switches.quoteReminders ? await quotes(at, signal) : 0)
    );
  }

  const job: RepeatingJob = {
    kind: 'follow-ups',
    title: 'Sending follow-ups on checkouts and quotes',
    schedule: { everyMs: options.pollMs },
    run: (signal) => runOnce(now(), signal),
  };

  return { runOnce, job };
}

export type FollowupJob = ReturnType<typeof createFollowupJob>;
