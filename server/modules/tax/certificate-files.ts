/**
 * The certificate files: a customer's resale or exemption certificate names their business, its tax number and a
 * signature, so it is a private file (uploads/private-files.ts), never served at the public `/uploads/` path: its
 * customer downloads it from their account, the owner from the admin (second factor), anyone else gets a 404.
 * Certificates uploaded while they were public files are moved out of the public store at start (and when read).
 */
import type { Readable } from 'node:stream';
import { and, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { TAX_MESSAGES } from '../../../core/schemas/tax';
import type { Database } from '../../db/client';
import { taxCertificates, uploads } from '../../db/schema';
import type { PrivateFiles } from '../uploads';

/** The `purpose` of a certificate's row in `uploads`. */
export const CERTIFICATE_UPLOAD_PURPOSE = 'tax-certificate';

/** Where the customer who uploaded it downloads it. */
export const myCertificateFilePath = (id: number) => `/api/account/tax-certificates/${id}/file`;
/** Where the owner downloads it. */
export const adminCertificateFilePath = (id: number) => `/api/admin/tax/certificates/${id}/file`;

export interface CertificateFile {
  body: Readable;
  size: number;
  mimeType: string;
  /** The customer's file name, reduced to safe characters for Content-Disposition. */
  fileName: string;
}

export function createCertificateFiles(options: { db: Database; privateFiles: PrivateFiles }) {
  const { db, privateFiles } = options;

  async function find(where: SQL | undefined): Promise<CertificateFile> {
    const [row] = await db
      .select({ storageKey: uploads.storageKey, mimeType: uploads.mimeType, originalName: uploads.originalName })
      .from(taxCertificates)
      .innerJoin(uploads, eq(uploads.id, taxCertificates.uploadId))
      .where(where);
    const file = row ? await privateFiles.read(row.storageKey, row.mimeType) : null;
    if (!row || !file) throw new AppError('not_found', TAX_MESSAGES.notFound);
    return { ...file, mimeType: row.mimeType, fileName: row.originalName.replace(/[^A-Za-z0-9._-]/g, '_') };
  }

  return {
    /** The file of the customer's own certificate; another customer's is not found. */
    mine: (id: number, userId: number) => find(and(eq(taxCertificates.id, id), eq(taxCertificates.userId, userId))),
    /** Any certificate's file, for the owner. */
    any: (id: number) => find(eq(taxCertificates.id, id)),
    /** Moves every certificate file still in the public store out of it; answers how many it moved. */
    async moveLegacyFiles(): Promise<number> {
      const rows = await db
        .select({ storageKey: uploads.storageKey, mimeType: uploads.mimeType })
        .from(uploads)
        .where(eq(uploads.purpose, CERTIFICATE_UPLOAD_PURPOSE));
      let moved = 0;
      for (const row of rows) if (await privateFiles.makePrivate(row.storageKey, row.mimeType)) moved += 1;
      return moved;
    },
  };
}
