/** The dashboard chart's short dollars (decision 026), apart from core/en-us.ts: only the admin's chart uses them. */
import { roundHalfExpand } from './en-us';

const COMPACT = [
  { at: 1e12, suffix: 'T' },
  { at: 1e9, suffix: 'B' },
  { at: 1e6, suffix: 'M' },
  { at: 1e3, suffix: 'K' },
] as const;

/** "$950", "$1.2K", "$15K", "$3.4M": dollars in a chart's few characters, at most one decimal. */
export function formatCompactUsd(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  const size = Math.abs(dollars);
  for (const [index, { at, suffix }] of COMPACT.entries()) {
    if (size < at) continue;
    const shown = roundHalfExpand(size / at, 1);
    // 999,960 rounds to 1000K: that is the next unit's 1.
    if (shown >= 1000 && index > 0) return `${sign}$1${COMPACT[index - 1]!.suffix}`;
    return `${sign}$${shown}${suffix}`;
  }
  const shown = roundHalfExpand(size, 1);
  return shown >= 1000 ? `${sign}$1K` : `${sign}$${shown}`;
}
