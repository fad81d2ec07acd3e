/**
 * The admin types a quote in dollars; the API takes cents (accounts-admin-spec section 5: "sent in cents"). The
 * body is checked with the server's own schema, so the browser refuses exactly what the server would, with the
 * same message.
 */
import { dollarsToCents } from '../../../../core/money';
import type { PinPackaging } from '../../../../core/pricing/designer';
import { ADMIN_MESSAGES, quoteUpdateBodySchema } from '../../../../core/schemas/admin';
import type { z } from 'zod';

export type QuoteUpdateBody = z.infer<typeof quoteUpdateBodySchema>;

export interface QuoteFormValues {
  amount: string;
  size: string;
  plating: string;
  /** The designer's packaging options (just-pins exclusive) and rush: the server adds their designer prices. */
  packaging: PinPackaging[];
  rush: boolean;
  notes: string;
}

/** "1,250.5" or "$1250.50" -> 125050; anything else (letters, three decimals, nothing) -> NaN. */
export function dollarsTextToCents(text: string): number {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(plain)) return Number.NaN;
  return dollarsToCents(Number(plain));
}

/** The PATCH body of "Send Quote", or the message to show when the server would refuse it. */
export function quoteBody(values: QuoteFormValues): { body: QuoteUpdateBody } | { error: string } {
  const cents = dollarsTextToCents(values.amount);
  if (!(cents > 0)) return { error: ADMIN_MESSAGES.quoteAmount };
  const parsed = quoteUpdateBodySchema.safeParse({
    quotedAmount: cents,
    quotedNotes: values.notes,
    quotedSize: values.size,
    quotedPlating: values.plating,
    quotedPackaging: values.packaging,
    quotedRush: values.rush,
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.quoteAmount };
  return { body: parsed.data };
}
