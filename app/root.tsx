import { z } from 'zod';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  Link,
} from 'react-router';
import type { Route } from './+types/root';
import { NotFoundView } from './components/not-found-view';
import { PromoBanner, isPromoDismissed } from './components/promo-banner';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { buttonVariants } from './components/ui/button';
import { Toaster } from './components/ui/toaster';
import { getQueryFn } from './lib/api';
import { USER_QUERY_KEY, getQueryClient } from './lib/query-client';
import './app.css';

// zod 4 probes `new Function` once to decide whether to compile parsers; under our CSP (no 'unsafe-eval') the
// probe is blocked and reported as a violation. Parsing without it is fast enough for forms. Browser only: the
// server shares this zod instance with the API, which keeps its compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** Shown when the root loader itself failed, so the shell can still render. */
const FALLBACK_SHOP = { name: 'Pinshop Golf Pins', salesEmail: 'sales@pinshop.example', location: 'Newport Beach, CA' };

const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#1f7a3a"/><path d="M12 25V7l10 5-10 5" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

export const links: Route.LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: FAVICON }];

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    cspNonce: context.cspNonce,
    shop: context.shop,
    user: context.user,
    promoDismissed: isPromoDismissed(request.headers.get('cookie')),
  };
}

export function meta({ data, error }: Route.MetaArgs) {
  const shopName = data?.shop.name ?? FALLBACK_SHOP.name;
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: '404 Page Not Found' }];
  if (error) return [{ title: `Something went wrong | ${shopName}` }];
  return [
    { title: `${shopName} | Custom Soft Enamel Golf Pins` },
    {
      name: 'description',
      content: 'Custom and ready-made soft enamel golf pins for courses, tournaments, pro shops and golfers.',
    },
  ];
}

type RootData = Awaited<ReturnType<typeof loader>>;

/** Whether this browser has asked GET /api/auth/user yet (once per page load, after hydration). */
let userConfirmed = false;

/**
 * One QueryClient per browser, one per request on the server. The current user from the root loader
 * seeds the cache so the server HTML shows the right header; after hydration GET /api/auth/user is
 * asked once and from then on the cache (login, logout) is the source of truth.
 */
function useShellQueryClient(user: RootData['user'] | undefined): QueryClient {
  const [queryClient] = useState(() => {
    const client = getQueryClient();
    if (user !== undefined && client.getQueryData(USER_QUERY_KEY) === undefined) {
      client.setQueryData(USER_QUERY_KEY, user);
    }
    return client;
  });
  useEffect(() => {
    if (userConfirmed) return;
    userConfirmed = true;
    queryClient
      .fetchQuery({ queryKey: USER_QUERY_KEY, queryFn: getQueryFn({ on401: 'returnNull' }), staleTime: 0 })
      .catch(() => {
        // Offline or a server hiccup: keep what the page was rendered with.
      });
  }, [queryClient]);
  return queryClient;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.cspNonce;
  const shop = data?.shop ?? FALLBACK_SHOP;
  const queryClient = useShellQueryClient(data?.user);
  // Browser tests wait for this mark instead of guessing when the page became interactive. It lives in the
  // Layout so that error pages (a loader's 404, a crash) are marked too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f7a3a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <QueryClientProvider client={queryClient}>
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>
          {data?.promoDismissed ? null : <PromoBanner />}
          <SiteHeader shopName={shop.name} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter shop={shop} />
          <Toaster />
        </QueryClientProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;

  // The details help in development; visitors never see a stack trace.
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {isRouteErrorResponse(error) ? `Error ${error.status}` : 'Unexpected error'}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-base text-slate-600">
        Sorry, this page hit a bunker. Please try again in a moment, or head back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          Back to home
        </Link>
        <Link to="/quote" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Request a quote
        </Link>
      </div>
      {details ? (
        <pre className="mt-10 max-w-full overflow-x-auto rounded-md bg-slate-100 p-4 text-left text-xs text-slate-700">
          {details}
        </pre>
      ) : null}
    </section>
  );
}
