export const DEBIAN_CHROMIUM: string;
/** The first Chromium found, or null. `withDefault` also looks at Debian's path when it is not on the PATH. */
export function findChromium(options?: { env?: NodeJS.ProcessEnv; withDefault?: boolean }): string | null;
