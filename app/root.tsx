import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { NotFoundView, RouteErrorView } from './components/error-views';
import { PromoBanner, isPromoDismissed } from './components/promo-banner';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { Toaster } from './components/ui/toaster';
import { CartSheet } from './features/cart/cart-sheet';
import { usePageviews } from './lib/analytics';
import { EARLY_INPUT_SCRIPT } from './lib/early-input';
import { HydrateLater } from './lib/hydrate-later';
import { renderedUserScript, useRenderedUser } from './lib/rendered-user';
import { refreshCurrentUser } from './lib/session-store';
import { metaShop, type RootShopData } from './lib/use-shop';
import type { RootPricesData } from './lib/use-prices';
import { ZOD_BROWSER_CONFIG_SCRIPT } from './lib/zod-browser-config';
import appStylesHref from './app.css?url';

const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#1f7a3a"/><path d="M12 25V7l10 5-10 5" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', type: 'image/svg+xml', href: FAVICON },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    cspNonce: context.cspNonce,
    // The shop's identity for every page, read through app/lib/use-shop (useShop, metaShop).
    shop: context.shop,
    // The public origin, for the absolute URLs of every page's social card (app/lib/seo.ts metaPublicUrl).
    publicUrl: context.publicUrl,
    // Not the user: the page gets it per response (app/lib/rendered-user), so a signed-in page can be kept.
    // The reference an error page shows (components/route-error-view.tsx): the server's log line has the same id.
    requestId: context.requestId,
    promoDismissed: isPromoDismissed(request.headers.get('cookie')),
    // The owner's price table in effect, for the drawer calculator and the designer (app/lib/use-prices); a page
    // that reads nothing else still renders while the database is away.
    prices: await context.services.prices().catch(() => null),
  } satisfies RootShopData & RootPricesData & Record<string, unknown>;
}

export function meta({ matches, error }: Route.MetaArgs) {
  const shopName = metaShop(matches).name;
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

/** Whether this browser has asked GET /api/auth/user yet (once per page load, after hydration). */
let userConfirmed = false;

/**
 * The header shows the user the page was rendered for (app/lib/session-store seeds itself with it). A page rendered
 * for a signed-in user asks GET /api/auth/user once after hydration (the session may have ended since); a signed-out
 * page never asks (the server already said so, and the 401 would only fill the console). From then on the store (login,
 * logout) is the source of truth.
 */
function useConfirmedUser(user: ReturnType<typeof useRenderedUser>): void {
  useEffect(() => {
    if (userConfirmed || !user) return;
    userConfirmed = true;
    void refreshCurrentUser();
  }, [user]);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.cspNonce;
  const renderedUser = useRenderedUser();
  useConfirmedUser(renderedUser);
  // The mark the early-input script waits for to do again the clicks and submits it held (app/lib/early-input.ts);
  // browser tests wait for it too instead of guessing when the page became interactive. It lives in the Layout so
  // that error pages (a loader's 404, a crash) are marked too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f7a3a" />
        {/*
          The one stylesheet, with a React precedence so React writes it at the top of the head, right after the
          LCP image preload and before the page's ~90 modulepreloads (which <Scripts /> renders and React hoists),
          so the first paint does not wait behind the scripts. A plain <link> (a side-effect CSS import through
          <Links />) would stay in place at the end of the head.
        */}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        {/*
          No paint before the banner and the header are whole: a page that arrives in pieces (a slow network, a busy
          server) would otherwise paint half a header, and the rest would move it.
        */}
        <link rel="expect" href="#main-content" blocking="render" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_BROWSER_CONFIG_SCRIPT }} />
        {/* The user this page was rendered for, read by the header as it hydrates (app/lib/rendered-user). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? renderedUserScript(renderedUser) : '' }}
          suppressHydrationWarning
        />
        {/*
          Holds a click or submit made before hydration and does it again after (app/lib/early-input.ts). It has run
          by the time the browser renders: its text stays out of the browser's bundle.
        */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_INPUT_SCRIPT : '' }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {data?.promoDismissed ? null : <PromoBanner />}
        <SiteHeader cart={<CartSheet />} />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {/* Below every page: hydrated after the page, in short slices (decision 022). */}
        <HydrateLater>
          <SiteFooter />
        </HydrateLater>
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  usePageviews();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <RouteErrorView
      eyebrow={isRouteErrorResponse(error) ? `Error ${error.status}` : 'Unexpected error'}
      // The details help in development; visitors never see a stack trace.
      details={import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null}
    />
  );
}
