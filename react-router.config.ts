import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build/app',
  ssr: true,
  // React Router v8's behaviour, ahead of the upgrade (docs/upgrading.md says why one stays off for now).
  future: {
    // Off: it moves a route's clientLoader into a chunk of its own that the page fetches before its first paint
    // (/wholesale, /checkout), against decision 022 (scripts after the first paint; tests/e2e/first-paint.spec.ts).
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // request.url is the request as it came (a client-side navigation's ends in `.data`): a loader that needs the
    // page's address reads its `url` argument.
    v8_passThroughRequests: true,
    // Off: every loader reads `context` as our load context (context.services, context.user); with it on,
    // `context` becomes a RouterContextProvider read through context.get(...).
    v8_middleware: false,
  },
} satisfies Config;
