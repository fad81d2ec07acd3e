/** A funnel as a list: each step's count, a bar against the first step, and its conversion from the step before. */
import type { AnalyticsReport } from '../../../../core/schemas/analytics';
import { formatRate } from './analytics-format';

export function FunnelChart({ title, steps }: { title: string; steps: AnalyticsReport['designerFunnel'] }) {
  const first = Math.max(1, steps[0]?.count ?? 0);
  const headingId = `funnel-${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {title}
      </h4>
      <ol className="flex flex-col gap-2 text-sm">
        {steps.map((step, index) => (
          <li key={step.label} className="grid grid-cols-[9rem_1fr_3.5rem_4.5rem] items-center gap-3">
            <span className="text-slate-700">{step.label}</span>
            <span aria-hidden="true" className="h-3 rounded-full bg-slate-100">
              <span
                className="block h-3 rounded-full bg-brand-600"
                style={{ width: `${Math.min(100, (step.count / first) * 100)}%` }}
              />
            </span>
            <span className="text-right font-semibold text-slate-900 tabular-nums">{step.count}</span>
            <span className="text-right text-slate-600 tabular-nums">
              {index === 0 ? '' : formatRate(step.rate)}
              <span className="sr-only">{index === 0 ? '' : ' of the step before'}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
