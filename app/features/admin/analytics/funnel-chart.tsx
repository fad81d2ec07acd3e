/**
 * A funnel as a list: each step, a bar against the first step, and what it counted in words ("40 of 273 visitors",
 * "12 payments"), so steps that count different things never read as a rate past 100%.
 */
import type { AnalyticsReport } from '../../../../core/schemas/analytics';
import { funnelStepText } from './analytics-format';

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
          <li key={step.label} className="grid grid-cols-[9rem_1fr_9rem] items-center gap-3">
            <span className="text-slate-700">{step.label}</span>
            <span aria-hidden="true" className="h-3 rounded-full bg-slate-100">
              <span
                className="block h-3 rounded-full bg-brand-600"
                style={{ width: `${Math.min(100, (step.count / first) * 100)}%` }}
              />
            </span>
            <span className="text-right text-slate-900 tabular-nums">{funnelStepText(step, steps[index - 1])}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
