/** Sales by month and by quarter: orders placed, goods, discounts, shipping, sales, refunds made, net sales. */
import { formatUsd } from '../../../../core/money';
import { salesReportSchema, type SalesReport } from '../../../../core/schemas/reports';
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

const PATH = '/api/admin/reports/sales';
const COLUMNS = ['Orders placed', 'Goods', 'Discounts', 'Shipping', 'Sales', 'Refunds', 'Net sales'] as const;

function FiguresRow({
  label,
  figures,
  strong = false,
}: {
  label: string;
  figures: SalesReport['total'];
  strong?: boolean;
}) {
  const cell = strong ? 'tabular-nums font-semibold' : 'tabular-nums';
  return (
    <TableRow>
      <TableHead scope="row" className={strong ? 'font-semibold' : undefined}>
        {label}
      </TableHead>
      <TableCell className={cell}>{figures.orders}</TableCell>
      <TableCell className={cell}>{formatUsd(figures.goodsCents)}</TableCell>
      <TableCell className={cell}>{takenOff(figures.discountCents)}</TableCell>
      <TableCell className={cell}>{formatUsd(figures.shippingCents)}</TableCell>
      <TableCell className={cell}>{formatUsd(figures.salesCents)}</TableCell>
      <TableCell className={cell}>{takenOff(figures.refundsCents)}</TableCell>
      <TableCell className={cell}>{formatUsd(figures.netCents)}</TableCell>
    </TableRow>
  );
}

function SalesTables({ report }: { report: SalesReport }) {
  return (
    <div className="flex flex-col gap-6">
      <Table aria-label="Sales by month">
        <TableCaption>By month</TableCaption>
        <TableColumns columns={['Month', ...COLUMNS]} />
        <TableBody>
          {report.months.map((month) => (
            <FiguresRow key={month.key} label={month.label} figures={month} />
          ))}
        </TableBody>
      </Table>
      <Table aria-label="Sales by quarter">
        <TableCaption>By quarter</TableCaption>
        <TableColumns columns={['Quarter', ...COLUMNS]} />
        <TableBody>
          {report.quarters.map((quarter) => (
            <FiguresRow key={quarter.key} label={quarter.label} figures={quarter} />
          ))}
          <FiguresRow label="Whole period" figures={report.total} strong />
        </TableBody>
      </Table>
      <p className="text-sm text-slate-600">
        Sales are goods less discounts plus shipping, counted on the day each order was placed (a custom order&apos;s
        whole price from its deposit on; a cancelled order only for what was paid). Refunds come off the month they were
        made in.
      </p>
    </div>
  );
}

export function SalesReportPanel({ query }: { query: string }) {
  return (
    <ReportPanel
      id="sales-report"
      title="Sales by month and quarter"
      what="the sales"
      path={PATH}
      query={query}
      schema={salesReportSchema}
    >
      {(data) => <SalesTables report={data} />}
    </ReportPanel>
  );
}
