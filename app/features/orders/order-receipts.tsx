/**
 * "Receipts" on the order's status page: one PDF per payment (deposit, balance, order payment, invoice), by the
 * page's own link token. Nothing before anything is paid; the page around it still works if this cannot load.
 */
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay } from '../../../core/en-us-dates';
import { formatUsd } from '../../../core/money';
import type { OrderReceipts as Receipts } from '../../../core/schemas/receipts';
import { PdfLink } from '../../components/pdf-link';
import { apiData } from '../../lib/api';

export function OrderReceipts({ orderId, token, className }: { orderId: string; token: string; className?: string }) {
  const base = `/api/order-status/${encodeURIComponent(orderId)}/receipts`;
  const query = `token=${encodeURIComponent(token)}`;
  const receipts = useQuery({
    queryKey: [base, token],
    queryFn: ({ signal }) => apiData<Receipts>('GET', `${base}?${query}`, undefined, { signal }),
    refetchOnMount: 'always',
    enabled: typeof window !== 'undefined',
  });
  if (!receipts.data || receipts.data.receipts.length === 0) return null;
  return (
    <section aria-labelledby="receipts-title" className={className}>
      <h2 id="receipts-title" className="mb-3 text-lg font-bold text-slate-900">
        Receipts
      </h2>
      <ul className="flex flex-wrap gap-2">
        {receipts.data.receipts.map((receipt) => (
          <li key={receipt.paymentId}>
            <PdfLink href={`${base}/${receipt.paymentId}/pdf?${query}`}>
              {receipt.label} receipt, {formatUsd(receipt.amountCents)}
              {receipt.paidAt ? `, ${formatCalendarDay(receipt.paidAt.slice(0, 10), 'medium')}` : ''} (PDF)
            </PdfLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
