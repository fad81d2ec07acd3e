/**
 * A part of a page rendered in full by the server but kept out of the page's first load in the browser (issue 16):
 * the home page's designer, far below the fold. Until `whenNeeded` resolves and the module is loaded, the browser
 * keeps the server's HTML as it is (not hydrated, so not yet interactive); then React renders the component there.
 *
 * No <Suspense>: React streams a boundary this large apart from the page, hidden until a script shows it. Instead
 * the server renders the lazy component inside the shell, and the browser's first render is an empty
 * `dangerouslySetInnerHTML`, which React hydrates without touching the server's children.
 */
import { lazy, type ComponentType } from 'react';
import { useOnDemand } from './use-on-demand';

export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  whenNeeded: () => Promise<void>,
): ComponentType<P> {
  const OnServer = lazy(() => load().then((component) => ({ default: component })));
  const loadWhenNeeded = () => whenNeeded().then(load);

  return function LazyIsland(props: P) {
    const Loaded = useOnDemand(loadWhenNeeded, true);
    if (import.meta.env.SSR) {
      return (
        <div>
          <OnServer {...props} />
        </div>
      );
    }
    if (Loaded) {
      return (
        <div>
          <Loaded {...props} />
        </div>
      );
    }
    return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  };
}
