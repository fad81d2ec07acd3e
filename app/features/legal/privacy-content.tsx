import type { LegalSection } from './legal-page';

export const PRIVACY = {
  title: 'Privacy Policy',
  description:
    'What we collect when you order, request a quote or join our list, why, who else sees it (PayPal for payments), how long we keep it, and how to unsubscribe or ask us to delete it.',
  path: '/privacy',
} as const;

export const privacySections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          When you order or pay a deposit: your name, e-mail address, phone number if you give it, shipping address,
          company, what you ordered and the artwork you upload.
        </li>
        <li>When you request a quote: the same contact details and what you tell us about your project.</li>
        <li>
          When you create an account: a username, your e-mail address and your password, which we store only as a
          one-way hash.
        </li>
        <li>
          When you join our newsletter: your e-mail address, the form you used, the time and your network address, as
          the record that you agreed to hear from us.
        </li>
        <li>
          Our server records each request (address, time, page) in its logs to keep the shop running and secure, and
          uses your network address to limit abuse such as repeated sign-in attempts.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Payments',
    body: (
      <p>
        Payments are handled by PayPal. We receive the payment's status and reference, never your card number. PayPal's
        own privacy notice covers what you give PayPal.
      </p>
    ),
  },
  {
    heading: 'Cookies and storage in your browser',
    body: (
      <ul>
        <li>A session cookie, only while you are signed in, so the shop knows it is you.</li>
        <li>A cookie that remembers you closed the promotion banner, and one that counts a blog post read once.</li>
        <li>
          A cookie that says only that this browser has a cart (not what is in it), so the checkout shows at once.
        </li>
        <li>
          In your browser's storage: a random cart id (your cart works without an account), a design in progress in the
          pin designer, and whether you have seen the newsletter offer.
        </li>
      </ul>
    ),
  },
  {
    heading: 'No advertising trackers',
    body: (
      <p>
        We load no third-party analytics, advertising or social media scripts, and we do not sell or rent your details
        to anyone.
      </p>
    ),
  },
  {
    heading: 'E-mail',
    body: (
      <>
        <p>
          We e-mail you about your orders, quotes, proofs and payments. Marketing e-mail (offers, new designs) goes only
          to people who asked for it, for example by joining our newsletter.
        </p>
        <p>
          Every marketing e-mail has an unsubscribe link that works with one click; once you unsubscribe we stop at once
          and keep your address only on our do-not-mail list, so it is never added back by mistake.
        </p>
      </>
    ),
  },
  {
    heading: 'Who else handles your details',
    body: (
      <p>
        Our hosting and e-mail providers process them on our behalf, PayPal for payments, and the carrier that delivers
        your parcel receives your name and shipping address.
      </p>
    ),
  },
  {
    heading: 'How long we keep them',
    body: (
      <p>
        Order and payment records are kept for as long as tax and accounting law requires (generally seven years). Quote
        requests without an order, newsletter signups and accounts are kept until you ask us to delete them or they have
        been unused for three years.
      </p>
    ),
  },
  {
    heading: 'Your choices',
    body: (
      <p>
        You may ask for a copy of the details we hold about you, have them corrected, or have them deleted where we do
        not need to keep them by law: write to our support address below. California residents have these rights under
        the CCPA; we do not sell or share personal information for advertising.
      </p>
    ),
  },
];
