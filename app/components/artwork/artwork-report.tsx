/**
 * An artwork pre-flight report (core/artwork-preflight) in plain sentences: each finding with what happens next, a
 * row of swatches of the main colours (each named in words), and for a picture its DPI at each pin size. The same
 * view on the customer's page right after upload and on the owner's order.
 */
import type { ArtworkReport as Report } from '../../../core/artwork-preflight';
import { useId } from 'react';
import { Icon } from '../ui/icons';

export interface ArtworkReportProps {
  report: Report;
  /** "Your artwork" for the customer; the owner's view names no one. */
  heading: string;
  headingLevel?: 'h3' | 'h4';
}

export function ArtworkReport({ report, heading, headingLevel: Heading = 'h3' }: ArtworkReportProps) {
  const swatchesId = useId();
  return (
    <section
      aria-label={heading}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm"
    >
      <Heading className="font-semibold text-slate-900">{heading}</Heading>
      <ul className="flex flex-col gap-2">
        {report.findings.map((finding) => (
          <li key={finding.id} className="flex gap-2">
            <Icon
              name={finding.tone === 'ok' ? 'circle-check' : 'info'}
              className={
                finding.tone === 'ok'
                  ? 'mt-0.5 size-4 shrink-0 text-brand-700'
                  : 'mt-0.5 size-4 shrink-0 text-amber-700'
              }
              aria-hidden="true"
            />
            <p className="text-slate-700">
              {finding.text} <span className="font-medium text-slate-900">{finding.next}</span>
            </p>
          </li>
        ))}
      </ul>
      {report.swatches.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p id={swatchesId} className="text-xs font-medium text-slate-600">
            {report.colourCount > report.swatches.length
              ? `The ${report.swatches.length} main colours of ${report.colourCount}`
              : 'Its colours'}
          </p>
          <ul aria-labelledby={swatchesId} className="flex flex-wrap gap-2">
            {report.swatches.map((swatch) => (
              <li key={swatch.hex} className="flex items-center gap-1.5 text-xs text-slate-700">
                <span
                  aria-hidden="true"
                  className="size-5 rounded-md ring-1 ring-slate-300"
                  style={{ backgroundColor: swatch.hex }}
                />
                <span>
                  {swatch.name} <span className="sr-only">({swatch.hex}), </span>
                  <span className="text-slate-500">{Math.max(1, Math.round(swatch.share * 100))}%</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.kind === 'raster' ? (
        <p className="text-xs text-slate-600">
          {report.widthPx} × {report.heightPx} pixels:{' '}
          {report.sizes.map((size) => `${size.dpi} DPI at ${size.label}`).join(', ')} (we print from 300 DPI).
        </p>
      ) : null}
    </section>
  );
}
