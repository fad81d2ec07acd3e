// V8's memory saver mode, opt-in: `V8_MEMORY_SAVER=1` (read by config.ts) for hosts that bill memory rather than CPU.
// It holds the RSS after a burst of pages 60-80 MB lower at about twice the CPU a page (docs/decisions/028). Set
// by the entry point (main.ts) right after the config is read and before the app's modules load, rather than on the
// command line: Node.js 22, which the shop still supports, does not know the flag and refuses to start with it.
import v8 from 'node:v8';

export const MEMORY_SAVER_FLAG = '--memory-saver-mode';

/** Whether this Node.js has V8's memory saver mode (24 and newer). */
export function hasMemorySaver(nodeVersion: string): boolean {
  return Number(nodeVersion.replace(/^v/, '').split('.')[0]) >= 24;
}

/** Turns the mode on when it is wanted and this Node.js has it; else, when wanted, the warning for the log. */
export function startMemorySaver(wanted: boolean, nodeVersion = process.versions.node): string | undefined {
  if (!wanted) return undefined;
  if (!hasMemorySaver(nodeVersion)) {
    return `V8_MEMORY_SAVER is ignored: Node.js ${nodeVersion} has no memory saver mode (it needs Node.js 24)`;
  }
  v8.setFlagsFromString(MEMORY_SAVER_FLAG);
  return undefined;
}
