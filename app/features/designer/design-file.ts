/**
 * The browser's first look at a design file (the server decides by the file's bytes): the types the
 * prepare endpoint keeps (images, SVG, PDF) and at most 10 MB.
 */
export const DESIGN_FILE_MAX_BYTES = 10 * 1024 * 1024;

const TYPES: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
};

/** For the file input's `accept`: the picker offers only these. */
export const DESIGN_FILE_ACCEPT =
  '.png,.jpg,.jpeg,.gif,.svg,.pdf,image/png,image/jpeg,image/gif,image/svg+xml,application/pdf';

export const DESIGN_FILE_ERRORS = {
  type: { title: 'Invalid File Type', description: 'Please upload a PNG, JPG, GIF, SVG or PDF file.' },
  size: { title: 'File Too Large', description: 'Please upload a file smaller than 10MB.' },
} as const;

export type DesignFileProblem = (typeof DESIGN_FILE_ERRORS)[keyof typeof DESIGN_FILE_ERRORS];

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Null when the file may be sent; else the toast to show. Some systems send no type: then the name decides. */
export function checkDesignFile(file: Pick<File, 'name' | 'size' | 'type'>): DesignFileProblem | null {
  const allowed = file.type ? TYPES[file.type] : Object.values(TYPES).flat();
  if (!allowed || !allowed.includes(extension(file.name))) return DESIGN_FILE_ERRORS.type;
  if (file.size > DESIGN_FILE_MAX_BYTES) return DESIGN_FILE_ERRORS.size;
  return null;
}

/** "2.35 MB"; a tiny file is "< 0.01 MB" rather than a misleading zero. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return bytes > 0 && megabytes < 0.01 ? '< 0.01 MB' : `${megabytes.toFixed(2)} MB`;
}
