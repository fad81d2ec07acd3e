/**
 * "Remove the demo data" in the admin's Settings: the demo products, discount codes, invoices and blog posts a new
 * shop starts with (server/db/seed) go in one transaction, each deleted by the module that owns its table; any a
 * customer used (an order bought the product, a payment named the code or paid the invoice) stays and is listed.
 * One audit row says what went and what stayed. A second run finds nothing left to remove. The seed loads no contacts.
 */
import { describeDemoRemoval, type DemoRemoval } from '../../../core/schemas/demo-data';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { removeDemoPosts } from '../blog';
import { removeDemoProducts } from '../catalog';
import { removeDemoCodes } from '../discounts';
import { removeDemoInvoices } from '../invoices';

export function createDemoData(db: Database) {
  return {
    async remove(actor: CurrentUser, ip: string): Promise<DemoRemoval> {
      return db.transaction(async (tx) => {
        const products = await removeDemoProducts(tx);
        const codes = await removeDemoCodes(tx);
        const invoices = await removeDemoInvoices(tx);
        const posts = await removeDemoPosts(tx);
        const result: DemoRemoval = {
          removed: {
            products: products.removed,
            discountCodes: codes.removed,
            invoices: invoices.removed,
            blogPosts: posts.removed,
          },
          kept: [...products.kept, ...codes.kept, ...invoices.kept],
        };
        await recordAudit(tx, {
          actor,
          action: 'demo.remove',
          entity: 'shop_settings',
          entityId: 'demo_data',
          details: { summary: describeDemoRemoval(result) },
          after: result,
          ip,
        });
        return result;
      });
    },
  };
}

export type DemoData = ReturnType<typeof createDemoData>;
