import { data, isRouteErrorResponse, useSearchParams } from 'react-router';
import { orderNumber } from '../../core/order-numbers';
import { RouteErrorView } from '../components/error-views';
import { isAppErrorOfKind } from '../features/orders/order-link.server';
import { ProofNotFound } from '../features/proofs/proof-not-found';
import { ProofPageView } from '../features/proofs/proof-page-view';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/order-proof';
import { withQueryScope } from '../lib/query-scope';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const number = loaderData ? orderNumber('custom', loaderData.proof.order.id) : '';
  return [
    { title: `Review Your Proof: Order ${number} | ${metaShop(matches).name}` },
    // A private page reached by a secret link: never indexed, never in a preview.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/**
 * The proof is read on the server (the signed-in owner by the session, anyone else by the e-mailed link's token), so
 * the first HTML shows it and a wrong or expired link is an HTTP 404. Any other failure is rethrown: an outage is no
 * reason to tell a customer their proof does not exist.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get('token') ?? undefined;
  try {
    return { proof: await context.services.proofs.customerView(id, { user: context.user, token }) };
  } catch (error) {
    if (isAppErrorOfKind(error, 'not_found')) throw data(null, { status: 404 });
    throw error;
  }
}

function OrderProof({ loaderData, params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return <ProofPageView orderId={params.id} token={searchParams.get('token') ?? ''} initialProof={loaderData.proof} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProofNotFound />;
  return (
    <RouteErrorView
      text="We could not load your proof. Please try again in a moment."
      links={[
        { to: '/track-order', label: 'Track my orders' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}

export default withQueryScope(OrderProof);
