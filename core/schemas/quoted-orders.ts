import { z } from 'zod';
import { preparedCustomOrderSchema } from './custom-orders';

/** A wrong, expired or replaced quote link (a newer quote ends the older e-mail's link; a paid one is done). */
export const QUOTE_LINK_GONE = 'This quote link is no longer valid.';

/**
 * GET /api/prepared-orders/{preparedId}: the order a quote priced, as the designer's checkout shows and pays it
 * (the deposit is `{ purpose: 'deposit', preparedOrderId }`), with the owner's notes.
 */
export const quotedOrderSchema = preparedCustomOrderSchema.extend({
  quoteRequestId: z.number().int(),
  quoteNotes: z.string().nullable(),
  /**
   * The designer's price of the quoted packaging, in dollars (0 for just pins): with the rush fee, what the server
   * added to the owner's amount, so the page's lines add up to the total.
   */
  packagingFee: z.number(),
});

export type QuotedOrder = z.infer<typeof quotedOrderSchema>;
