// Imported by the server's entry point (main.ts) before the app loads: V8's memory saver mode for a production
// server on Node.js 24 and newer (docs/decisions/028-memory-saver-mode.md). Set here rather than on the command line
// because Node.js 22, which the shop still supports, does not know the flag and refuses to start with it; set before
// the app's modules load, so their heap is laid out with it too.
import v8 from 'node:v8';

export const MEMORY_SAVER_FLAG = '--memory-saver-mode';

/** Whether a server on this Node.js and in this environment runs with V8's memory saver mode. */
export function usesMemorySaver(nodeVersion: string, nodeEnv: string | undefined): boolean {
  return nodeEnv === 'production' && Number(nodeVersion.replace(/^v/, '').split('.')[0]) >= 24;
}

if (usesMemorySaver(process.versions.node, process.env.NODE_ENV)) v8.setFlagsFromString(MEMORY_SAVER_FLAG);
