import { FREE_PIN_PRODUCT_ID, LIMITED_PRODUCT_MAX, NEWSLETTER_PERCENT_OFF } from '../../../core/constants';
import type { ShopIdentity } from '../../config';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';

/** The newsletter's first-order code (seeded with the demo discount codes). */
export const NEWSLETTER_WELCOME_CODE = 'WELCOME15';

export function newsletterWelcomeEmail(shop: ShopIdentity, publicUrl: string): RenderedEmail {
  return renderEmail(shop, {
    subject: `Welcome! Here is your ${NEWSLETTER_PERCENT_OFF}% off code`,
    greeting: 'Hi there,',
    paragraphs: [
      `Thanks for joining the ${shop.name} list. As promised, here is ${NEWSLETTER_PERCENT_OFF}% off your first order: enter the code below in your cart or at checkout.`,
      'We will send you new designs, course stories and the occasional deal. No spam, and you can unsubscribe at any time.',
    ],
    details: [
      ['Your code', NEWSLETTER_WELCOME_CODE],
      ['Discount', `${NEWSLETTER_PERCENT_OFF}% off your first order`],
    ],
    action: { label: 'Shop golf pins', url: `${publicUrl}/wholesale` },
  });
}

export function freePinWelcomeEmail(shop: ShopIdentity, publicUrl: string): RenderedEmail {
  return renderEmail(shop, {
    subject: 'Your free American Flag golf pin is waiting',
    greeting: 'Hi there,',
    paragraphs: [
      'Thanks for stopping by! Your American Flag golf pin is on us: add it to your cart and you only pay shipping.',
      `The offer is limited to ${LIMITED_PRODUCT_MAX} pins per customer, while stocks last.`,
    ],
    action: { label: 'Claim your free pin', url: `${publicUrl}/product/${FREE_PIN_PRODUCT_ID}` },
  });
}
