/**
 * Sales tax by month and by quarter, per state or province: sales taxable, exempt and sold where no rate is set, the
 * tax charged and refunded, and what is left to report. What the report cannot place in a state is said below it.
 */
import { formatCount } from '../../../../core/en-us';
import { formatUsd } from '../../../../core/money';
import { taxReportSchema, type TaxReport } from '../../../../core/schemas/reports';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumns,
  TableHead,
  TableRow,
} from '../../../components/ui/table';
import { ReportPanel, takenOff } from './report-panel';

const PATH = '/api/admin/reports/tax';
const COLUMNS = ['Sales', 'Taxable', 'Exempt', 'No rate set', 'Tax charged', 'Tax refunded', 'Net tax'] as const;

function TaxCells({ figures, strong = false }: { figures: TaxReport['total']; strong?: boolean }) {
  const cell = strong ? 'tabular-nums font-semibold' : 'tabular-nums';
  return (
    <>
      <TableCell className={cell}>{formatUsd(figures.salesCents)}</TableCell>
      <TableCell className={cell}>{formatUsd(figures.taxableCents)}</TableCell>
      <TableCell className={cell}>{formatUsd(figures.exemptCents)}</TableCell>
      <TableCell className={cell}>{formatUsd(figures.untaxedCents)}</TableCell>
      <TableCell className={cell}>{formatUsd(figures.taxCents)}</TableCell>
      <TableCell className={cell}>{takenOff(figures.refundedTaxCents)}</TableCell>
      <TableCell className={cell}>{formatUsd(figures.netTaxCents)}</TableCell>
    </>
  );
}

function QuarterTable({ quarter }: { quarter: TaxReport['quarters'][number] }) {
  return (
    <Table aria-label={`Sales tax in ${quarter.label}`}>
      <TableCaption>{quarter.label}, by state or province</TableCaption>
      <TableColumns columns={['State or province', ...COLUMNS]} />
      <TableBody>
        {quarter.jurisdictions.map((where) => (
          <TableRow key={where.label}>
            <TableHead scope="row">{where.label}</TableHead>
            <TaxCells figures={where} />
          </TableRow>
        ))}
        <TableRow>
          <TableHead scope="row" className="font-semibold">
            All states and provinces
          </TableHead>
          <TaxCells figures={quarter} strong />
        </TableRow>
      </TableBody>
    </Table>
  );
}

function NotCovered({ kinds }: { kinds: TaxReport['notCovered'] }) {
  const listed = kinds.filter((kind) => kind.orders > 0);
  if (listed.length === 0) return null;
  return (
    <div className="text-sm text-slate-700">
      <p className="font-semibold">Not in the tax figures above (no state is kept with their tax):</p>
      <ul className="mt-1 list-disc pl-5">
        {listed.map((kind) => (
          <li key={kind.kind}>
            {kind.label}: {formatCount(kind.orders)} {kind.orders === 1 ? 'order' : 'orders'},{' '}
            {formatUsd(kind.salesCents)} of sales, {formatUsd(kind.taxCents)} of tax charged
          </li>
        ))}
      </ul>
    </div>
  );
}

function TaxTables({ report }: { report: TaxReport }) {
  return (
    <div className="flex flex-col gap-6">
      <Table aria-label="Sales tax by month">
        <TableCaption>By month, all states and provinces</TableCaption>
        <TableColumns columns={['Month', ...COLUMNS]} />
        <TableBody>
          {report.months.map((month) => (
            <TableRow key={month.key}>
              <TableHead scope="row">{month.label}</TableHead>
              <TaxCells figures={month} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {report.quarters.map((quarter) => (
        <QuarterTable key={quarter.key} quarter={quarter} />
      ))}
      <NotCovered kinds={report.notCovered} />
      <p className="text-sm text-slate-600">
        Catalogue and custom orders by the state or province they ship to. Exempt: an order under an approved
        certificate, and the items and shipping the state does not tax. No rate set: sold where the shop charges no tax.
        A refund gives back tax in proportion to the amount refunded, in the month it was made; net tax is tax charged
        less tax refunded.
      </p>
    </div>
  );
}

export function TaxReportPanel({ query }: { query: string }) {
  return (
    <ReportPanel
      id="tax-report"
      title="Sales tax"
      what="the sales tax"
      path={PATH}
      query={query}
      schema={taxReportSchema}
    >
      {(data) => <TaxTables report={data} />}
    </ReportPanel>
  );
}
