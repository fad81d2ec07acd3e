import { shipToLines } from '../../../core/ship-to-check';
import { pinSizeLabel } from '../../../core/pin-options';
import type { ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../current-user';
import { quoteRequests, type QuoteRequest } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { renderEmail } from '../../integrations/mail/templates';
import { QUOTE_LOGO_KINDS } from '../../integrations/storage/file-types';
import type { QuoteRequestInput } from '../../../core/schemas/quotes';
import type { PageQuery } from '../../../core/cursor';
import type { PinDesign } from '../../../core/designs';
import { recordCustomerContact } from '../marketing';
import type { OwnerNotices } from '../notifications';
import { quoteMockupOptions } from '../../../core/pin-mockup-schema';
import { UPLOAD_ERRORS, type IncomingFile, type UploadService } from '../uploads';
import type { PreparedOrders } from '../custom-orders';
import { PRODUCT_NAMES, productCount, type PricesInEffect } from '../../../core/pricing/price-table';
import { createQuoteAdmin } from './quote-admin.service';
import { listCustomerQuotes } from './customer-quotes';

type PreparedFile = Awaited<ReturnType<UploadService['prepare']>>;
type StoredUpload = Awaited<ReturnType<UploadService['keep']>>;

export function createQuoteService(deps: {
  db: Database;
  uploads: UploadService;
  shop: ShopIdentity;
  publicUrl: string;
  /** custom-orders' prepared orders, where a quote's pay link is kept. */
  preparedOrders: Pick<PreparedOrders, 'storeQuoted' | 'remove'>;
  /** The owner's notice of a new request. */
  notices: OwnerNotices;
  /** The owner's price table in effect (modules/pricing). */
  prices: () => Promise<PricesInEffect>;
  now?: () => Date;
}) {
  const { db, uploads, shop, publicUrl } = deps;
  const admin = createQuoteAdmin({
    db,
    shop,
    publicUrl,
    preparedOrders: deps.preparedOrders,
    prices: deps.prices,
    now: deps.now ?? (() => new Date()),
  });

  return {
    /** The owner's list of requests (admin). */
    list: admin.list,
    /** The owner's answer: a quote e-mailed with its deposit link, or a status or notes change (admin). */
    update: admin.update,
    /** The signed-in customer's own requests (by their verified e-mail), newest first. */
    listMine: (user: CurrentUser, query: PageQuery) => listCustomerQuotes(db, user, query),

    /**
     * Stores the request and its artwork, and queues the customer's confirmation and the owner's notice. `files`: one
     * per design in `input.designs` (each required), or without designs the one optional logo.
     */
    async submit(input: QuoteRequestInput, files: ReadonlyArray<IncomingFile | null>): Promise<QuoteRequest> {
      const { designs: listed, ...fields } = input;
      // Checked (pre-flight, in a worker) before the transaction, which then only writes; one file at a time.
      const prepared: Array<PreparedFile | null> = [];
      for (const file of files) {
        prepared.push(
          file
            ? await uploads.prepare(file, {
                kinds: QUOTE_LOGO_KINDS,
                typeMessage: UPLOAD_ERRORS.imageType,
                preflight: true,
              })
            : null,
        );
      }
      const request = await db.transaction(async (tx) => {
        const kept: Array<StoredUpload | null> = [];
        for (const file of prepared) kept.push(file ? await uploads.keep(tx, file, 'quote-logo') : null);
        const stored = kept[0] ?? null;
        const designs: PinDesign[] = (listed ?? []).map((design, index) => ({
          name: design.name,
          quantity: design.quantity,
          logoUrl: kept[index]!.url,
          logoFileName: kept[index]!.upload.originalName,
        }));
        const [quote] = await tx
          .insert(quoteRequests)
          .values({
            ...fields,
            designs,
            logoFileName: stored?.upload.originalName ?? null,
            logoUrl: stored?.url ?? null,
            logoUploadId: stored?.upload.id ?? null,
          })
          .returning();
        const request = quote!;
        await recordCustomerContact(tx, {
          email: request.customerEmail,
          name: request.customerName,
          company: request.companyName,
          source: 'quote',
        });
        const details: Array<[string, string]> = [
          ['Quote request', `#${request.id}`],
          ['Name', request.customerName],
          ['E-mail', request.customerEmail],
          ...(request.customerPhone ? [['Phone', request.customerPhone] as [string, string]] : []),
          ...(request.companyName ? [['Company', request.companyName] as [string, string]] : []),
          ...(request.shipTo ? [['Ship to', shipToLines(request.shipTo).join(', ')] as [string, string]] : []),
          ['Product', PRODUCT_NAMES[request.product].title],
          ['Quantity', productCount(request.quantity, request.product)],
          ...request.designs.map(
            (design, index) =>
              [`Design ${index + 1}`, `${design.name}: ${productCount(design.quantity ?? 0, request.product)}`] as [
                string,
                string,
              ],
          ),
          ...(request.preferredSize
            ? [
                [
                  'Size',
                  request.preferredSize === 'other' ? 'Other (see notes)' : pinSizeLabel(request.preferredSize),
                ] as [string, string],
              ]
            : []),
          ...(request.deadlineDate ? [['Deadline', request.deadlineDate] as [string, string]] : []),
          ['Project', request.projectDescription],
          ...(request.additionalNotes ? [['Notes', request.additionalNotes] as [string, string]] : []),
        ];
        const confirmation = renderEmail(shop, {
          subject: `We received your quote request #${request.id}`,
          greeting: `Hi ${request.customerName},`,
          paragraphs: [
            'Thank you for your custom golf pin quote request. We will review it and reply within 24 hours with a custom quote and a free mockup.',
            'Here is what you sent us:',
          ],
          details,
        });
        await enqueueEmail(tx, { to: request.customerEmail, ...confirmation, payload: { quoteRequestId: request.id } });
        await deps.notices.notify(tx, 'quote_request', {
          quoteRequestId: request.id,
          customerName: request.customerName,
          details: [
            ...details,
            ...(stored && designs.length === 0 ? [['Logo', `${publicUrl}${stored.url}`] as [string, string]] : []),
            ...designs.map(
              (design, index) => [`Design ${index + 1} artwork`, `${publicUrl}${design.logoUrl}`] as [string, string],
            ),
          ],
        });
        return request;
      });
      // The instant mockups the confirmation shows, kept beside each artwork (after the transaction: a second each).
      const artwork = request.designs.length > 0 ? request.designs.map((design) => design.logoUrl) : [request.logoUrl];
      for (const url of artwork) {
        if (url) await uploads.keepMockup(db, url, quoteMockupOptions(request.product, request.preferredSize));
      }
      return request;
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
