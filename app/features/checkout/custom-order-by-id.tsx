/**
 * /checkout?customOrderId=N: the stored custom order (GET /api/custom-orders/{id}) and where its deposit stands. A
 * missing order, or a server without that endpoint, shows a not-found message.
 */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { orderNumber } from '../../../core/order-numbers';
import { buttonVariants } from '../../components/ui/button';
import { apiErrorStatus, apiRequest } from '../../lib/api';
import { useKeptRead } from '../../lib/use-kept-read';
import { CheckoutLayout, CheckoutSkeleton, SectionHeading } from './checkout-layout';
import { OrderLoadFailedNotice } from './checkout-notice';
import { OrderNotFoundNotice } from './custom-order-notices';
import { trackOrderPath } from './checkout-query';
import type { CheckoutShell } from './regular-checkout';
import type { StoredCustomOrder } from './stored-custom-order-schema';
import { useCheckoutPart } from './use-checkout-part';

/**
 * The order's summary (with the designer's price tables) is fetched alongside the order, not with every checkout
 * (decision 021); the skeleton stays until both are in.
 */
const loadSummary = () => import('./custom-order-summary');

/**
 * The order is read with its schema, which loads alongside it rather than with the page (decision 021). What is kept is
 * the parsed order (or null when the answer is not one), not the raw answer.
 */
async function readStoredCustomOrder(id: number): Promise<StoredCustomOrder | null> {
  const [answer, { storedCustomOrderSchema }] = await Promise.all([
    apiRequest('GET', `/api/custom-orders/${id}`).then((response): Promise<unknown> => response.json()),
    import('./stored-custom-order-schema'),
  ]);
  const parsed = storedCustomOrderSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function CustomOrderById({ id, shell }: { id: number; shell: CheckoutShell }) {
  // Kept for the browser's life, as the query cache kept it (decision 007), without loading react-query (decision 019).
  const order = useKeptRead(`/api/custom-orders/${id}|checkout`, () => readStoredCustomOrder(id));
  const summary = useCheckoutPart(loadSummary);
  if (order.isError && apiErrorStatus(order.error) !== 404) return <OrderLoadFailedNotice onRetry={order.refetch} />;
  if (order.isError) return <OrderNotFoundNotice />;
  if (order.data === undefined) return <CheckoutSkeleton />;
  const stored = order.data;
  if (stored === null) return <OrderNotFoundNotice />;
  if (summary.failed) return <OrderLoadFailedNotice onRetry={summary.retry} />;
  if (!summary.module) return <CheckoutSkeleton />;
  const { CustomOrderSummary } = summary.module;
  const depositPaid = Boolean(stored.depositPaymentId) || (stored.status !== undefined && stored.status !== 'pending');

  return (
    <CheckoutLayout summary={<CustomOrderSummary order={stored} depositPaid={depositPaid} />}>
      <SectionHeading>Custom order {orderNumber('custom', stored.id)}</SectionHeading>
      {depositPaid ? (
        <div className="flex flex-col items-start gap-4">
          <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
            <Icon name="circle-check" className="size-5 text-brand-600" aria-hidden="true" />
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
            <Icon name="mail" className="size-4" aria-hidden="true" />
            Contact us
          </a>
        </div>
      )}
    </CheckoutLayout>
  );
}
