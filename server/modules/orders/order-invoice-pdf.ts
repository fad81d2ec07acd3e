/**
 * A NET 30 order's invoice as a PDF for its buyer: the signed-in customer whose order it is, whoever holds the
 * order's status link (the e-mailed one its page opens with), or the admin with the second factor. Anyone else, and
 * an order whose invoice is not issued yet, the same 404 as an unknown order.
 */
import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { isTrustedAdmin } from '../../../core/trusted-admin';
import type { CurrentUser } from '../../current-user';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { PdfFile } from '../../integrations/render/pdf-document';
import { tokenHash } from '../../order-links';
import type { InvoiceService } from '../invoices';
import { ownOrders } from './own-orders';

export const ORDER_INVOICE_NOT_FOUND = 'Invoice not found';

export interface OrderInvoiceAccess {
  user: CurrentUser | null | undefined;
  /** The order's status-link token, when the page was opened by it. */
  token?: string | undefined;
}

/** Who may read the order: nothing for the admin, else the owner's orders or the status link's, else nobody. */
function accessCondition({ user, token }: OrderInvoiceAccess): SQL | undefined | null {
  if (isTrustedAdmin(user)) return undefined;
  const byToken =
    token && token.length >= 22 && token.length <= 128 ? eq(orders.accessTokenHash, tokenHash(token)) : null;
  const byOwner = user ? ownOrders(user) : null;
  if (byToken && byOwner) return or(byToken, byOwner);
  return byToken ?? byOwner;
}

export function createOrderInvoicePdf(deps: { db: Database; invoices: InvoiceService }) {
  return async function orderInvoicePdf(id: number, access: OrderInvoiceAccess): Promise<PdfFile> {
    const condition = accessCondition(access);
    if (condition === null) throw new AppError('not_found', ORDER_INVOICE_NOT_FOUND);
    const [order] = await deps.db
      .select({ invoiceId: orders.manualInvoiceId })
      .from(orders)
      .where(and(eq(orders.id, id), isNotNull(orders.manualInvoiceId), condition));
    if (!order?.invoiceId) throw new AppError('not_found', ORDER_INVOICE_NOT_FOUND);
    return deps.invoices.pdfById(order.invoiceId);
  };
}
