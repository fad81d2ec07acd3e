/**
 * The pay links a customer would find in their e-mails, rebuilt the way the server builds them: tests know the
 * secret (SESSION_SECRET of tests/helpers/app.ts), and the links are HMACs of the row under it.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { customOrders, manualInvoices } from '../../server/db/schema';
import { balanceLinkToken } from '../../server/modules/custom-orders';
import { invoiceLinkToken } from '../../server/modules/invoices';

/** buildTestApp's SESSION_SECRET, which signs every link. */
export const TEST_LINK_SECRET = 'test-session-secret-of-at-least-32-chars';

/** The token of the order's current balance link (whether or not it is still live). */
export async function currentBalanceToken(db: Database, customOrderId: number): Promise<string> {
  const [order] = await db.select().from(customOrders).where(eq(customOrders.id, customOrderId));
  if (!order) throw new Error(`no custom order ${customOrderId}`);
  return balanceLinkToken(TEST_LINK_SECRET, order.id, order.balanceLinkVersion);
}

/** The `t` of an invoice's payment link. */
export async function invoiceToken(db: Database, invoiceNumber: string): Promise<string> {
  const [invoice] = await db.select().from(manualInvoices).where(eq(manualInvoices.invoiceNumber, invoiceNumber));
  if (!invoice) throw new Error(`no invoice ${invoiceNumber}`);
  return invoiceLinkToken(TEST_LINK_SECRET, invoice);
}
