/**
 * The page behind a review request e-mail (/review/{kind}/{orderId}?token=...): one form per product of the order
 * (a custom order: one). A forged or edited link is the page's 404; an order not arrived yet says so.
 */
import { data, isRouteErrorResponse, Link } from 'react-router';
import { reviewLinkSchema } from '../../core/schemas/reviews';
import { RouteErrorView } from '../components/error-views';
import { isAppErrorOfKind } from '../features/orders/order-link.server';
import { ReviewForm } from '../features/reviews/review-form';
import { metaShop } from '../lib/use-shop';
import type { Route } from './+types/review';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Write a review | ${metaShop(matches).name}` },
    // Reached by a secret link: never indexed, never followed.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const parsed = reviewLinkSchema.safeParse({
    kind: params.kind,
    orderId: params.orderId,
    token: new URL(request.url).searchParams.get('token') ?? '',
  });
  if (!parsed.success) throw data(null, { status: 404 });
  try {
    return { link: parsed.data, invitation: await context.services.reviews.invitation(parsed.data) };
  } catch (error) {
    if (isAppErrorOfKind(error, 'not_found')) throw data(null, { status: 404 });
    throw error;
  }
}

export default function Review({ loaderData }: Route.ComponentProps) {
  const { link, invitation } = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">How are your pins, {invitation.firstName}?</h1>
      {invitation.delivered ? (
        <>
          <p className="mt-3 text-slate-700">
            Your review helps other golfers choose. We publish every review once we have read it, whatever its rating,
            and never change your words.
          </p>
          <div className="mt-8 grid gap-10">
            {invitation.items.map((item) => (
              <div key={item.productId ?? 'custom'}>
                <h2 className="mb-3 text-xl font-semibold text-slate-900">{item.name}</h2>
                <ReviewForm link={link} item={item} />
              </div>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-3 text-slate-700">
          You can review your order once it has been delivered. We will e-mail you when it is time.
        </p>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">This review link is not valid</h1>
        <p className="mt-3 text-slate-700">Please use the link from your e-mail, or reply to it and we will help.</p>
        <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Back to the shop
        </Link>
      </section>
    );
  }
  return (
    <RouteErrorView
      text="We could not load this page. Please try again in a moment."
      links={[{ to: '/', label: 'Back to the shop' }]}
    />
  );
}
