import type { Plugin } from 'vite';
/** Text that marks React Router's production file holding matchRoutesImpl. */
export const MARKER: string;
/** The code with each branch's whole path tested before the branch is tried; throws on another shape. */
export function prefilterRouteMatching(code: string): string;
/** The Vite plugin: the production server build's React Router skips branches that cannot match. */
export function routeMatchPrefilter(): Plugin;
