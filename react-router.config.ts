import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build/app',
  ssr: true,
  // React Router v8's behaviour, ahead of the upgrade (docs/upgrading.md says why two stay off for now).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Off: every loader reads `context` as our load context (context.services, context.user); with it on,
    // `context` becomes a RouterContextProvider read through context.get(...).
    v8_middleware: false,
    // Off: the admin pages' sign-in check builds its return address from request.url, which would then keep the
    // `.data` suffix of a client-side navigation; it must read the loader's `url` argument first.
    v8_passThroughRequests: false,
  },
} satisfies Config;
