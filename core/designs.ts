/**
 * Several designs in one order (decision 045): a custom order or a quote carries 1-10 designs, each with its name,
 * its artwork and its quantity. The tier price is decided by the total quantity; each design is made at least 25
 * times. Design numbers start at 1 and follow the order the customer listed them in; an order made before designs
 * existed has one design, number 1, whose artwork is the order's logo.
 */
import { z } from 'zod';
import {
  DESIGN_MESSAGES,
  DESIGN_NAME_MAX,
  DESIGN_QUANTITY_MIN,
  DESIGNS_MAX,
  designFileField,
  designsTotal,
} from './design-rules';

// The constants and messages live apart from zod in ./design-rules (decision 047: the pages need them in their first
// load); they are this module's too.
export { DESIGN_MESSAGES, DESIGN_NAME_MAX, DESIGN_QUANTITY_MIN, DESIGNS_MAX, designFileField, designsTotal };

/** One design as the customer lists it (its artwork travels as a file: `logo` for design 1, `logoN` for design N). */
export const orderDesignSchema = z.object({
  name: z
    .string({ message: DESIGN_MESSAGES.name })
    .trim()
    .min(1, DESIGN_MESSAGES.name)
    .max(DESIGN_NAME_MAX, DESIGN_MESSAGES.nameTooLong),
  quantity: z.coerce
    .number({ message: DESIGN_MESSAGES.quantity })
    .int(DESIGN_MESSAGES.quantity)
    .min(DESIGN_QUANTITY_MIN, DESIGN_MESSAGES.quantity),
});
export type OrderDesign = z.infer<typeof orderDesignSchema>;

export const orderDesignsSchema = z
  .array(orderDesignSchema)
  .min(1, DESIGN_MESSAGES.count)
  .max(DESIGNS_MAX, DESIGN_MESSAGES.count);

/** A design number given by a caller (query, body or form field): 1 when absent. */
export const designNumberSchema = z.coerce
  .number({ message: DESIGN_MESSAGES.design })
  .int(DESIGN_MESSAGES.design)
  .min(1, DESIGN_MESSAGES.design)
  .max(DESIGNS_MAX, DESIGN_MESSAGES.design)
  .default(1);

/**
 * A design as an order stores and shows it (custom_orders.pin_designs, the spec's pinDesigns): what the customer
 * listed, with its artwork (`logoUrl`, `logoFileName`) once uploaded and the studio's `imageUrl` or `description`.
 */
export const pinDesignSchema = z.object({
  name: z.string(),
  quantity: z.number().optional(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  logoUrl: z.string().optional(),
  logoFileName: z.string().optional(),
});
export type PinDesign = z.infer<typeof pinDesignSchema>;

/** What an order knows of its designs (its `pin_designs` and its own quantity and logo). */
export interface OrderWithDesigns {
  pinDesigns: unknown;
  quantity: number;
  logoUrl: string | null;
  logoFileName: string | null;
}

/** The name of an order made before designs, or without several: one design, the order's own. */
export const SINGLE_DESIGN_NAME = 'Your design';

/**
 * An order's designs, design 1 first: its `pin_designs`, or one design with the order's quantity and logo (an order
 * made before designs, or with one). Design 1 without artwork of its own shows the order's logo.
 */
export function designsOfOrder(order: OrderWithDesigns): PinDesign[] {
  const listed = Array.isArray(order.pinDesigns) ? (order.pinDesigns as PinDesign[]) : [];
  const logo = {
    ...(order.logoUrl ? { logoUrl: order.logoUrl } : {}),
    ...(order.logoFileName ? { logoFileName: order.logoFileName } : {}),
  };
  if (listed.length === 0) return [{ name: SINGLE_DESIGN_NAME, quantity: order.quantity, ...logo }];
  return listed.map((design, index) => (index === 0 && !design.logoUrl ? { ...design, ...logo } : design));
}

/** How e-mails and the audit name a proof: "Proof 2" for one design, "Proof 2 of 'Hole 7'" among several. */
export function proofTitle(designs: readonly Pick<PinDesign, 'name'>[], design: number, version: number): string {
  const name = designs.length > 1 ? designs[design - 1]?.name : undefined;
  return name ? `Proof ${version} of '${name}'` : `Proof ${version}`;
}
