import type { LinePrice } from '../../../core/pricing/tiers';
import { formatUsd } from '../../lib/format';

/** "$11.99 each", or with a tier "$11.99 → $9.59 each (20% off)". */
export function UnitPrice({ line }: { line: LinePrice }) {
  if (line.unitPriceCents === 0) return <p className="text-sm text-slate-600">Free promotional pin</p>;
  if (line.percentOff === 0) {
    return <p className="text-sm text-slate-600 tabular-nums">{formatUsd(line.unitPriceCents)} each</p>;
  }
  return (
    <p className="text-sm text-slate-600 tabular-nums">
      <s className="text-slate-400">{formatUsd(line.unitPriceCents)}</s> →{' '}
      <span className="font-medium text-slate-900">{formatUsd(line.tierUnitPriceCents)} each</span>{' '}
      <span className="font-semibold whitespace-nowrap text-brand-700">({line.percentOff}% off)</span>
    </p>
  );
}

/** The line's total after its tier, with the full price struck through when the tier saves something. */
export function LineTotal({ line }: { line: LinePrice }) {
  return (
    <p className="flex flex-col items-end text-sm tabular-nums">
      <span className="font-semibold text-slate-900">
        {line.totalCents === 0 ? 'FREE' : formatUsd(line.totalCents)}
      </span>
      {line.savingsCents > 0 ? (
        <s className="text-xs text-slate-400">
          <span className="sr-only">was </span>
          {formatUsd(line.fullCents)}
        </s>
      ) : null}
    </p>
  );
}
