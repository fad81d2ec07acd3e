/**
 * Visitors and page views by day as bars (@visx, plain SVG: the same markup on the server and in the browser), the
 * day-by-day table behind a disclosure for whoever wants the numbers (a screen reader gets the table's caption and
 * the chart's summary).
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { formatCount } from '../../../../core/en-us';
import type { AnalyticsReport } from '../../../../core/schemas/analytics';
import { CountTable } from './count-table';

const WIDTH = 720;
const HEIGHT = 180;
const MARGIN = { top: 8, right: 8, bottom: 24, left: 40 };

export function DailyChart({ days }: { days: AnalyticsReport['days'] }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const highest = Math.max(0, ...days.map((day) => day.pageviews));
  const x = scaleBand<string>({ domain: days.map((day) => day.day), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, highest || 10], range: [innerHeight, 0], nice: true });
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const views = days.reduce((sum, day) => sum + day.pageviews, 0);
  const first = days.at(0)?.day;
  const last = days.at(-1)?.day;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-semibold text-slate-900">Visitors and page views by day (UTC)</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full"
        style={{ height: HEIGHT }}
        role="img"
        aria-label={`${formatCount(visitors)} visits and ${formatCount(views)} page views over ${days.length} day${days.length === 1 ? '' : 's'}${
          first && last ? `, ${first} to ${last}` : ''
        }; the table below lists each day.`}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(3).map((tick) => (
            <g key={tick}>
              <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
              <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill="#64748b">
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {days.map((day) => {
            const left = x(day.day) ?? 0;
            const width = x.bandwidth();
            return (
              <g key={day.day}>
                <rect
                  x={left}
                  y={y(day.pageviews)}
                  width={width}
                  height={innerHeight - y(day.pageviews)}
                  fill="#bfdbfe"
                />
                <rect
                  x={left + width / 4}
                  y={y(day.visitors)}
                  width={width / 2}
                  height={innerHeight - y(day.visitors)}
                  fill="#1d4ed8"
                />
              </g>
            );
          })}
          {first && last ? (
            <>
              <text x={0} y={innerHeight + 16} fontSize={11} fill="#64748b">
                {first}
              </text>
              <text x={innerWidth} y={innerHeight + 16} fontSize={11} fill="#64748b" textAnchor="end">
                {last}
              </text>
            </>
          ) : null}
        </Group>
      </svg>
      <p className="flex gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-[#1d4ed8]" aria-hidden="true" />
          Visitors
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-[#bfdbfe]" aria-hidden="true" />
          Page views
        </span>
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-600 hover:text-slate-900">Show the numbers by day</summary>
        <CountTable
          caption="Visitors and page views by day (UTC)"
          columns={['Day', 'Visitors', 'Page views']}
          rows={days.map((day) => ({ key: day.day, cells: [day.day, day.visitors, day.pageviews] }))}
        />
      </details>
    </figure>
  );
}
