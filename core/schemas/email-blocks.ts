import { z } from 'zod';
import { nextCursorField, searchPageQuerySchema } from '../cursor';

// ---------------------------------------------------------------------------------------------------------------
// The marketing e-mail as blocks (accounts-admin-spec section 2): heading, text, image, button, product card,
// discount code and raw HTML, composed in the admin's form and rendered by one server renderer for the preview, the
// test send and the real send. Templates keep a named list of blocks; a campaign can wait for a date and time.

export const EMAIL_BLOCK_KINDS = ['heading', 'text', 'image', 'button', 'product', 'discount', 'html'] as const;
export type EmailBlockKind = (typeof EMAIL_BLOCK_KINDS)[number];

/** Blocks in one e-mail, and what a text or raw HTML block may hold. */
export const EMAIL_BLOCKS_MAX = 40;
export const EMAIL_TEXT_MAX = 5000;
export const EMAIL_HTML_MAX = 200_000;
/** An image uploaded for an e-mail: PNG, JPEG, GIF or WebP up to 2 MB (mail clients load it for every reader). */
export const EMAIL_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A campaign scheduled this far ahead at least, so there is time to change one's mind. */
export const SCHEDULE_MIN_AHEAD_MS = 5 * 60 * 1000;
/** How long the form waits after a keystroke before asking for a new preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

export const EMAIL_BLOCK_MESSAGES = {
  noBlocks: 'Please provide both subject and content.',
  tooManyBlocks: `An e-mail can have at most ${EMAIL_BLOCKS_MAX} blocks.`,
  heading: 'Write the heading.',
  headingLong: 'A heading must be at most 200 characters.',
  text: 'Write the text of this block.',
  textLong: 'A text block must be at most 5,000 characters.',
  imageSrc: 'Choose a product image or upload one.',
  imageAlt: 'Describe the image for readers who cannot see it.',
  buttonLabel: 'Write the button text.',
  buttonUrl: 'The button link must start with https://, http:// or / (a page of the shop).',
  product: 'Choose a product.',
  productGone: 'This product is not in the shop any more.',
  discount: 'Choose a discount code.',
  discountUnusable: 'This discount code cannot be used: it is turned off, expired or used up.',
  html: 'Write the HTML of this block.',
  htmlLong: 'Raw HTML must be at most 200,000 characters.',
  htmlEmpty: 'This HTML shows nothing once unsafe markup is removed.',
  imageType: 'Please upload a PNG, JPG, GIF or WebP image.',
  imageTooLarge: 'Please upload an image smaller than 2 MB.',
  templateName: 'Name the template (1 to 80 characters).',
  templateTaken: 'A template with this name already exists.',
  templateNotFound: 'Template not found',
  sendAt: 'Choose a date and time at least 5 minutes from now.',
  notScheduled: 'This campaign is not waiting to be sent: it cannot be rescheduled.',
  scheduledOnly: 'This campaign is scheduled: cancel it or change its time.',
  testSent: (email: string) => `Test Sent - The test e-mail is on its way to ${email}.`,
  scheduled: (when: string) => `Scheduled for ${when}`,
} as const;

/** A link the renderer may write: http(s), or a page of the shop ("/custom"; not "//elsewhere"). */
export const SHOP_OR_WEB_URL = /^(https?:\/\/[^\s"<>]+|\/(?!\/)[^\s"<>]*)$/i;
/**
 * An image of the shop: a product picture (/images/...) or an upload (/uploads/...). An SVG is sent as its raster
 * variant (mail clients do not show SVG).
 */
export const EMAIL_IMAGE_SRC = /^\/(images|uploads)\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]*\.(png|jpe?g|gif|webp|svg)$/i;

const required = (message: string, max: number, long: string) =>
  z.string({ message }).trim().min(1, message).max(max, long);

export const headingBlockSchema = z.object({
  type: z.literal('heading'),
  text: required(EMAIL_BLOCK_MESSAGES.heading, 200, EMAIL_BLOCK_MESSAGES.headingLong),
});
/** Plain paragraphs (a blank line between two); http(s) addresses and [words](https://...) become links. */
export const textBlockSchema = z.object({
  type: z.literal('text'),
  text: required(EMAIL_BLOCK_MESSAGES.text, EMAIL_TEXT_MAX, EMAIL_BLOCK_MESSAGES.textLong),
});
export const imageBlockSchema = z.object({
  type: z.literal('image'),
  src: z
    .string({ message: EMAIL_BLOCK_MESSAGES.imageSrc })
    .trim()
    .regex(EMAIL_IMAGE_SRC, EMAIL_BLOCK_MESSAGES.imageSrc),
  alt: required(EMAIL_BLOCK_MESSAGES.imageAlt, 200, EMAIL_BLOCK_MESSAGES.imageAlt),
});
export const buttonBlockSchema = z.object({
  type: z.literal('button'),
  label: required(EMAIL_BLOCK_MESSAGES.buttonLabel, 60, 'Button text must be at most 60 characters.'),
  url: z
    .string({ message: EMAIL_BLOCK_MESSAGES.buttonUrl })
    .trim()
    .max(2000, EMAIL_BLOCK_MESSAGES.buttonUrl)
    .regex(SHOP_OR_WEB_URL, EMAIL_BLOCK_MESSAGES.buttonUrl),
});
export const productBlockSchema = z.object({
  type: z.literal('product'),
  productId: z.number({ message: EMAIL_BLOCK_MESSAGES.product }).int().positive(EMAIL_BLOCK_MESSAGES.product),
});
export const discountBlockSchema = z.object({
  type: z.literal('discount'),
  code: required(EMAIL_BLOCK_MESSAGES.discount, 64, EMAIL_BLOCK_MESSAGES.discount),
});
export const htmlBlockSchema = z.object({
  type: z.literal('html'),
  html: required(EMAIL_BLOCK_MESSAGES.html, EMAIL_HTML_MAX, EMAIL_BLOCK_MESSAGES.htmlLong),
});

export const emailBlockSchema = z.discriminatedUnion('type', [
  headingBlockSchema,
  textBlockSchema,
  imageBlockSchema,
  buttonBlockSchema,
  productBlockSchema,
  discountBlockSchema,
  htmlBlockSchema,
]);
export type EmailBlock = z.infer<typeof emailBlockSchema>;

export const emailBlocksSchema = z
  .array(emailBlockSchema, { message: EMAIL_BLOCK_MESSAGES.noBlocks })
  .min(1, EMAIL_BLOCK_MESSAGES.noBlocks)
  .max(EMAIL_BLOCKS_MAX, EMAIL_BLOCK_MESSAGES.tooManyBlocks);

/** POST /api/admin/campaigns/preview with blocks: the subject may still be empty while the owner writes. */
export const blocksPreviewBodySchema = z.object({
  subject: z.string().max(200).default(''),
  blocks: z.array(emailBlockSchema).max(EMAIL_BLOCKS_MAX, EMAIL_BLOCK_MESSAGES.tooManyBlocks),
});

/** A campaign's send time: an instant with its offset (the form writes the shop's local time as UTC). */
export const sendAtSchema = z.iso.datetime({ offset: true, message: EMAIL_BLOCK_MESSAGES.sendAt });

/** POST /api/admin/campaigns/{id}/reschedule */
export const rescheduleBodySchema = z.object({ sendAt: sendAtSchema });

// Templates ------------------------------------------------------------------------------------------------------

export const templateNameSchema = z
  .string({ message: EMAIL_BLOCK_MESSAGES.templateName })
  .trim()
  .min(1, EMAIL_BLOCK_MESSAGES.templateName)
  .max(80, EMAIL_BLOCK_MESSAGES.templateName);

/** POST /api/admin/campaign-templates */
export const templateBodySchema = z.object({
  name: templateNameSchema,
  subject: z.string().trim().max(200).default(''),
  blocks: emailBlocksSchema,
});
/** PATCH /api/admin/campaign-templates/{id}: a new name. */
export const templateRenameSchema = z.object({ name: templateNameSchema });

export const campaignTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  blocks: z.array(emailBlockSchema),
  updatedAt: z.iso.datetime(),
});
export type CampaignTemplateDto = z.infer<typeof campaignTemplateSchema>;
export const campaignTemplateResponseSchema = z.object({ template: campaignTemplateSchema });
/** GET /api/admin/campaign-templates: newest first, a page at a time (core/cursor.ts); `q`: part of the name. */
export const campaignTemplateQuerySchema = searchPageQuerySchema;
export type CampaignTemplateQuery = z.output<typeof campaignTemplateQuerySchema>;
export const campaignTemplateListSchema = z.object({
  templates: z.array(campaignTemplateSchema),
  nextCursor: nextCursorField,
});

/** POST /api/admin/campaigns/images (multipart `image`): where the uploaded picture is, for an image block. */
export const emailImageSchema = z.object({ src: z.string() });

/** POST /api/admin/campaigns/test: the composed e-mail to the signed-in admin only. */
export const testSendSchema = z.object({ to: z.string(), message: z.string() });
