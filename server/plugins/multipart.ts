import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../core/uploads';
import type { IncomingFile } from '../modules/uploads';
import { assertNoNul } from './nul-bytes';

/** multipart/form-data with the upload limit enforced while streaming (a larger file is cut off one byte past it). */
export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 30, fieldSize: 100_000, parts: 32 },
    });
  },
  { name: 'multipart' },
);

export interface MultipartForm {
  fields: Record<string, string>;
  file: IncomingFile | null;
}

/** Reads every text field and the one file part named `fileField`; a file over the limit is a 413. */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const form = await readMultipartFiles(request, [fileField]);
  return { fields: form.fields, file: form.files[fileField] ?? null };
}

export interface MultipartFiles {
  fields: Record<string, string>;
  /** By field name; a field sent twice keeps its last file. */
  files: Partial<Record<string, IncomingFile>>;
}

/**
 * Reads every text field and the file parts named in `fileFields` (several designs, decision 045: `logo`, `logo2`...);
 * any other file field is a 400, a file over the limit a 413.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartFiles> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Partial<Record<string, IncomingFile>> = {};
  const limits = { files: fileFields.length, parts: 31 + fileFields.length };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError('bad_request', `Unexpected file field "${part.fieldname}"`);
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
        throw error;
      });
      assertNoNul(part.fieldname, part.filename);
      files[part.fieldname] = { filename: part.filename, bytes };
    } else if (typeof part.value === 'string') {
      assertNoNul(part.fieldname, part.value);
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
