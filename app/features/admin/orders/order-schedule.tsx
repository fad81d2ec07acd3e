/**
 * The admin's view of what is owed on an order: the lines of its payment schedule (a custom order's deposit and
 * balance, a NET 30 order's invoice) with their state and the payments taken for each. Under the orders' query
 * prefix, so a payment, refund or status change made from the dialog refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { scheduleLineSchema } from '../../../../core/schemas/receivables';
import { PaymentSchedule } from '../../../components/payment-schedule';
import { ADMIN_ORDERS_QUERY_PREFIX } from '../../../lib/query-keys';
import { adminGet } from '../admin-api';
import { ListError, ListLoading } from '../list-states';
import type { OrderRef } from './use-admin-orders';

const linesSchema = z.array(scheduleLineSchema);

export function OrderSchedule({ order }: { order: OrderRef }) {
  const kind = order.kind === 'custom' ? 'custom-orders' : 'orders';
  const query = useQuery({
    queryKey: [...ADMIN_ORDERS_QUERY_PREFIX, 'schedule', order.kind, order.id],
    queryFn: ({ signal }) => adminGet(`/api/admin/receivables/${kind}/${order.id}`, linesSchema, signal),
  });
  if (query.isPending) return <ListLoading>Loading what is owed...</ListLoading>;
  if (query.isError) {
    return (
      <ListError error={query.error} fallback="We could not load what is owed." onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.length === 0) {
    return <p className="text-sm text-slate-600">Nothing is scheduled to be paid on this order.</p>;
  }
  return <PaymentSchedule lines={query.data} showPayments />;
}
