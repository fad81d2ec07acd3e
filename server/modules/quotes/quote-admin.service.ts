/**
 * The owner's side of quote requests (accounts-admin-spec section 2): the list, and the answer. A quote
 * prices the request as a custom order kept by custom-orders (prepared-orders.ts); the e-mailed link pays its 10%
 * deposit through the designer's deposit payment, whose capture accepts the quote (quote-acceptance.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import {
  DEFAULT_QUOTED_PLATING,
  isPinPlating,
  QUOTED_SIZES,
  quotedOrderPrice,
  quotedSizeFor,
  type QuotedOrderPrice,
} from '../../../core/pricing/quoted-order';
import { normalizePackaging } from '../../../core/schemas/custom-order-rules';
import { ADMIN_MESSAGES, type AdminQuoteRequest, type quoteUpdateBodySchema } from '../../../core/schemas/admin';
import type { z } from 'zod';
import type { ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import { customOrders, quoteRequests, type QuoteRequest, type QuoteStatus } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../current-user';
import { afterIdCursor, containsText } from '../../db/keyset';
import { pageOf, readCursor, type PageQuery } from '../../../core/cursor';
import { recordAudit } from '../audit';
import type { PreparedOrders } from '../custom-orders';
import type { PricesInEffect } from '../../../core/pricing/price-table';
import { quoteEmail } from './quote-email';

export const QUOTE_NOT_FOUND = 'Quote request not found';
export const QUOTE_ALREADY_ACCEPTED = 'This quote has been accepted and its deposit paid: it cannot be quoted again.';
export const QUOTE_PLATING = 'Please choose a plating: silver, gold, bronze or black-nickel.';

export type QuoteUpdate = z.infer<typeof quoteUpdateBodySchema>;
export interface QuoteListQuery extends PageQuery {
  status?: QuoteStatus;
  /** Part of the customer's name, e-mail or company, or the request's number ("12", "#12"). */
  q?: string;
}

/** The search box: the request's number, or part of the name, e-mail or company (any case). */
function quoteSearch(q: string) {
  const number = /^#?(\d{1,9})$/.exec(q.trim());
  if (number) return eq(quoteRequests.id, Number(number[1]));
  return containsText([quoteRequests.customerName, quoteRequests.customerEmail, quoteRequests.companyName], q);
}

function toAdminQuoteRequest(row: QuoteRequest, customOrderId: number | null): AdminQuoteRequest {
  return {
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    companyName: row.companyName,
    shipTo: row.shipTo ?? null,
    projectDescription: row.projectDescription,
    product: row.product,
    quantity: row.quantity,
    logoFileName: row.logoFileName,
    logoUrl: row.logoUrl,
    designs: row.designs,
    preferredSize: row.preferredSize,
    deadlineDate: row.deadlineDate,
    additionalNotes: row.additionalNotes,
    status: row.status,
    quotedAmount: row.quotedAmount,
    quotedNotes: row.quotedNotes,
    quotedSize: row.quotedSize,
    quotedPlating: row.quotedPlating,
    quotedPackaging: row.quotedPackaging,
    quotedRush: row.quotedRush,
    quotedAt: row.quotedAt?.toISOString() ?? null,
    customOrderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit row's view of the fields a change touched (dates as ISO text, as the JSON column keeps them). */
function fields(row: QuoteRequest, keys: ReadonlyArray<keyof QuoteRequest>): Record<string, unknown> {
  return Object.fromEntries(
    keys.map((key) => {
      const value = row[key];
      return [key, value instanceof Date ? value.toISOString() : value];
    }),
  );
}

const emptyToNull = (text: string | undefined, previous: string | null) =>
  text === undefined ? previous : text || null;

export function createQuoteAdmin(deps: {
  db: Database;
  shop: ShopIdentity;
  publicUrl: string;
  /** custom-orders' prepared orders: a quote's pay link is one (given by the wiring, so quotes does not import it). */
  preparedOrders: Pick<PreparedOrders, 'storeQuoted' | 'remove'>;
  /** The owner's price table in effect (modules/pricing): the quote's packaging and rush are priced with it. */
  prices: () => Promise<PricesInEffect>;
  now: () => Date;
}) {
  const { db, shop, publicUrl, now } = deps;
  const prepared = deps.preparedOrders;

  return {
    /** Newest first (by id: requests are numbered as they come), a page at a time, by status and search. */
    async list(query: QuoteListQuery): Promise<{ quotes: AdminQuoteRequest[]; nextCursor: string | null }> {
      const found = await db
        .select({ quote: quoteRequests, customOrderId: customOrders.id })
        .from(quoteRequests)
        .leftJoin(customOrders, eq(customOrders.quoteRequestId, quoteRequests.id))
        .where(
          and(
            query.status === undefined ? undefined : eq(quoteRequests.status, query.status),
            query.q ? quoteSearch(query.q) : undefined,
            afterIdCursor(quoteRequests.id, query.cursor ? readCursor(query.cursor) : null),
          ),
        )
        .orderBy(desc(quoteRequests.id))
        .limit(query.limit + 1);
      const page = pageOf(found, query.limit, ({ quote }) => ({ key: quote.id, id: quote.id }));
      return {
        quotes: page.rows.map(({ quote, customOrderId }) => toAdminQuoteRequest(quote, customOrderId)),
        nextCursor: page.nextCursor,
      };
    },

    /**
     * With an amount: the quote (status quoted), its priced order replacing the previous one, and the e-mail with
     * the link that pays its deposit. Without: only the status and notes; a request no longer quoted ends its link.
     * One transaction, audited; the row is locked so two answers (or an answer and the deposit) never interleave.
     */
    async update(id: number, body: QuoteUpdate, actor: CurrentUser, ip: string): Promise<AdminQuoteRequest> {
      // Read before the transaction: PGlite has one connection, and the cached read may load through it.
      const { table } = await deps.prices();
      return db.transaction(async (tx) => {
        const [quote] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
        if (!quote) throw new AppError('not_found', QUOTE_NOT_FOUND);
        const [order] = await tx
          .select({ id: customOrders.id })
          .from(customOrders)
          .where(eq(customOrders.quoteRequestId, id));
        const at = now();
        let changes: Partial<QuoteRequest>;
        let offer: { link: string; price: QuotedOrderPrice } | null = null;

        if (body.quotedAmount !== undefined) {
          if (order || quote.status === 'approved' || quote.status === 'completed') {
            throw new AppError('conflict', QUOTE_ALREADY_ACCEPTED);
          }
          const plating = body.quotedPlating ?? quote.quotedPlating ?? DEFAULT_QUOTED_PLATING;
          if (!isPinPlating(plating)) throw new AppError('bad_request', QUOTE_PLATING);
          const size =
            body.quotedSize ??
            QUOTED_SIZES.find((known) => known === quote.quotedSize) ??
            quotedSizeFor(quote.preferredSize);
          const notes = emptyToNull(body.quotedNotes, quote.quotedNotes);
          const packaging = normalizePackaging(body.quotedPackaging ?? quote.quotedPackaging?.split(',') ?? []);
          const rushOrder = body.quotedRush ?? quote.quotedRush;
          const price = quotedOrderPrice(body.quotedAmount, quote.quantity, table, { packaging, rushOrder });
          const stored = await prepared.storeQuoted(
            tx,
            {
              ...(quote.product === 'pin' ? {} : { product: quote.product }),
              quantity: quote.quantity,
              size,
              plating,
              packaging,
              rushOrder,
              customerName: quote.customerName,
              customerEmail: quote.customerEmail,
              ...(quote.customerPhone ? { customerPhone: quote.customerPhone } : {}),
              ...(quote.shipTo ? { shipTo: quote.shipTo } : {}),
              // No promo code: the quote is the price (the deposit's code check has nothing to check).
              promoCode: '',
              logoUrl: quote.logoUrl ?? '',
              logoFileName: quote.logoFileName ?? '',
              // Each design with its artwork goes to the order (decision 045); none: one design, the logo.
              ...(quote.designs.length > 0 ? { designs: quote.designs } : {}),
              quoteRequestId: quote.id,
              ...(notes ? { quoteNotes: notes } : {}),
              discountBaseCents: price.totalCents,
              cents: {
                pricePerPin: price.pricePerPinCents,
                rushFee: price.rushFeeCents,
                total: price.totalCents,
                deposit: price.depositCents,
                remaining: price.remainingCents,
                discount: 0,
                packaging: price.packagingCents,
              },
            },
            quote.preparedOrderId,
          );
          changes = {
            status: 'quoted',
            quotedAmount: body.quotedAmount,
            quotedNotes: notes,
            quotedSize: size,
            quotedPlating: plating,
            quotedPackaging: packaging.join(','),
            quotedRush: rushOrder,
            quotedTotalCents: price.totalCents,
            quotedAt: at,
            preparedOrderId: stored.id,
          };
          offer = { link: `${publicUrl}/quote-deposit/${stored.signedId}`, price };
        } else {
          const status = body.status ?? quote.status;
          if (status === 'quoted' && quote.quotedAmount === null) {
            throw new AppError('bad_request', ADMIN_MESSAGES.quoteAmount);
          }
          changes = { status, quotedNotes: emptyToNull(body.quotedNotes, quote.quotedNotes) };
          if (status !== 'quoted' && quote.preparedOrderId !== null) {
            // Only a quote on offer can be paid: its link ends (a new quote sends a new one).
            await prepared.remove(tx, quote.preparedOrderId);
            changes.preparedOrderId = null;
          }
        }

        const [updated] = await tx
          .update(quoteRequests)
          .set({ ...changes, updatedAt: at })
          .where(eq(quoteRequests.id, id))
          .returning();
        const keys = Object.keys(changes) as Array<keyof QuoteRequest>;
        await recordAudit(tx, {
          actor,
          action: offer ? 'quote-request.quote' : 'quote-request.update',
          entity: 'quote_requests',
          entityId: id,
          before: fields(quote, keys),
          after: fields(updated!, keys),
          ip,
        });
        if (offer) {
          const email = quoteEmail(
            shop,
            { ...updated!, quotedSize: updated!.quotedSize!, quotedPlating: updated!.quotedPlating! },
            offer.price,
            offer.link,
          );
          await enqueueEmail(tx, { to: updated!.customerEmail, ...email, payload: { quoteRequestId: id } });
        }
        return toAdminQuoteRequest(updated!, order?.id ?? null);
      });
    },
  };
}
