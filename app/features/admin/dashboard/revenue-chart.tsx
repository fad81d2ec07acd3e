/**
 * Revenue by week as stacked bars (@visx: plain SVG from scales, the same markup on the server and in the browser).
 * The SVG has a fixed coordinate space and a fixed height, so nothing moves when the numbers arrive; a visually hidden
 * table carries the same numbers for a screen reader.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { formatUsd } from '../../../../core/money';
import { REVENUE_SERIES, type RevenueSeries, type RevenueWeek } from '../../../../core/schemas/dashboard';
import { axisUsd, SERIES_COLOURS, SERIES_LABELS, weekLabel, weekTotal } from './dashboard-format';
import { CHART_HEIGHT } from './chart-size';

const WIDTH = 720;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 56 };

export function RevenueChart({ weeks }: { weeks: RevenueWeek[] }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const highest = Math.max(0, ...weeks.map(weekTotal));
  const xScale = scaleBand<string>({ domain: weeks.map((w) => w.weekStart), range: [0, innerWidth], padding: 0.3 });
  // An empty chart still gets a $0-$100 axis rather than a flat line at the top.
  const yScale = scaleLinear<number>({ domain: [0, highest || 10_000], range: [innerHeight, 0], nice: true });
  const total = weeks.reduce((sum, week) => sum + weekTotal(week), 0);

  return (
    <figure className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${CHART_HEIGHT}`}
        className="w-full"
        style={{ height: CHART_HEIGHT }}
        role="img"
        aria-label={`Revenue by week for the last ${weeks.length} weeks, ${formatUsd(total)} in all; the table below lists each week.`}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {yScale.ticks(4).map((tick) => (
            <line key={tick} x1={0} x2={innerWidth} y1={yScale(tick)} y2={yScale(tick)} stroke="#e2e8f0" />
          ))}
          <BarStack<RevenueWeek, RevenueSeries>
            data={weeks}
            keys={[...REVENUE_SERIES]}
            x={(week) => week.weekStart}
            xScale={xScale}
            yScale={yScale}
            color={(key) => SERIES_COLOURS[key]}
          >
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars
                  .filter((bar) => bar.height > 0)
                  .map((bar) => (
                    <rect
                      key={`${stack.key}-${bar.index}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      fill={bar.color}
                    >
                      <title>{`${weekLabel(bar.bar.data.weekStart)}: ${SERIES_LABELS[stack.key]} ${formatUsd(bar.bar.data[stack.key])}`}</title>
                    </rect>
                  )),
              )
            }
          </BarStack>
          <AxisLeft
            scale={yScale}
            numTicks={4}
            tickFormat={(value) => axisUsd(Number(value))}
            stroke="#94a3b8"
            tickStroke="#94a3b8"
            tickLabelProps={{ fill: '#475569', fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            tickFormat={weekLabel}
            stroke="#94a3b8"
            tickStroke="#94a3b8"
            tickLabelProps={{ fill: '#475569', fontSize: 11, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-label="Legend">
          {REVENUE_SERIES.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: SERIES_COLOURS[key] }} />
              {SERIES_LABELS[key]}
            </li>
          ))}
        </ul>
      </figcaption>
      <RevenueTable weeks={weeks} />
    </figure>
  );
}

/**
 * The chart's numbers for a screen reader (and for the browser tests, which read them by role). In a hidden box of
 * its own: a table is as wide as its cells whatever its class says, and would widen a phone's page.
 */
function RevenueTable({ weeks }: { weeks: RevenueWeek[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>Revenue by week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {REVENUE_SERIES.map((key) => (
              <th key={key} scope="col">
                {SERIES_LABELS[key]}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart} data-week={week.weekStart}>
              <th scope="row">{weekLabel(week.weekStart)}</th>
              {REVENUE_SERIES.map((key) => (
                <td key={key} data-series={key}>
                  {formatUsd(week[key])}
                </td>
              ))}
              <td>{formatUsd(weekTotal(week))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
