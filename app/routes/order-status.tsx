import { data, useSearchParams } from 'react-router';
import { OrderNotFound, OrderStatusView } from '../features/orders/order-status-view';
import type { Route } from './+types/order-status';

export function meta({ loaderData, params }: Route.MetaArgs) {
  const shopName = loaderData?.shopName ?? 'Pinshop Golf Pins';
  return [
    { title: `Order #${params.id} Status | ${shopName}` },
    // A private page reached by a secret link: never indexed, never in a preview.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** A wrong or missing token is an HTTP 404, the same as an order that does not exist. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  const token = new URL(request.url).searchParams.get('token') ?? undefined;
  const found =
    Number.isSafeInteger(id) && id > 0
      ? await context.services.orders.byStatusToken(id, token).then(
          () => true,
          () => false,
        )
      : false;
  if (!found) throw data(null, { status: 404 });
  return { shopName: context.shop.name, supportEmail: context.shop.supportEmail };
}

export default function OrderStatus({ loaderData, params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return <OrderStatusView orderId={params.id} token={token} supportEmail={loaderData.supportEmail} />;
}

export function ErrorBoundary() {
  return <OrderNotFound />;
}
