/**
 * Resale and exemption certificates: a signed-in customer uploads one (a PDF or an image, through the shop's upload
 * checks) for a state or province with its number and expiry; the owner approves or rejects it with a reason
 * (audited). Approved and not past its expiry day (UTC), it exempts the customer's orders shipped there.
 */
import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import { pageOf, readCursor, type PageQuery } from '../../../core/cursor';
import { ZodError } from 'zod';
import { isoDate } from '../../../core/dates';
import { AppError } from '../../../core/errors';
import {
  TAX_CERTIFICATE_KIND_LABELS,
  TAX_CERTIFICATE_STATUS_LABELS,
  TAX_MESSAGES,
  type AdminTaxCertificateQuery,
  type TaxCertificateDto,
  type TaxCertificateFields,
  type TaxCertificateReview,
} from '../../../core/schemas/tax';
import type { ShippingCountry } from '../../../core/addresses';
import type { Database, Executor } from '../../db/client';
import { afterTimeCursor, containsText, cursorTime, newestFirst } from '../../db/keyset';
import { taxCertificates, uploads, users, type TaxCertificate, type Upload } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import type { IncomingFile, PrivateFiles, UploadService } from '../uploads';
import { recordAudit } from '../audit';
import {
  adminCertificateFilePath,
  CERTIFICATE_UPLOAD_PURPOSE,
  createCertificateFiles,
  myCertificateFilePath,
} from './certificate-files';
import { regionName } from './tax-settings';

const CERTIFICATE_FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;

/** A field's message as the request's own validation answers it (400 with the field). */
function fieldError(path: string, message: string): ZodError {
  return new ZodError([{ code: 'custom', path: [path], message, input: undefined }]);
}

function stateOf(row: TaxCertificate, today: string): TaxCertificateDto['state'] {
  if (row.status === 'approved' && row.expiresOn < today) return 'expired';
  return row.status;
}

/** A certificate as its customer (`mine`: its file from the account) or the owner (from the admin) sees it. */
function certificateDto(row: TaxCertificate, upload: Pick<Upload, 'originalName'>, today: string, mine = true) {
  const state = stateOf(row, today);
  return {
    id: row.id,
    kind: row.kind,
    country: row.country,
    region: row.region,
    regionName: regionName(row.country, row.region),
    number: row.number,
    expiresOn: row.expiresOn,
    state,
    stateText: TAX_CERTIFICATE_STATUS_LABELS[state],
    reviewReason: row.reviewReason,
    fileName: upload.originalName,
    fileUrl: mine ? myCertificateFilePath(row.id) : adminCertificateFilePath(row.id),
    createdAt: row.createdAt.toISOString(),
  } satisfies TaxCertificateDto;
}

/** "Exempt: resale certificate CA-123, until 2027-06-30": what an exempt order says. */
export function exemptionReason(row: Pick<TaxCertificate, 'kind' | 'number' | 'expiresOn'>): string {
  return `Exempt: ${TAX_CERTIFICATE_KIND_LABELS[row.kind].toLowerCase()} ${row.number}, until ${row.expiresOn}`;
}

/** The buyer's approved certificate for the ship-to's state, good on `at`'s day (UTC), if any. */
export async function exemptionFor(
  db: Executor,
  userId: number,
  shipTo: { country: ShippingCountry; region: string },
  at: Date,
): Promise<{ reason: string; certificateId: number } | null> {
  const [row] = await db
    .select()
    .from(taxCertificates)
    .where(
      and(
        eq(taxCertificates.userId, userId),
        eq(taxCertificates.country, shipTo.country),
        eq(taxCertificates.region, shipTo.region.toUpperCase()),
        eq(taxCertificates.status, 'approved'),
        gte(taxCertificates.expiresOn, isoDate(at)),
      ),
    )
    .orderBy(desc(taxCertificates.expiresOn))
    .limit(1);
  return row ? { reason: exemptionReason(row), certificateId: row.id } : null;
}

export function createTaxCertificates(options: {
  db: Database;
  uploads: UploadService;
  privateFiles: PrivateFiles;
  now: () => Date;
}) {
  const { db, now } = options;
  const files = createCertificateFiles(options);
  const withUpload = () =>
    db
      .select({
        row: taxCertificates,
        upload: uploads,
        email: users.email,
        username: users.username,
        at: cursorTime(taxCertificates.createdAt),
      })
      .from(taxCertificates)
      .innerJoin(uploads, eq(uploads.id, taxCertificates.uploadId))
      .innerJoin(users, eq(users.id, taxCertificates.userId));

  /** A page of certificates, newest first, after the query's cursor, matching `where`. */
  const pageWhere = async (where: SQL | undefined, query: PageQuery) => {
    const rows = await withUpload()
      .where(
        and(
          where,
          afterTimeCursor(
            taxCertificates.createdAt,
            taxCertificates.id,
            query.cursor ? readCursor(query.cursor) : null,
          ),
        ),
      )
      .orderBy(...newestFirst(taxCertificates.createdAt, taxCertificates.id))
      .limit(query.limit + 1);
    return pageOf(rows, query.limit, ({ row, at }) => ({ key: at, id: row.id }));
  };

  return {
    /** The certificate files: the customer's own (`mine`), the owner's (`any`), the move out of the public store. */
    files,

    /** The customer's upload: the fields checked (expiry today or later), the file a PDF or an image. */
    async upload(user: CurrentUser, fields: TaxCertificateFields, file: IncomingFile | null) {
      const today = isoDate(now());
      if (fields.expiresOn < today) throw fieldError('expiresOn', TAX_MESSAGES.expiryPast);
      if (!file) throw fieldError('certificate', TAX_MESSAGES.file);
      const row = await db.transaction(async (tx) => {
        const stored = await options.uploads.accept(tx, file, {
          kinds: CERTIFICATE_FILE_KINDS,
          purpose: CERTIFICATE_UPLOAD_PURPOSE,
          typeMessage: TAX_MESSAGES.file,
        });
        // Out of the public store before the row is committed: its /uploads/ address never serves it.
        await options.privateFiles.makePrivate(stored.upload.storageKey, stored.upload.mimeType);
        const [inserted] = await tx
          .insert(taxCertificates)
          .values({ userId: user.id, ...fields, uploadId: stored.upload.id })
          .returning();
        return { row: inserted!, upload: stored.upload };
      });
      return certificateDto(row.row, row.upload, today);
    },

    /** The customer's own certificates, newest first, a page at a time. */
    async mine(user: CurrentUser, query: PageQuery) {
      const today = isoDate(now());
      const page = await pageWhere(eq(taxCertificates.userId, user.id), query);
      return {
        certificates: page.rows.map((each) => certificateDto(each.row, each.upload, today)),
        nextCursor: page.nextCursor,
      };
    },

    /**
     * The owner's list, newest first, a page at a time: one stored status (the screen opens on those waiting for
     * review), or all; `q`: part of the number or of the customer's name or e-mail.
     */
    async list(query: AdminTaxCertificateQuery) {
      const today = isoDate(now());
      const page = await pageWhere(
        and(
          query.status ? eq(taxCertificates.status, query.status) : undefined,
          query.q ? containsText([taxCertificates.number, users.email, users.username], query.q) : undefined,
        ),
        query,
      );
      return {
        certificates: page.rows.map((each) => ({
          ...certificateDto(each.row, each.upload, today, false),
          customerEmail: each.email,
          customerName: each.username,
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** The owner's decision, once, with the reason (required to reject). Audited. */
    async review(id: number, decision: TaxCertificateReview, actor: CurrentUser, ip: string) {
      const today = isoDate(now());
      const status = decision.decision === 'approve' ? 'approved' : 'rejected';
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(taxCertificates).where(eq(taxCertificates.id, id)).for('update');
        if (!current) throw new AppError('not_found', TAX_MESSAGES.notFound);
        if (current.status !== 'pending') throw new AppError('conflict', TAX_MESSAGES.alreadyReviewed);
        await tx
          .update(taxCertificates)
          .set({ status, reviewReason: decision.reason || null, reviewedBy: actor.id, reviewedAt: now() })
          .where(eq(taxCertificates.id, id));
        const label = TAX_CERTIFICATE_KIND_LABELS[current.kind].toLowerCase();
        const place = regionName(current.country, current.region);
        await recordAudit(tx, {
          actor,
          action: 'tax-certificate.review',
          entity: 'tax_certificates',
          entityId: id,
          details: {
            summary: `${status === 'approved' ? 'Approved' : 'Rejected'} the ${label} ${current.number} for ${place}${
              decision.reason ? ` (${decision.reason})` : ''
            }`,
          },
          before: { status: current.status },
          after: { status },
          ip,
        });
      });
      const [saved] = await withUpload().where(eq(taxCertificates.id, id));
      return {
        ...certificateDto(saved!.row, saved!.upload, today, false),
        customerEmail: saved!.email,
        customerName: saved!.username,
      };
    },
  };
}

export type TaxCertificates = ReturnType<typeof createTaxCertificates>;
