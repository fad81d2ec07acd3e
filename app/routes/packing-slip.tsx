import { data, isRouteErrorResponse, redirect } from 'react-router';
import { RouteErrorView } from '../components/error-views';
import { AdminAccessDenied } from '../features/admin/admin-access-denied';
import { packingSlip, shopAddress } from '../features/admin/packing-slip/packing-slip-model';
import { PackingSlipView } from '../features/admin/packing-slip/packing-slip-view';
import { isAppErrorOfKind } from '../features/orders/order-link.server';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/packing-slip';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    { title: `Packing slip ${loaderData?.slip.number ?? ''} | Admin | ${metaShop(matches).name}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/**
 * An admin page, checked on the server before any HTML as /admin is: a visitor signs in first and comes back, a
 * customer gets a 403, an admin without the second factor enrols first. An unknown or deleted order is a 404.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { user, shop } = context;
  if (!user) throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  if (user.role !== 'admin') throw data('Admin access required', { status: 403 });
  if (user.needsTotpEnrolment) throw redirect('/admin/security');
  const id = Number(params.id);
  if ((params.kind !== 'custom' && params.kind !== 'regular') || !Number.isSafeInteger(id) || id <= 0) {
    throw data('Order not found', { status: 404 });
  }
  const prices = url.searchParams.get('prices') === '1';
  try {
    const entry = await context.services.orders.adminOrder(params.kind, id);
    // The shop's postal address is in the configuration (SHOP_POSTAL_ADDRESS), beside what ShopIdentity names.
    const postalAddress = 'postalAddress' in shop && typeof shop.postalAddress === 'string' ? shop.postalAddress : '';
    return {
      slip: packingSlip(entry, prices),
      prices,
      shop: { name: shop.name, address: shopAddress({ ...shop, postalAddress }), email: shop.supportEmail },
    };
  } catch (error) {
    if (isAppErrorOfKind(error, 'not_found')) throw data('Order not found', { status: 404 });
    throw error;
  }
}

export default function PackingSlipPage({ loaderData }: Route.ComponentProps) {
  return <PackingSlipView slip={loaderData.slip} shop={loaderData.shop} prices={loaderData.prices} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminAccessDenied />;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <RouteErrorView
      text={missing ? 'Order not found.' : 'The packing slip could not be loaded. Please try again in a moment.'}
      links={[{ to: '/admin', label: 'Back to the admin' }]}
    />
  );
}
