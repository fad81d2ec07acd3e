/** Resolves once the element with `anchorId` is within `margin` of the viewport (at once outside a browser). */
export function whenNear(anchorId: string, margin = '800px'): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observe = () => {
      const anchor = document.getElementById(anchorId);
      if (!anchor) return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: margin },
      );
      observer.observe(anchor);
    };
    // During hydration the anchor is in the server HTML already; after a client navigation it mounts with the page.
    if (document.getElementById(anchorId)) observe();
    else requestAnimationFrame(observe);
  });
}
