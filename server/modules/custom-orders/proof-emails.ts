import { isLate } from '../../../core/proof-dates';
import { orderNumber } from '../../../core/order-numbers';
import { isProductKind, PRODUCT_NAMES } from '../../../core/pricing/price-table';
import type { ShopIdentity } from '../../config';
import type { CustomOrder } from '../../db/schema';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';
import { formatCalendarDay } from '../../../core/en-us-dates';

/** "Friday, June 12, 2026": a calendar day, the same in every time zone. */
export function formatDay(isoDay: string): string {
  return formatCalendarDay(isoDay, 'full');
}

/** The e-mail that asks the customer to look at a new proof version, with the last day to approve it. */
export function proofReadyEmail(
  shop: ShopIdentity,
  order: CustomOrder,
  input: {
    version: number;
    /** The design's name when the order has several (decision 045): the e-mail says which design's proof it is. */
    designName: string | null;
    note: string | null;
    url: string;
    lastDay: string | null;
    today: string;
  },
): RenderedEmail {
  const { lastDay } = input;
  const pieces = PRODUCT_NAMES[isProductKind(order.product) ? order.product : 'pin'].many;
  const deadline = !lastDay
    ? []
    : isLate(lastDay, input.today)
      ? [
          `To have your ${pieces} in time for your event, the proof needed approving by ${formatDay(lastDay)}: please approve it as soon as you can, or reply to this e-mail and we will see what we can do.`,
        ]
      : [`Please approve it by ${formatDay(lastDay)} so your ${pieces} arrive in time for your event.`];
  const number = orderNumber('custom', order.id);
  const named = input.designName ? `'${input.designName}'` : null;
  return renderEmail(shop, {
    subject: named
      ? `Proof ${input.version} of ${named} for custom order ${number} is ready`
      : `Your proof for custom order ${number} is ready (version ${input.version})`,
    greeting: `Hi ${order.customerName},`,
    paragraphs: [
      `We have drawn version ${input.version} of the proof ${named ? `of ${named} ` : ''}for your ${pieces}. Check the spelling, colours and size, then approve it or tell us what to change.`,
      ...deadline,
      ...(input.note ? [`Note from our designer: ${input.note}`] : []),
    ],
    details: [
      ['Order', orderNumber('custom', order.id)],
      ...(named ? ([['Design', input.designName!]] as Array<[string, string]>) : []),
      ['Proof version', String(input.version)],
      ...(order.eventDate ? ([['Event date', formatDay(order.eventDate)]] as Array<[string, string]>) : []),
      ...(lastDay ? ([['Approve by', formatDay(lastDay)]] as Array<[string, string]>) : []),
    ],
    action: { label: 'Review your proof', url: input.url },
  });
}
