/** A customer's objects, each opening where the admin shows it: orders of both kinds, quotes, invoices, designs. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPath } from '../../../../core/admin-links';
import { formatDate } from '../../../../core/en-us-dates';
import { formatUsd } from '../../../../core/money';
import { orderNumber } from '../../../../core/order-numbers';
import type { CustomerProfile } from '../../../../core/schemas/customers';
import { statusLabel } from '../../../../core/status-labels';
import { TableColumns, Table, TableBody, TableCell, TableRow } from '../../../components/ui/table';

const day = (iso: string) => formatDate(new Date(iso), 'medium', 'local');
const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

function Records({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  const id = `customer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {empty ? <p className="text-sm text-slate-600">{empty}</p> : children}
    </section>
  );
}

export function CustomerRecords({ profile }: { profile: CustomerProfile }) {
  return (
    <div className="flex flex-col gap-8">
      <Records title="Orders" empty={profile.orders.length ? null : 'No orders yet.'}>
        <Table>
          <TableColumns columns={['Order', 'Kind', 'Status', 'Total', 'Placed']} />
          <TableBody>
            {profile.orders.map((order) => (
              <TableRow key={order.number}>
                <TableCell>
                  <Link
                    className={linkClass}
                    to={adminPath({ kind: order.kind === 'custom' ? 'custom-order' : 'catalogue-order', id: order.id })}
                  >
                    {order.number}
                  </Link>
                </TableCell>
                <TableCell>{order.kind === 'custom' ? 'Custom pins' : 'Catalogue'}</TableCell>
                <TableCell>{statusLabel(order.status)}</TableCell>
                <TableCell className="tabular-nums">{formatUsd(order.totalCents)}</TableCell>
                <TableCell>{day(order.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Records>

      <Records title="Quote requests" empty={profile.quotes.length ? null : 'No quote requests.'}>
        <Table>
          <TableColumns columns={['Quote', 'Status', 'Pins', 'Quoted', 'Asked']} />
          <TableBody>
            {profile.quotes.map((quote) => (
              <TableRow key={quote.id}>
                <TableCell>
                  <Link className={linkClass} to={adminPath({ kind: 'quote-request', id: quote.id })}>
                    Quote #{quote.id}
                  </Link>
                </TableCell>
                <TableCell>{statusLabel(quote.status)}</TableCell>
                <TableCell className="tabular-nums">{quote.quantity}</TableCell>
                <TableCell className="tabular-nums">
                  {quote.quotedAmountCents === null ? 'Not yet' : formatUsd(quote.quotedAmountCents)}
                </TableCell>
                <TableCell>{day(quote.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Records>

      <Records title="Invoices" empty={profile.invoices.length ? null : 'No invoices.'}>
        <Table>
          <TableColumns columns={['Invoice', 'Status', 'Total', 'Due']} />
          <TableBody>
            {profile.invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>
                  <Link className={linkClass} to={adminPath({ kind: 'invoice', id: invoice.id })}>
                    {invoice.invoiceNumber}
                  </Link>
                </TableCell>
                <TableCell>{statusLabel(invoice.status)}</TableCell>
                <TableCell className="tabular-nums">{formatUsd(invoice.totalCents)}</TableCell>
                <TableCell>{formatDate(new Date(`${invoice.dueDate}T12:00:00Z`), 'medium', 'utc')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Records>

      <Records
        title="Saved designs"
        empty={
          profile.account
            ? profile.savedDesigns.length
              ? null
              : 'No saved designs.'
            : 'Designs are saved to an account; there is none.'
        }
      >
        <ul className="flex flex-col gap-2 text-sm">
          {profile.savedDesigns.map((design) => (
            <li key={design.id}>
              <span className="font-medium text-slate-900">{design.name}</span>
              <span className="text-slate-600"> · saved {day(design.updatedAt)}</span>
              {design.customOrderId === null ? null : (
                <>
                  {' · from '}
                  <Link className={linkClass} to={adminPath({ kind: 'custom-order', id: design.customOrderId })}>
                    {orderNumber('custom', design.customOrderId)}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      </Records>
    </div>
  );
}
