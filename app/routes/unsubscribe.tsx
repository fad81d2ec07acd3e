/**
 * The page behind a campaign e-mail's unsubscribe link (/unsubscribe/{token}). The server only reads the state (mail
 * scanners open links too); once in the browser the page unsubscribes by itself, so one click from the e-mail is
 * enough, and offers the undo. Without JavaScript its buttons are plain forms the API answers with a 303 back here.
 */
import { Icon, type IconName } from '../components/ui/icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { data, isRouteErrorResponse, Link, useSearchParams } from 'react-router';
import { CAMPAIGN_MESSAGES, unsubscribeStatusSchema } from '../../core/schemas/campaigns';
import { RouteErrorView } from '../components/error-views';
import { Button, buttonVariants } from '../components/ui/button';
import { isAppErrorOfKind } from '../features/orders/order-link.server';
import { apiErrorMessage, apiJson } from '../lib/api';
import { metaShop, useShop } from '../lib/use-shop';
import type { Route } from './+types/unsubscribe';
import { withQueryScope } from '../lib/query-scope';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Unsubscribe | ${metaShop(matches).name}` },
    // Reached by a secret link: never indexed, never followed.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** Reads only: a wrong or forged link is the page's 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    return await context.services.unsubscribe.status(params.token);
  } catch (error) {
    if (isAppErrorOfKind(error, 'not_found')) throw data(null, { status: 404 });
    throw error;
  }
}

type View = 'asking' | 'unsubscribed' | 'resubscribed';

function Frame({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
        <Icon name={icon} className="size-8" aria-hidden="true" />
      </span>
      {children}
    </section>
  );
}

function Unsubscribe({ loaderData, params }: Route.ComponentProps) {
  const shop = useShop();
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>(
    loaderData.unsubscribed ? 'unsubscribed' : searchParams.has('resubscribed') ? 'resubscribed' : 'asking',
  );
  const url = `/api/unsubscribe/${params.token}`;
  const action = useMutation({
    mutationFn: (undo: boolean) => apiJson(unsubscribeStatusSchema, 'POST', undo ? `${url}/undo` : url),
    onSuccess: (status) => setView(status.unsubscribed ? 'unsubscribed' : 'resubscribed'),
  });

  // The click in the e-mail is the request: once the page runs in a browser, it unsubscribes (once, even when React
  // runs the effect twice).
  const arrived = useRef(false);
  const { mutate } = action;
  const asking = view === 'asking';
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (asking) mutate(false);
  }, [asking, mutate]);

  const submit = (undo: boolean) => (event: FormEvent) => {
    event.preventDefault();
    action.mutate(undo);
  };
  const undo = view === 'unsubscribed';

  return (
    <Frame icon={view === 'unsubscribed' ? 'mail-x' : 'mail-check'}>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">E-mail preferences</p>
      <div role="status" className="mt-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {view === 'unsubscribed'
            ? CAMPAIGN_MESSAGES.unsubscribed
            : view === 'resubscribed'
              ? CAMPAIGN_MESSAGES.resubscribed
              : 'Unsubscribe from marketing e-mail'}
        </h1>
        <p className="mt-4 text-base text-slate-600">
          {view === 'unsubscribed'
            ? `${loaderData.email} will get no more offers or news from ${shop.name}. E-mails about your orders still arrive.`
            : view === 'resubscribed'
              ? `${loaderData.email} will get our offers and news again.`
              : `Stop offers and news from ${shop.name} to ${loaderData.email}.`}
        </p>
      </div>
      <div role="alert" className="mt-4 text-sm font-medium text-red-700">
        {action.isError ? apiErrorMessage(action.error) : null}
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <form method="post" action={undo ? `${url}/undo` : url} onSubmit={submit(undo)}>
          <input type="hidden" name="page" value="1" />
          <Button type="submit" size="lg" variant={undo ? 'outline' : 'default'} disabled={action.isPending}>
            {action.isPending ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
            {undo ? 'Undo' : view === 'resubscribed' ? 'Unsubscribe again' : 'Unsubscribe'}
          </Button>
        </form>
        <Link to="/" className={buttonVariants({ variant: undo ? 'default' : 'outline', size: 'lg' })}>
          <Icon name="house" className="size-4" aria-hidden="true" />
          Back to the shop
        </Link>
      </div>
    </Frame>
  );
}

/** A wrong or forged link reads as not found; anything else (an outage) says to try again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame icon="flag">
        <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {CAMPAIGN_MESSAGES.unsubscribeNotFound}
        </h1>
        <p className="mt-4 text-base text-slate-600">
          This unsubscribe link is incomplete or not ours. Open the link in the e-mail again, or write to us and we will
          take your address off our list.
        </p>
        <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          <Icon name="house" className="size-4" aria-hidden="true" />
          Back to home
        </Link>
      </Frame>
    );
  }
  return (
    <RouteErrorView
      text="We could not open this link. Please try again in a moment."
      links={[{ to: '/', label: 'Back to home' }]}
    />
  );
}

export default withQueryScope(Unsubscribe);
