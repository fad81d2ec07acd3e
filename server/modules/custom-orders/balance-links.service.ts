/**
 * Custom orders' balance links (balance-links.ts): finding the order behind a live link, issuing a new link (admin),
 * and the owner's way to the live link. Part of the custom-orders module, the only writer of custom_orders.
 */
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { customOrderTaxDto } from './custom-order-tax-columns';
import { AppError } from '../../../core/errors';
import { centsToDollars } from '../../../core/money';
import type { BalanceRecordDto } from '../../../core/schemas/payments';
import { proofPagePath } from '../../../core/schemas/proofs';
import { designsOfOrder } from '../../../core/designs';
import type { ShopIdentity } from '../../config';
import type { Database, Executor, Tx } from '../../db/client';
import { customOrders, type CustomOrder } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { orderAccessToken, orderStatusPath, tokenHash } from '../../order-links';
import { balanceLinkEmail } from './balance-link-email';
import {
  balanceLinkColumns,
  balanceLinkToken,
  balancePaymentPath,
  EXPIRED_BALANCE_LINK_PATH,
  isBalanceUnpaid,
  liveBalanceLinkToken,
} from './balance-links';
import { proofSummary } from './proof-views';
import { isTrustedAdmin } from '../../../core/trusted-admin';

export const ORDER_NOT_FOUND = 'Order not found';
export const LINK_NOT_FOUND = 'Payment Link Not Found';
/** An order paid in full at the deposit step: there is no balance to ask for. */
export const PAID_IN_FULL = 'This order was paid in full: it has no balance to pay.';

export const LINK_NOT_READY =
  'A payment link can only be generated for an order whose mockup was sent or whose design is approved.';

/** The statuses in which the admin may send a balance link (accounts-admin-spec section 4). */
const LINK_STATUSES: readonly string[] = ['approved', 'mockup_sent'];

/** The customer has a proof to answer (mockup_sent: the admin selector's name for it): approval comes first. */
const AWAITING_APPROVAL: readonly string[] = ['awaiting_approval', 'mockup_sent'];

/** The design is approved: the latest approved proof is the design the balance pays for. */
const APPROVED_OR_LATER: readonly string[] = ['approved', 'balance_paid', 'in_production', 'shipped', 'delivered'];

export interface GeneratedBalanceLink {
  /** PUBLIC_URL/balance-payment/{token}: the token leaves the server only here and in the owner's redirect. */
  balancePaymentUrl: string;
  expiresAt: string;
}

export interface IssuedBalanceLink extends GeneratedBalanceLink {
  /** /balance-payment/{token}, for the approving customer's "Pay Balance Now". */
  path: string;
}

/** Who asks for an order's balance link: a signed-in user, or a guest with the order's status-link token. */
export interface BalanceLinkViewer {
  user: CurrentUser | null;
  statusToken?: string;
}

export interface BalanceLinkServiceDeps {
  db: Database;
  linkSecret: string;
  shop: ShopIdentity;
  publicUrl: string;
  ttlMs: number;
  now: () => Date;
  /** The rows a customer owns (the custom-orders service's rule). */
  own(user: CurrentUser): SQL | undefined;
}

export function createBalanceLinkService(deps: BalanceLinkServiceDeps) {
  const { db, linkSecret, now } = deps;

  /** Who may follow the order's "Pay Balance Now": its owner, an admin, or the holder of its status link. */
  function viewerCondition({ user, statusToken }: BalanceLinkViewer): SQL | undefined {
    const byUser = user ? (isTrustedAdmin(user) ? sql`true` : deps.own(user)) : undefined;
    const byStatusLink = statusToken ? eq(customOrders.accessTokenHash, tokenHash(statusToken)) : undefined;
    return byUser && byStatusLink ? or(byUser, byStatusLink) : (byUser ?? byStatusLink);
  }

  /** The proof page by the order's signed link, while a proof waits for the customer's approval; else null. */
  async function proofToApprove(executor: Executor, order: CustomOrder): Promise<string | null> {
    if (!AWAITING_APPROVAL.includes(order.status)) return null;
    if (!(await proofSummary(executor, order.id)).hasProof) return null;
    return proofPagePath(order.id, orderAccessToken(linkSecret, 'custom', order.id));
  }

  /**
   * Issues the order's next link in the caller's transaction: the version goes up (the previous link stops working),
   * audited (actor null: the customer's approval through the e-mailed link) and e-mailed through the outbox. With
   * `approval` that e-mail is the one that tells the customer the design is approved (never a second one for it).
   */
  async function issue(
    tx: Tx,
    order: CustomOrder,
    actor: CurrentUser | null,
    ip: string,
    approval = false,
  ): Promise<IssuedBalanceLink> {
    const id = order.id;
    const version = order.balanceLinkVersion + 1;
    const link = balanceLinkColumns(linkSecret, id, version, now(), deps.ttlMs);
    const [updated] = await tx
      .update(customOrders)
      .set({ ...link, updatedAt: now() })
      .where(eq(customOrders.id, id))
      .returning();
    const path = balancePaymentPath(balanceLinkToken(linkSecret, id, version));
    const url = `${deps.publicUrl}${path}`;
    const expiresAt = link.balanceLinkExpiresAt;
    const proofPath = approval ? null : await proofToApprove(tx, updated!);
    await recordAudit(tx, {
      actor,
      action: 'custom-order.balance-link',
      entity: 'custom_orders',
      entityId: id,
      details: { version, expiresAt: expiresAt.toISOString() },
      before: {
        balanceLinkVersion: order.balanceLinkVersion,
        balanceLinkExpiresAt: order.balanceLinkExpiresAt?.toISOString() ?? null,
      },
      after: { balanceLinkVersion: version, balanceLinkExpiresAt: expiresAt.toISOString() },
      ip,
    });
    await enqueueEmail(tx, {
      to: order.customerEmail,
      ...balanceLinkEmail(
        deps.shop,
        updated!,
        url,
        expiresAt,
        `${deps.publicUrl}${orderStatusPath(linkSecret, 'custom', id)}`,
        { approval, proofUrl: proofPath && `${deps.publicUrl}${proofPath}` },
      ),
      payload: { customOrderId: id, balanceLinkVersion: version },
    });
    return { balancePaymentUrl: url, path, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The design is approved (the customer on the proof page, or the admin's status): one e-mail, "Your design is
   * approved", with the order's live link, so the link the customer already holds now pays; a new link only when
   * that one expired (or was carried over and cannot be rebuilt). Answers the link's path.
   */
  async function announceApproval(
    tx: Tx,
    order: CustomOrder,
    actor: CurrentUser | null,
    ip: string,
  ): Promise<IssuedBalanceLink> {
    const token = liveBalanceLinkToken(linkSecret, order, now());
    if (!token || !order.balanceLinkExpiresAt) return issue(tx, order, actor, ip, true);
    const path = balancePaymentPath(token);
    await enqueueEmail(tx, {
      to: order.customerEmail,
      ...balanceLinkEmail(
        deps.shop,
        order,
        `${deps.publicUrl}${path}`,
        order.balanceLinkExpiresAt,
        `${deps.publicUrl}${orderStatusPath(linkSecret, 'custom', order.id)}`,
        { approval: true, replaced: false },
      ),
      payload: { customOrderId: order.id, balanceLinkVersion: order.balanceLinkVersion },
    });
    const expiresAt = order.balanceLinkExpiresAt.toISOString();
    return { balancePaymentUrl: `${deps.publicUrl}${path}`, path, expiresAt };
  }

  async function byToken(token: string): Promise<CustomOrder> {
    const [order] = await db
      .select()
      .from(customOrders)
      .where(
        and(
          eq(customOrders.balanceLinkTokenHash, tokenHash(token)),
          gt(customOrders.balanceLinkExpiresAt, now()),
          // A deleted order is kept for its records, never paid.
          isNull(customOrders.archivedAt),
        ),
      );
    if (!order) throw new AppError('not_found', LINK_NOT_FOUND);
    return order;
  }

  /** Each design's name and artwork and, once the order is approved, its approved proof's image. */
  async function balanceDesigns(order: CustomOrder, approved: boolean): Promise<BalanceRecordDto['designs']> {
    const images = approved ? (await proofSummary(db, order.id)).approvedImages : new Map<number, string>();
    return designsOfOrder(order).map((design, index) => ({
      name: design.name,
      logoUrl: design.logoUrl ?? null,
      approvedImageUrl: images.get(index + 1) ?? null,
    }));
  }

  return {
    byToken,

    /**
     * What the balance link's page shows: the order and its money, the approved proof's image as the design, and,
     * while a proof waits for approval, the proof page to approve it on first (the balance cannot be paid before).
     */
    async record(token: string): Promise<BalanceRecordDto> {
      const order = await byToken(token);
      const approved = APPROVED_OR_LATER.includes(order.status);
      return {
        id: order.id,
        product: order.product,
        customerName: order.customerName,
        quantity: order.quantity,
        size: order.size,
        plating: order.plating,
        status: order.status,
        designs: await balanceDesigns(order, approved),
        proofPath: await proofToApprove(db, order),
        totalPrice: centsToDollars(order.totalPriceCents),
        tax: customOrderTaxDto(order),
        depositAmount: centsToDollars(order.depositAmountCents),
        remainingBalance: centsToDollars(order.remainingBalanceCents),
        statusPath: orderStatusPath(linkSecret, 'custom', order.id),
      };
    },

    /**
     * A new link: the version goes up, so the previous link stops working at once. Audited and e-mailed to the
     * customer in the same transaction (no link without its record, and back).
     */
    async generate(id: number, actor: CurrentUser, ip: string): Promise<GeneratedBalanceLink> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(customOrders)
          .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt)))
          .for('update');
        if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
        if (order.balancePaymentId) throw new AppError('conflict', 'This balance has already been paid');
        if (!isBalanceUnpaid(order)) throw new AppError('conflict', PAID_IN_FULL);
        if (!LINK_STATUSES.includes(order.status)) throw new AppError('conflict', LINK_NOT_READY);
        const { balancePaymentUrl, expiresAt } = await issue(tx, order, actor, ip);
        return { balancePaymentUrl, expiresAt };
      });
    },

    /** The design approved (proof page or admin): the live link, e-mailed; a new one only when it expired. */
    announceApproval,
    /** Who may see an order (owner, admin, status-link holder): the proof page asks the same question. */
    viewerCondition,

    /**
     * The live link of an order the viewer may see, or (expired, or carried over and not rebuildable) the page that
     * says to ask support for a new one. Anyone else gets the same 404 as for a missing order.
     */
    async pathFor(id: number, viewer: BalanceLinkViewer): Promise<string> {
      const allowed = viewerCondition(viewer);
      if (!allowed) throw new AppError('not_found', ORDER_NOT_FOUND);
      const [order] = await db
        .select()
        .from(customOrders)
        .where(and(eq(customOrders.id, id), isNull(customOrders.archivedAt), allowed));
      if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
      if (order.balancePaymentId === null && !isBalanceUnpaid(order)) throw new AppError('conflict', PAID_IN_FULL);
      const token = liveBalanceLinkToken(linkSecret, order, now());
      return token ? balancePaymentPath(token) : EXPIRED_BALANCE_LINK_PATH;
    },
  };
}
