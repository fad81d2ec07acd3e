// A Vite plugin for the production server build: React Router finds a request's routes by trying each branch of the
// route tree in rank order (matchRoutesImpl), and each try builds the root's match (its params, joined paths, the
// matches array) before the branch's own route fails. The home page's index route ranks near last, so GET / built
// about 30 of those a match, twice a request: 52 of the 182 KB a cached GET / allocated (a sampling heap profile
// under load; issue 16). Here each branch first tests its whole path's regular expression, compiled once per
// branch, and is tried only when that passes (docs/decisions/027).
//
// React Router's code is matched exactly: a version that writes it otherwise fails the build (see
// prefilterRouteMatching), and tests/server-bundle/route-match-prefilter.test.ts runs this on the installed React
// Router and compares its matches with the original's.

import { reactRouterServerTransform } from './react-router-server-transform.mjs';

/** The loop of matchRoutesImpl, as dist/production writes it. */
const BRANCH_LOOP =
  /for \(let i = 0; matches == null && i < branches\.length; \+\+i\) \{\s*matches = matchRouteBranch\(\s*branches\[i\],\s*decoded,\s*allowPartial\s*\);\s*\}/;
/** A file that holds matchRoutesImpl: the one to change. */
export const MARKER = 'function matchRoutesImpl(';

/**
 * The test each branch passes before it is tried: the whole path's expression, compiled as React Router compiles a
 * route's (compilePath), case-insensitive and to the end. A branch matches a path only if each of its routes matches
 * its part in turn, so the whole expression matches too: the test only skips branches that cannot match. Partial
 * matching (the browser's route discovery) is left as it was.
 */
const PREFILTER = `
function pinshopBranchMayMatch(branch, pathname) {
  branch.pinshopMatcher ??= compilePath(branch.path, false, true)[0];
  return branch.pinshopMatcher.test(pathname);
}
`;

/**
 * @param {string} code a React Router production file that holds matchRoutesImpl
 * @returns {string} the code with each branch tested before it is tried
 */
export function prefilterRouteMatching(code) {
  if (!BRANCH_LOOP.test(code) || !code.includes('function compilePath(')) {
    throw new Error(
      "scripts/route-match-prefilter.mjs: React Router's matchRoutesImpl is not written as expected " +
        '(a loop of matchRouteBranch(branches[i], decoded, allowPartial)); update the pattern for this version',
    );
  }
  return (
    code.replace(
      BRANCH_LOOP,
      'for (let i = 0; matches == null && i < branches.length; ++i) {\n' +
        '    matches = allowPartial || pinshopBranchMayMatch(branches[i], decoded)\n' +
        '      ? matchRouteBranch(branches[i], decoded, allowPartial)\n' +
        '      : null;\n' +
        '  }',
    ) + PREFILTER
  );
}

/** @returns {import('vite').Plugin} */
export function routeMatchPrefilter() {
  return reactRouterServerTransform({
    name: 'route-match-prefilter',
    marker: MARKER,
    what: 'route matching',
    change: prefilterRouteMatching,
  });
}
