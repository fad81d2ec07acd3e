import { LIMITED_PRODUCT_MAX } from '../../../core/constants';
import { formatUsd } from '../../../core/money';
import { usePrices } from '../../lib/use-prices';
import { useShop } from '../../lib/use-shop';
import type { LegalSection } from './legal-page';

/** The deposit's share of a custom order as the owner's price table has it. */
function DepositPercent() {
  return <>{usePrices().depositPercent}</>;
}
export const SHIPPING_RETURNS = {
  title: 'Shipping & Returns',
  description: `How we ship ready-made and custom golf pins, what shipping costs (a flat rate per order), and how returns, damaged parcels and misprints are handled.`,
  path: '/shipping-returns',
} as const;

/** The shop's flat rate in effect (the owner's Settings, through the root loader). */
function ShippingRate() {
  return <>{formatUsd(useShop().shippingCents)}</>;
}

export const shippingReturnsSections: LegalSection[] = [
  {
    heading: 'Where we ship',
    body: (
      <p>
        We ship to addresses in the United States and Canada. For Canada, any import duties and taxes are collected by
        the carrier on delivery and are the recipient's to pay.
      </p>
    ),
  },
  {
    heading: 'What shipping costs',
    body: (
      <>
        <p>
          Catalogue orders ship for a flat <ShippingRate /> per order, whatever the number of pins; the amount is shown
          in your cart and at checkout before you pay. Free promotional pins ship at the same rate (you pay the shipping
          only), limited to {LIMITED_PRODUCT_MAX} per customer.
        </p>
        <p>Shipping for custom pins is included in the price we quote, unless the quote says otherwise.</p>
      </>
    ),
  },
  {
    heading: 'When your pins leave',
    body: (
      <>
        <p>
          Ready-made pins in stock are packed within two business days of your payment. When your parcel leaves we
          e-mail you its tracking number, which you can also find on your order page.
        </p>
        <p>
          Custom pins are made to order: after your <DepositPercent />% deposit we send a design proof, production
          starts once you approve it and pay the balance, and the estimate on your order page counts from that day. Rush
          orders are offered in the designer for an extra fee.
        </p>
      </>
    ),
  },
  {
    heading: 'Returns of ready-made pins',
    body: (
      <>
        <p>
          You may return unused ready-made pins in their original packaging within 30 days of delivery. Write to us with
          your order number first; we reply with the return address. We refund the price of the returned pins to your
          original payment method within 5 business days of receiving them. Return shipping is yours to pay unless the
          pins were faulty or not what you ordered.
        </p>
        <p>Free promotional pins and pins bought with a one-time campaign code are refunded at the price you paid.</p>
      </>
    ),
  },
  {
    heading: 'Custom pins',
    body: (
      <>
        <p>
          Custom pins are made to your approved design and cannot be returned because you changed your mind. If the pins
          differ from the proof you approved (colours, text, size or plating), or arrive faulty, tell us within 14 days
          of delivery with photos: we remake them or refund you, as you prefer.
        </p>
        <p>
          If you cancel before approving a design, we refund your deposit less the design work already done, which we
          tell you before you decide. After approval and the balance payment, production has started and the order
          cannot be cancelled.
        </p>
      </>
    ),
  },
  {
    heading: 'Damaged or lost parcels',
    body: (
      <ul>
        <li>
          Damaged on arrival: send us photos of the parcel and the pins within 14 days; we replace them at no cost.
        </li>
        <li>
          No movement on the tracking for 10 business days: write to us and we open a claim with the carrier and send a
          replacement or a refund.
        </li>
      </ul>
    ),
  },
];
