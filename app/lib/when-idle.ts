/**
 * Resolves when the browser is next idle after the page has loaded (requestIdleCallback, at most `timeout` ms later;
 * a short timer where the browser has no requestIdleCallback, as Safari), at once outside a browser. For code the
 * page will likely need soon but not for its first paint (decision 021): fetched then, it is there when the visitor is.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout });
      else window.setTimeout(resolve, 300);
    };
    // Not while the page's own resources are still loading: idle time before `load` is the page's.
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
