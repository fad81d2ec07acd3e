import { Link } from 'react-router';
import { usePrices } from '../../lib/use-prices';
import { WHOLESALE_TIERS } from '../../../core/pricing/tiers';
import type { LegalSection } from './legal-page';

/** The deposit's share of a custom order as the owner's price table has it. */
function DepositPercent() {
  return <>{usePrices().depositPercent}</>;
}
export const TERMS = {
  title: 'Terms of Sale',
  description:
    'The terms for buying ready-made and custom soft enamel golf pins: prices and quantity tiers, discount codes, deposits, design proofs, balance payments and wholesale terms.',
  path: '/terms',
} as const;

const tiers = [...WHOLESALE_TIERS].reverse();

export const termsSections: LegalSection[] = [
  {
    heading: 'Who you buy from',
    body: (
      <p>
        These terms apply to every order placed on this website, by phone or by e-mail with us, the seller named at the
        foot of this page. By placing an order you accept them; if anything in a written quote differs, the quote
        applies.
      </p>
    ),
  },
  {
    heading: 'Prices and quantity tiers',
    body: (
      <>
        <p>
          Prices are in US dollars. Each line of a catalogue order is priced by its quantity:{' '}
          {tiers
            .map((tier) =>
              tier.percentOff ? `${tier.label} at ${tier.percentOff}% off` : `${tier.label} at full price`,
            )
            .join(', ')}
          . The total shown at checkout, including shipping, is the amount charged.
        </p>
        <p>
          A discount code applies once per order, subject to its conditions (minimum order, dates, number of uses). A
          code sent to you personally works only with your e-mail address.
        </p>
      </>
    ),
  },
  {
    heading: 'Payment',
    body: (
      <p>
        We take payment through PayPal, by card or PayPal balance; we never see or store your card number. An order is
        confirmed when the payment is captured and we e-mail you the confirmation. Business customers may ask for
        wholesale terms (NET 30 on approved accounts) by writing to our sales address.
      </p>
    ),
  },
  {
    heading: 'Custom pins: deposit, proof and balance',
    body: (
      <>
        <p>
          A custom order starts with a <DepositPercent />% deposit of the quoted total. We then send a design proof (a
          mockup) for your approval; you may ask for changes before you approve. Once you approve a proof, the balance
          is due, and production starts when it is paid.
        </p>
        <p>
          Please check every proof carefully: we produce exactly what you approve, and differences you approved are not
          a fault. Colours on screen may differ slightly from enamel colours.
        </p>
      </>
    ),
  },
  {
    heading: 'Your artwork',
    body: (
      <p>
        By uploading a logo or artwork you confirm that you own it or may use it for the pins you order, and you allow
        us to use it only to prepare proofs and produce your order. We may refuse artwork that infringes someone else's
        rights or is unlawful.
      </p>
    ),
  },
  {
    heading: 'Delivery, returns and cancellation',
    body: (
      <p>
        Shipping, returns, damaged parcels and cancelling a custom order are covered on the{' '}
        <Link to="/shipping-returns">Shipping &amp; Returns</Link> page, which is part of these terms.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        If pins are faulty or not as ordered, we remake them or refund what you paid for them. We are not liable for
        indirect losses, such as an event that goes ahead without its pins because of a carrier delay, beyond the price
        of the order. Nothing in these terms limits rights you have by law as a consumer.
      </p>
    ),
  },
  {
    heading: 'Your data',
    body: (
      <p>
        How we use the details you give us is explained in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    heading: 'Law',
    body: <p>These terms are governed by the laws of the State of California.</p>,
  },
];
