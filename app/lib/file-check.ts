/**
 * The browser's first look at a file before upload (the server decides again by the file's bytes): its type by
 * the declared MIME type and the name's extension, and core's upload limit. Shared by the quote and designer forms.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../core/uploads';

/** "10MB", as the forms' hints write the limit. */
export const UPLOAD_MAX_LABEL = `${UPLOAD_MAX_BYTES / (1024 * 1024)}MB`;

/** MIME type -> the extensions a file of that type may have. */
export const IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
};

export const FILE_TOO_LARGE = {
  title: UPLOAD_MESSAGES.tooLargeTitle,
  description: UPLOAD_MESSAGES.tooLarge,
} as const;

export interface FileProblem {
  title: string;
  description: string;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Null when the file may be sent; else the problem to show. Some systems send no type: then the name decides. */
export function checkFile<P extends FileProblem>(
  file: Pick<File, 'name' | 'size' | 'type'>,
  types: Readonly<Record<string, readonly string[]>>,
  errors: { type: P; size: P },
): P | null {
  const allowed = file.type ? types[file.type] : Object.values(types).flat();
  if (!allowed || !allowed.includes(extension(file.name))) return errors.type;
  if (file.size > UPLOAD_MAX_BYTES) return errors.size;
  return null;
}

/** "2.35 MB"; a tiny file is "< 0.01 MB" rather than a misleading zero. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return bytes > 0 && megabytes < 0.01 ? '< 0.01 MB' : `${megabytes.toFixed(2)} MB`;
}
