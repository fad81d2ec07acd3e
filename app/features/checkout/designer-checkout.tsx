/**
 * /checkout?orderData=... (shopper-spec section 2): the designer's link. The page reads the order the server prepared
 * under the link's signed id and shows it with its deposit payment (custom-checkout). That part's code (the order's
 * summary and the designer's prices) is fetched alongside the order, not with every checkout (decision 021): both start
 * as the page mounts, and the skeleton stays until both are in.
 */
import type { PreparedCustomOrder } from '../../../core/schemas/custom-orders';
import { apiErrorStatus, apiRequest } from '../../lib/api';
import { useKeptRead } from '../../lib/use-kept-read';
import { CheckoutSkeleton } from './checkout-layout';
import { OrderLoadFailedNotice } from './checkout-notice';
import { ExpiredOrderLinkNotice } from './custom-order-notices';
import type { CheckoutShell } from './regular-checkout';
import { useCheckoutPart } from './use-checkout-part';

const loadCustomCheckout = () => import('./custom-checkout');

/**
 * /checkout?orderData=...: only the link's signed `preparedOrderId` is used. The order and its prices are the
 * server's (GET /api/designer-orders/{id}); once the deposit is captured, `onPaid` clears the designer's draft.
 */
export interface DesignerCheckoutProps {
  preparedOrderId: string;
  shell: CheckoutShell;
  /** The deposit is captured: the designer's saved draft goes (the route passes the designer's clear). */
  onPaid: () => void;
}

/**
 * The prepared order is read with its schema, which loads alongside it rather than with the page (decision 021); what is
 * kept is the parsed order, or null when the answer is not one.
 */
async function readPreparedOrder(url: string): Promise<PreparedCustomOrder | null> {
  const [answer, { preparedCustomOrderSchema }] = await Promise.all([
    apiRequest('GET', url).then((response): Promise<unknown> => response.json()),
    import('../../../core/schemas/custom-orders'),
  ]);
  const parsed = preparedCustomOrderSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function DesignerCheckout({ preparedOrderId, shell, onPaid }: DesignerCheckoutProps) {
  // Kept for the browser's life, as the query cache kept it (decision 007), without loading react-query (decision 019).
  const url = `/api/designer-orders/${encodeURIComponent(preparedOrderId)}`;
  const query = useKeptRead(url, () => readPreparedOrder(url));
  // Fetched with the order (not after it), so the buyer waits for one round trip, not two.
  const part = useCheckoutPart(loadCustomCheckout);
  if (query.isError && apiErrorStatus(query.error) !== 404) return <OrderLoadFailedNotice onRetry={query.refetch} />;
  if (query.isError) return <ExpiredOrderLinkNotice />;
  if (query.data === undefined) return <CheckoutSkeleton />;
  if (query.data === null) return <ExpiredOrderLinkNotice />;
  // The order is in but the code to show it could not be fetched: the same offer to try again.
  if (part.failed) return <OrderLoadFailedNotice onRetry={part.retry} />;
  if (!part.module) return <CheckoutSkeleton />;
  return <part.module.CustomCheckout order={query.data} shell={shell} onPaid={onPaid} />;
}
