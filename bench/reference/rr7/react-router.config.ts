import type { Config } from '@react-router/dev/config';

/**
 * The React Router 7 skeleton the bench compares the shop's pages with (bench/servers.mjs builds it at bench time).
 * Its build goes to BENCH_RR7_BUILD_DIR, by default under node_modules/.cache, outside the sources and git.
 */
export default {
  appDirectory: 'app',
  buildDirectory: process.env.BENCH_RR7_BUILD_DIR ?? '../../../node_modules/.cache/pinshop-bench/rr7',
  ssr: true,
} satisfies Config;
