/**
 * /checkout?customOrderId=N: the stored custom order (GET /api/custom-orders/{id}) and where its deposit stands. A
 * missing order, or a server without that endpoint, shows a not-found message.
 */
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { CircleCheck, Mail } from '../../components/ui/icons';
import { Link } from 'react-router';
import { orderNumber } from '../../../core/order-numbers';
import { Button, buttonVariants } from '../../components/ui/button';
import { apiErrorStatus, urlQueryFn } from '../../lib/api';
import { CheckoutLayout, CheckoutSkeleton, SectionHeading } from './checkout-layout';
import { OrderNotFoundNotice } from './checkout-notice';
import { trackOrderPath } from './checkout-query';
import { CustomOrderSummary } from './custom-order-summary';
import type { CheckoutShell } from './regular-checkout';
import type { StoredCustomOrder } from './stored-custom-order-schema';

/**
 * The order is read with its schema, which loads alongside it rather than with the page (issue 16). The key is the
 * checkout's own, as the cache holds the parsed order (or null when the answer is not one), not the raw answer.
 */
function storedCustomOrderQuery(id: number) {
  const url = `/api/custom-orders/${id}`;
  return {
    queryKey: [url, 'checkout'],
    queryFn: async (context: QueryFunctionContext): Promise<StoredCustomOrder | null> => {
      const [answer, { storedCustomOrderSchema }] = await Promise.all([
        urlQueryFn(context),
        import('./stored-custom-order-schema'),
      ]);
      const parsed = storedCustomOrderSchema.safeParse(answer);
      return parsed.success ? parsed.data : null;
    },
  };
}

export function CustomOrderById({ id, shell }: { id: number; shell: CheckoutShell }) {
  const order = useQuery({ ...storedCustomOrderQuery(id), enabled: typeof window !== 'undefined' });
  if (order.isError && apiErrorStatus(order.error) !== 404) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg font-semibold text-slate-900">Failed to load your order</p>
        <Button variant="outline" onClick={() => void order.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (order.isError) return <OrderNotFoundNotice />;
  if (order.data === undefined) return <CheckoutSkeleton />;
  const stored = order.data;
  if (stored === null) return <OrderNotFoundNotice />;
  const depositPaid = Boolean(stored.depositPaymentId) || (stored.status !== undefined && stored.status !== 'pending');

  return (
    <CheckoutLayout summary={<CustomOrderSummary order={stored} depositPaid={depositPaid} />}>
      <SectionHeading>Custom order {orderNumber('custom', stored.id)}</SectionHeading>
      {depositPaid ? (
        <div className="flex flex-col items-start gap-4">
          <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
            <CircleCheck className="size-5 text-brand-600" aria-hidden="true" />
            Your deposit has been paid. Nothing more is due today.
          </p>
          <Link to={trackOrderPath({ id: stored.id, type: 'custom' })} className={buttonVariants()}>
            Track this order
          </Link>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p className="text-sm text-slate-600">
            This order is waiting for its deposit. Please get in touch and we will send you a payment link.
          </p>
          <a
            href={`mailto:${shell.supportEmail}?subject=${encodeURIComponent(`Custom order ${orderNumber('custom', stored.id)}`)}`}
            className={buttonVariants()}
          >
            <Mail className="size-4" aria-hidden="true" />
            Contact us
          </a>
        </div>
      )}
    </CheckoutLayout>
  );
}
