/**
 * The page shown when a page failed for a reason other than "not found" (the database down, a bug): the root's
 * error boundary and the routes' own boundaries, which name the page and offer the way back that fits it.
 */
import { useState, useSyncExternalStore } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { buttonVariants } from './ui/button';

export interface RouteErrorLink {
  to: string;
  label: string;
}

export interface RouteErrorViewProps {
  /** What could not be shown, in the visitor's words. */
  text?: string;
  /** A small line above the heading (the status, when there is one). */
  eyebrow?: string;
  /** The first link is the main way on. */
  links?: readonly RouteErrorLink[];
  /** Development only: the stack, never shown to visitors. */
  details?: string | null;
}

const subscribeNothing = () => () => {};

const DEFAULT_LINKS: readonly RouteErrorLink[] = [
  { to: '/', label: 'Back to home' },
  { to: '/quote', label: 'Request a quote' },
];

/**
 * The id of the request that failed, when the server rendered this error page: the same id is in the X-Request-Id
 * header and the server's log line, so support can find what happened. A page that failed later, in the browser,
 * has no request of its own to name (the root's id belongs to the first page), so it shows none.
 */
function useServerReference(): string | null {
  const root = useRouteLoaderData('root') as { requestId?: unknown } | undefined;
  // True on the server and while the browser hydrates the server's HTML (React reads the server snapshot then), also
  // when this view's code came after the rest of the page had hydrated (app/lib/lazy-view.tsx).
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [renderedByServer] = useState(hydrating);
  return renderedByServer && typeof root?.requestId === 'string' ? root.requestId : null;
}

export function RouteErrorView({
  text = 'Sorry, this page hit a bunker. Please try again in a moment, or head back to the home page.',
  eyebrow,
  links = DEFAULT_LINKS,
  details,
}: RouteErrorViewProps) {
  const reference = useServerReference();
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-base text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={buttonVariants({ variant: index === 0 ? 'default' : 'outline', size: 'lg' })}
          >
            {link.label}
          </Link>
        ))}
      </div>
      {reference ? (
        <p className="mt-8 text-sm text-slate-500">
          If you contact us about this, please quote the reference <span className="font-mono">{reference}</span>.
        </p>
      ) : null}
      {details ? (
        <pre className="mt-10 max-w-full overflow-x-auto rounded-md bg-slate-100 p-4 text-left text-xs text-slate-700">
          {details}
        </pre>
      ) : null}
    </section>
  );
}
