/** What sold: catalogue products by pins and sales, and every kind of order (custom orders by kind, invoices). */
import { formatCount } from '../../../../core/en-us';
import { formatUsd } from '../../../../core/money';
import { productsReportSchema, type ProductsReport } from '../../../../core/schemas/reports';
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

const PATH = '/api/admin/reports/products';

function ProductTables({ report }: { report: ProductsReport }) {
  return (
    <div className="flex flex-col gap-6">
      <Table aria-label="Sales by kind of order">
        <TableCaption>By kind of order</TableCaption>
        <TableColumns columns={['Kind of order', 'Orders', 'Pins', 'Goods', 'Discounts', 'Sales']} />
        <TableBody>
          {report.kinds.map((kind) => (
            <TableRow key={kind.kind}>
              <TableHead scope="row">{kind.label}</TableHead>
              <TableCell className="tabular-nums">{formatCount(kind.orders)}</TableCell>
              <TableCell className="tabular-nums">{formatCount(kind.pins)}</TableCell>
              <TableCell className="tabular-nums">{formatUsd(kind.goodsCents)}</TableCell>
              <TableCell className="tabular-nums">{takenOff(kind.discountCents)}</TableCell>
              <TableCell className="tabular-nums">{formatUsd(kind.salesCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {report.products.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center text-sm">
          No catalogue pins were sold in this period.
        </p>
      ) : (
        <Table aria-label="Sales by catalogue product">
          <TableCaption>By catalogue product</TableCaption>
          <TableColumns columns={['Product', 'Pins sold', 'Sales']} />
          <TableBody>
            {report.products.map((product) => (
              <TableRow key={product.productId}>
                <TableHead scope="row">{product.name}</TableHead>
                <TableCell className="tabular-nums">{formatCount(product.quantity)}</TableCell>
                <TableCell className="tabular-nums">{formatUsd(product.salesCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <p className="text-sm text-slate-600">
        Products count the lines of the orders placed in the period at the price charged, leaving out cancelled orders
        and orders refunded in full; an order&apos;s discount, its shipping and partial refunds are in the sales by
        month.
      </p>
    </div>
  );
}

export function ProductsReportPanel({ query }: { query: string }) {
  return (
    <ReportPanel
      id="products-report"
      title="Sales by product and kind of order"
      what="the sales by product"
      path={PATH}
      query={query}
      schema={productsReportSchema}
    >
      {(data) => <ProductTables report={data} />}
    </ReportPanel>
  );
}
