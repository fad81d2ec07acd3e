/** The wholesale tiers with this pin's price per pin in each (shopper-spec section 9); the chosen tier is marked. */
import { WHOLESALE_TIERS, tierFor, tierUnitPriceCents } from '../../../core/pricing/tiers';
import { dollarsToCents } from '../../../core/money';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatUsd } from '../../lib/format';

const TIERS_ASCENDING = [...WHOLESALE_TIERS].reverse();

export function TierTable({ price, quantity }: { price: number; quantity: number }) {
  const unitCents = dollarsToCents(price);
  const current = tierFor(quantity);
  return (
    <Table>
      <TableCaption>
        Wholesale pricing <span className="font-normal text-slate-500">· per design</span>
      </TableCaption>
      <TableHeader>
        <tr>
          <TableHead>Quantity</TableHead>
          <TableHead className="text-right">Per pin</TableHead>
          <TableHead className="text-right">Discount</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {TIERS_ASCENDING.map((tier) => (
          <TableRow key={tier.label} current={tier === current}>
            <TableHead scope="row">{tier.label}</TableHead>
            <TableCell className="text-right tabular-nums">
              {unitCents === 0 ? 'FREE' : formatUsd(tierUnitPriceCents(unitCents, tier.minQuantity))}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {tier.percentOff === 0 ? 'Full price' : `${tier.percentOff}% off`}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
