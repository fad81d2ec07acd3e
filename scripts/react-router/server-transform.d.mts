import type { Plugin } from 'vite';
/** A server-build-only Vite plugin that changes React Router's production files holding `marker`. */
export function reactRouterServerTransform(options: {
  name: string;
  marker: string;
  what: string;
  change: (code: string) => string;
}): Plugin;
