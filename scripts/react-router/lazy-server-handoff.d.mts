import type { Plugin } from 'vite';
/** The code with the first entry context's `serverHandoffStream` encoded on first read; throws on another shape. */
export function makeServerHandoffLazy(code: string): string;
/** The Vite plugin: the production server build's React Router encodes loader data only for a render. */
export function lazyServerHandoff(): Plugin;
