/**
 * "What you owe" on the customer's own pages (the order status page, the invoice pay page): the order's payment
 * schedule by the link's token, the total due now, and a Pay button per line that is due. Nothing when the order has
 * no schedule (paid in one go at checkout); the page around it still works if this cannot load.
 */
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '../../core/money';
import type { OrderSchedule } from '../../core/schemas/receivables';
import { apiData } from '../lib/api';
import { PaymentSchedule } from './payment-schedule';

export interface WhatYouOweProps {
  /** /api/receivables/orders/{id}?token=... or /api/receivables/invoices/{number}?t=... */
  path: string;
  /** Pay buttons on the due lines (off where the page itself is the payment form). */
  payButtons?: boolean;
  className?: string;
}

export function WhatYouOwe({ path, payButtons = true, className }: WhatYouOweProps) {
  const query = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => apiData<OrderSchedule>('GET', path, undefined, { signal }),
    refetchOnMount: 'always',
    enabled: typeof window !== 'undefined',
  });
  if (!query.data || query.data.lines.length === 0) return null;
  const { lines, owedCents } = query.data;
  return (
    <section aria-labelledby="what-you-owe-title" className={className}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="what-you-owe-title" className="text-lg font-bold text-slate-900">
          What you owe
        </h2>
        <p className="text-sm text-slate-600">
          {owedCents > 0 ? (
            <>
              Due now: <strong className="text-slate-900 tabular-nums">{formatUsd(owedCents)}</strong>
            </>
          ) : (
            'Nothing is due right now.'
          )}
        </p>
      </div>
      <PaymentSchedule lines={lines} payButtons={payButtons} />
    </section>
  );
}
