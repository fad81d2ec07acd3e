/**
 * Reports, for the accountant: sales by month and quarter with refunds netted, sales by product and by kind of
 * order, and the payments PayPal took and gave back by day, each on screen and as a CSV file. The period (a quarter,
 * a month, a year, or two dates) is kept in the address (?period=2026-Q3, ?from=...&to=...); none: this quarter.
 */
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { isCalendarDay } from '../../../../core/dates';
import { parsePeriod, recentPeriods } from '../../../../core/reports';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ListLoading } from '../list-states';
import { useUrlFilters } from '../use-url-filters';
import { PaymentsReportPanel } from './payments-report';
import { ProductsReportPanel } from './products-report';
import { SalesReportPanel } from './sales-report';
import { TaxReportPanel } from './tax-report';

const DEFAULTS = { period: '', from: '', to: '' };
const CHOOSE_DATES = 'dates';
const subscribe = () => () => {};

/** Today in the shop's days (UTC) once in the browser; null in the server render (the page waits for it). */
function useShopToday(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new Date().toISOString().slice(0, 10),
    () => null,
  );
}

/** The API's query for what the address asks: a period the page offers, two real dates, or nothing. */
function reportQuery(filters: typeof DEFAULTS): string {
  if (filters.period && parsePeriod(filters.period)) return new URLSearchParams({ period: filters.period }).toString();
  if (isCalendarDay(filters.from) && isCalendarDay(filters.to) && filters.from <= filters.to)
    return new URLSearchParams({ from: filters.from, to: filters.to }).toString();
  return '';
}

function PeriodForm({
  today,
  filters,
  onShow,
}: {
  today: string;
  filters: typeof DEFAULTS;
  onShow: (next: typeof DEFAULTS) => void;
}) {
  const offered = recentPeriods(today);
  const usingDates = !filters.period && Boolean(filters.from);
  const [choice, setChoice] = useState(usingDates ? CHOOSE_DATES : filters.period || offered[0]!.value);
  const [dates, setDates] = useState({ from: filters.from || today, to: filters.to || today });
  const badDates = choice === CHOOSE_DATES && (!dates.from || !dates.to || dates.from > dates.to);

  function show(event: FormEvent) {
    event.preventDefault();
    if (badDates) return;
    onShow(choice === CHOOSE_DATES ? { period: '', ...dates } : { period: choice, from: '', to: '' });
  }

  return (
    <form onSubmit={show} aria-label="Report period" className="flex flex-wrap items-end gap-3">
      <Field label="Period">
        {(control) => (
          <Select {...control} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <optgroup label="Quarters">
              {offered
                .filter((period) => period.value.includes('Q'))
                .map((period) => (
                  <option key={period.value} value={period.value}>
                    {period.label}
                  </option>
                ))}
            </optgroup>
            <optgroup label="Months">
              {offered
                .filter((period) => /^\d{4}-\d{2}$/.test(period.value))
                .map((period) => (
                  <option key={period.value} value={period.value}>
                    {period.label}
                  </option>
                ))}
            </optgroup>
            <optgroup label="Years">
              {offered
                .filter((period) => /^\d{4}$/.test(period.value))
                .map((period) => (
                  <option key={period.value} value={period.value}>
                    {period.label}
                  </option>
                ))}
            </optgroup>
            <option value={CHOOSE_DATES}>Choose the dates…</option>
          </Select>
        )}
      </Field>
      {choice === CHOOSE_DATES ? (
        <>
          <Field label="From">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={dates.from}
                onChange={(e) => setDates({ ...dates, from: e.target.value })}
              />
            )}
          </Field>
          <Field label="To" error={badDates ? 'The period must end on or after its first day.' : null}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={dates.to}
                onChange={(e) => setDates({ ...dates, to: e.target.value })}
              />
            )}
          </Field>
        </>
      ) : null}
      <Button type="submit" disabled={badDates}>
        Show
      </Button>
    </form>
  );
}

function ReportsPanels({ today }: { today: string }) {
  const { filters, set, formKey } = useUrlFilters(DEFAULTS);
  const query = reportQuery(filters);
  return (
    <>
      <PeriodForm key={formKey} today={today} filters={filters} onShow={(next) => set(next)} />
      <SalesReportPanel query={query} />
      <TaxReportPanel query={query} />
      <ProductsReportPanel query={query} />
      <PaymentsReportPanel query={query} />
    </>
  );
}

export function ReportsSection() {
  const today = useShopToday();
  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-6">
      <div>
        <h2 id="reports-title" className="text-2xl font-bold text-slate-900">
          Reports
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          For the accountant: what the shop sold, by month and quarter with refunds taken off in the month they were
          made; the sales tax by state or province; what sold, by product and kind of order; and each day&apos;s
          payments and refunds with PayPal&apos;s ids. Days are UTC days, as the shop counts them in its other reports
          and statements. Each report downloads as a CSV file.
        </p>
      </div>
      {today ? <ReportsPanels today={today} /> : <ListLoading>Loading the reports...</ListLoading>}
    </section>
  );
}
