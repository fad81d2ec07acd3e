// The frame of the production server build's changes to React Router's code (docs/decisions/025): a Vite
// plugin that changes each of React Router's dist/production files holding `marker`, for the server build only, and
// fails the build when no file held it (an upgrade must not skip a change silently).

/**
 * @param {{ name: string, marker: string, what: string, change: (code: string) => string }} options `what` names
 *   the code changed, for the build's error; `change` throws when the code is not written as it expects.
 * @returns {import('vite').Plugin}
 */
export function reactRouterServerTransform({ name, marker, what, change }) {
  let changed = 0;
  return {
    name: `pinshop-${name}`,
    // The production build's server environment only (Vite's Environment API: React Router's
    // future.v8_viteEnvironmentApi builds the client and the server as environments of one build).
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/') || !code.includes(marker)) return null;
      changed += 1;
      return { code: change(code), map: null };
    },
    buildEnd(error) {
      if (!error && changed === 0) this.error(`${name}: React Router's ${what} was not in the server build`);
    },
  };
}
