/**
 * A view pages seldom show (the error pages) kept out of every page's first load (decision 021). The server loads its
 * module when it starts, so React renders it at once: the HTML has it in place, with no fallback and no boundary
 * streamed in later. In the browser a page the server rendered with it keeps that HTML and hydrates it when the code
 * has come (under <Suspense>); a page that shows it later (a client-side navigation) loads it then.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { onDemand } from './use-on-demand';

/** Calls back at once: React's lazy() then takes an already loaded module without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then(onFulfilled) {
      return settled(onFulfilled ? onFulfilled(value) : value) as never;
    },
  };
}

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const view = onDemand(load);
  if (import.meta.env.SSR) void view();
  const Lazy = lazy(
    () =>
      (view.loaded
        ? settled({ default: view.loaded })
        : view().then((component) => ({ default: component }))) as Promise<{ default: ComponentType<P> }>,
  );

  return function LazyView(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
