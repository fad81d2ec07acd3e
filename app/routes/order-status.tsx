import { isRouteErrorResponse, useSearchParams } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { findOrderByLink } from '../features/orders/order-link.server';
import { OrderNotFound, OrderStatusView } from '../features/orders/order-status-view';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/order-status';
import { withQueryScope } from '../lib/query-scope';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    { title: `Order ${loaderData?.orderNumber ?? ''} Status | ${metaShop(matches).name}` },
    // A private page reached by a secret link: never indexed, never in a preview.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** The link is checked on the server, so a wrong one is an HTTP 404; the order itself is read in the browser. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return findOrderByLink(context.services.orders, params.id, new URL(request.url).searchParams.get('token'));
}

function OrderStatus({ params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return <OrderStatusView orderId={params.id} token={searchParams.get('token') ?? ''} />;
}

/** Only the server's "not found" reads as "Order not found"; an outage is no reason to tell a customer that. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <OrderNotFound />;
  return (
    <RouteErrorView
      text="We could not load this order. Please try again in a moment."
      links={[
        { to: '/track-order', label: 'Track my orders' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}

export default withQueryScope(OrderStatus);
