import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { UPLOAD_MAX_BYTES, UPLOAD_MEMORY_MAX_BYTES, UPLOAD_MESSAGES } from '../../core/uploads';
import type { IncomingFile } from '../modules/uploads';
import { assertNoNul } from './nul-bytes';

/**
 * Uploaded bytes held in memory by the requests in progress (each file is read whole: its type, its pre-flight and
 * its storage need all of it), by request, and in all; a request gives its share back when its response is done.
 */
const heldBy = new WeakMap<FastifyRequest, number>();
let held = 0;

/** Bytes of uploaded files the requests in progress hold (none once every response is done). */
export function uploadBytesHeld(): number {
  return held;
}

function release(request: FastifyRequest) {
  held -= heldBy.get(request) ?? 0;
  heldBy.delete(request);
}

/** Counts `bytes` more for `request`, unless that would take every request's files past the cap. */
function reserve(request: FastifyRequest, bytes: number): boolean {
  if (held + bytes > UPLOAD_MEMORY_MAX_BYTES) return false;
  held += bytes;
  heldBy.set(request, (heldBy.get(request) ?? 0) + bytes);
  return true;
}

/**
 * multipart/form-data with the upload limit enforced while streaming (a larger file is cut off one byte past it),
 * and the files of all requests in progress held to UPLOAD_MEMORY_MAX_BYTES: past it, a 503 that says to try again.
 */
export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 30, fieldSize: 100_000, parts: 32 },
    });
    // 'close' comes once the response is sent, or the client has gone: either way the request's files are done with.
    // (By its header: the body's parser, which marks a request multipart, runs after this hook.)
    app.addHook('onRequest', (request, reply, done) => {
      if (/^multipart\//i.test(request.headers['content-type'] ?? '')) reply.raw.once('close', () => release(request));
      done();
    });
  },
  { name: 'multipart' },
);

/** A file part's bytes, counted against the cap as they arrive. */
async function readFilePart(request: FastifyRequest, part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (!reserve(request, chunk.length)) {
        part.file.resume();
        throw new AppError('unavailable', UPLOAD_MESSAGES.busy, { retryAfterSeconds: 60 });
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
    }
    throw error;
  }
  if (part.file.truncated) throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge);
  return Buffer.concat(chunks);
}

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
      const bytes = await readFilePart(request, part);
      assertNoNul(part.fieldname, part.filename);
      files[part.fieldname] = { filename: part.filename, bytes };
    } else if (typeof part.value === 'string') {
      assertNoNul(part.fieldname, part.value);
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
