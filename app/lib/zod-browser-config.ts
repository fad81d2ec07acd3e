/**
 * zod 4 decides for each object schema, when the schema is built, whether to compile its parser with `new Function`.
 * Under our CSP (no 'unsafe-eval') that probe is blocked and reported as a violation, so the browser parses without
 * compiling (fast enough for forms and API answers). The setting must be in place before any module builds a schema,
 * and the bundler decides the order in which modules run, so it cannot be a module: the root's layout writes this
 * script into the page's head, where it runs before every module script. zod reads `globalThis.__zod_globalConfig`
 * when it loads. The server never runs it: the API keeps its compiled parsers.
 */
export const ZOD_BROWSER_CONFIG_SCRIPT =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });';
