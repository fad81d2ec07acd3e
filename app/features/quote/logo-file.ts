/**
 * The browser's first look at a quote logo (shopper-spec section 5); the server decides again by the bytes.
 */
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;

const TYPES: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
};

/** For the file input's `accept`. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';

export const LOGO_ERRORS = {
  type: { title: 'Invalid File Type', description: 'Please upload a PNG, JPG, GIF, or SVG file.' },
  size: { title: 'File Too Large', description: 'Please upload a file smaller than 10MB.' },
} as const;

export type LogoProblem = (typeof LOGO_ERRORS)[keyof typeof LOGO_ERRORS];

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Null when the logo may be sent; else the toast to show. Without a declared type the name decides. */
export function checkLogoFile(file: Pick<File, 'name' | 'size' | 'type'>): LogoProblem | null {
  const allowed = file.type ? TYPES[file.type] : Object.values(TYPES).flat();
  if (!allowed || !allowed.includes(extension(file.name))) return LOGO_ERRORS.type;
  if (file.size > LOGO_MAX_BYTES) return LOGO_ERRORS.size;
  return null;
}

/** "2.35 MB"; a tiny file is "< 0.01 MB" rather than a misleading zero. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return bytes > 0 && megabytes < 0.01 ? '< 0.01 MB' : `${megabytes.toFixed(2)} MB`;
}
