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
import { recordCustomerContact } from '../marketing';
import type { OwnerNotices } from '../notifications';
import { UPLOAD_ERRORS, type IncomingFile, type UploadService } from '../uploads';
import type { PreparedOrders } from '../custom-orders';
import { createQuoteAdmin } from './quote-admin.service';
import { listCustomerQuotes } from './customer-quotes';

export function createQuoteService(deps: {
  db: Database;
  uploads: UploadService;
  shop: ShopIdentity;
  publicUrl: string;
  /** custom-orders' prepared orders, where a quote's pay link is kept. */
  preparedOrders: Pick<PreparedOrders, 'storeQuoted' | 'remove'>;
  /** The owner's notice of a new request. */
  notices: OwnerNotices;
  now?: () => Date;
}) {
  const { db, uploads, shop, publicUrl } = deps;
  const admin = createQuoteAdmin({
    db,
    shop,
    publicUrl,
    preparedOrders: deps.preparedOrders,
    now: deps.now ?? (() => new Date()),
  });

  return {
    /** The owner's list of requests (admin). */
    list: admin.list,
    /** The owner's answer: a quote e-mailed with its deposit link, or a status or notes change (admin). */
    update: admin.update,
    /** The signed-in customer's own requests (by their verified e-mail), newest first. */
    listMine: (user: CurrentUser) => listCustomerQuotes(db, user),

    /** Stores the request and its logo, and queues the customer's confirmation and the owner's notice. */
    async submit(input: QuoteRequestInput, logo: IncomingFile | null): Promise<QuoteRequest> {
      // Checked (pre-flight, in a worker) before the transaction, which then only writes.
      const prepared = logo
        ? await uploads.prepare(logo, {
            kinds: QUOTE_LOGO_KINDS,
            typeMessage: UPLOAD_ERRORS.imageType,
            preflight: true,
          })
        : null;
      return db.transaction(async (tx) => {
        const stored = prepared ? await uploads.keep(tx, prepared, 'quote-logo') : null;
        const [quote] = await tx
          .insert(quoteRequests)
          .values({
            ...input,
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
          ['Quantity', `${request.quantity} pins`],
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
          details: [...details, ...(stored ? [['Logo', `${publicUrl}${stored.url}`] as [string, string]] : [])],
        });
        return request;
      });
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
