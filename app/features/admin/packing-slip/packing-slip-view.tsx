/**
 * The printable packing slip: the shop's name and address, the order's number and date, the ship-to address and the
 * lines to pack; prices only with ?prices=1. On paper only the slip prints (the site's header, footer and the
 * page's own buttons are left out).
 */
import { Link } from 'react-router';
import { SHIP_MESSAGES } from '../../../../core/schemas/shipping';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import type { PackingSlip } from './packing-slip-model';

/** On paper: the slip alone, black on white, no shadows or page chrome. */
const PRINT_CSS = `@media print {
  body > :not(main), [data-slip-controls] { display: none !important; }
  body, main { background: #fff !important; }
  [data-slip] { box-shadow: none !important; border: 0 !important; margin: 0 !important; padding: 0 !important; max-width: none !important; }
  @page { margin: 14mm; }
}`;

export interface PackingSlipViewProps {
  slip: PackingSlip;
  shop: { name: string; address: string; email: string };
  prices: boolean;
}

export function PackingSlipView({ slip, shop, prices }: PackingSlipViewProps) {
  const path = `/admin/orders/${slip.kind}/${slip.id}/packing-slip`;
  return (
    <div className="bg-slate-50 px-4 py-8 sm:px-6">
      <style href="packing-slip-print" precedence="default">
        {PRINT_CSS}
      </style>
      <div data-slip-controls className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center gap-3">
        <Link to="/admin" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <Icon name="arrow-left" className="size-4" aria-hidden="true" />
          Back to the admin
        </Link>
        <Link
          to={prices ? path : `${path}?prices=1`}
          replace
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'ml-auto' })}
        >
          {prices ? 'Hide prices' : 'Show prices'}
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          <Icon name="file-text" className="size-4" aria-hidden="true" />
          Print
        </Button>
      </div>

      <article
        data-slip
        aria-labelledby="packing-slip-title"
        className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8 text-slate-900 shadow-sm"
      >
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-200 pb-6">
          <div>
            <p className="text-lg font-bold">{shop.name}</p>
            <p className="text-sm text-slate-700">{shop.address}</p>
            <p className="text-sm text-slate-700">{shop.email}</p>
          </div>
          <div className="text-right">
            <h1 id="packing-slip-title" className="text-2xl font-bold">
              Packing slip
            </h1>
            <p className="text-sm">
              Order <span className="font-semibold">{slip.number}</span>
            </p>
            <p className="text-sm text-slate-700">Placed {slip.placed}</p>
            {slip.shipment ? <p className="text-sm text-slate-700">Shipped with {slip.shipment}</p> : null}
          </div>
        </header>

        <section aria-labelledby="slip-ship-to" className="grid gap-6 border-b border-slate-200 py-6 sm:grid-cols-2">
          <div>
            <h2 id="slip-ship-to" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Ship to
            </h2>
            {slip.shipTo ? (
              <address className="mt-1 text-base whitespace-pre-line not-italic">{slip.shipTo.join('\n')}</address>
            ) : (
              <p className="mt-1 font-medium text-amber-800">{SHIP_MESSAGES.noShipTo}</p>
            )}
          </div>
          <div>
            <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Customer</h2>
            <p className="mt-1">{slip.customer.name}</p>
            <p className="text-sm text-slate-700">{slip.customer.email}</p>
            {slip.customer.phone ? <p className="text-sm text-slate-700">{slip.customer.phone}</p> : null}
          </div>
        </section>

        <table className="mt-6 w-full border-collapse text-sm">
          <caption className="sr-only">Items in order {slip.number}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Quantity
              </th>
              {prices ? (
                <>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    Unit price
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Amount
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {slip.lines.map((line, index) => (
              <tr key={`${line.description}-${index}`} className="border-b border-slate-100 align-top">
                <td className="py-3 pr-4">
                  <p className="font-medium">{line.description}</p>
                  {line.details.map((detail) => (
                    <p key={detail} className="text-slate-700">
                      {detail}
                    </p>
                  ))}
                </td>
                <td className="py-3 pr-4 text-right tabular-nums">{line.quantity}</td>
                {prices ? (
                  <>
                    <td className="py-3 pr-4 text-right tabular-nums">{line.unitPrice}</td>
                    <td className="py-3 text-right tabular-nums">{line.lineTotal}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>

        {slip.designs.length > 0 ? (
          <section aria-labelledby="slip-designs" className="mt-6">
            <h2 id="slip-designs" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Designs
            </h2>
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {slip.designs.map((design, index) => (
                <li key={`${design.name}-${index}`} className="flex items-center gap-2">
                  {design.artworkUrl ? (
                    <img
                      src={design.artworkUrl}
                      alt={`Artwork of ${design.name}`}
                      className="size-10 shrink-0 border border-slate-300 object-contain"
                    />
                  ) : null}
                  <span>
                    {design.name}
                    {design.quantity !== null ? ` × ${design.quantity}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {slip.totals ? (
          <dl className="mt-6 ml-auto grid max-w-xs grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {slip.totals.map(([label, amount]) => (
              <div key={label} className="contents">
                <dt className="text-slate-700">{label}</dt>
                <dd className="text-right tabular-nums">{amount}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        <p className="mt-10 text-sm text-slate-700">
          Thank you for your order! Questions? Write to {shop.email} with your order number.
        </p>
      </article>
    </div>
  );
}
