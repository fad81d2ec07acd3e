export const UPLOAD_KINDS = {
  png: { mime: 'image/png', ext: 'png', raster: true },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', raster: true },
  gif: { mime: 'image/gif', ext: 'gif', raster: true },
  webp: { mime: 'image/webp', ext: 'webp', raster: true },
  svg: { mime: 'image/svg+xml', ext: 'svg', raster: false },
  pdf: { mime: 'application/pdf', ext: 'pdf', raster: false },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Quote logos take images; the designer also takes a PDF. */
export const QUOTE_LOGO_KINDS: readonly UploadKind[] = ['png', 'jpeg', 'gif', 'svg'];
export const DESIGN_FILE_KINDS: readonly UploadKind[] = ['png', 'jpeg', 'gif', 'svg', 'pdf'];
/** Product photos: raster only, so the catalogue's WebP variants can be made from them. */
export const PRODUCT_IMAGE_KINDS: readonly UploadKind[] = ['png', 'jpeg', 'webp'];

const BY_MIME = new Map<string, UploadKind>(
  Object.entries(UPLOAD_KINDS).map(([kind, info]) => [info.mime, kind as UploadKind]),
);

/** An SVG is XML text whose first element is <svg>: optional BOM, XML declaration, comments and doctype first. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const stripped = head
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(stripped);
}

/** The kind of a file decided by its bytes alone: never by its name or the type the browser declared. */
export async function detectUploadKind(bytes: Buffer): Promise<UploadKind | null> {
  // file-type is loaded by the first upload, not by every start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  // file-type reports an SVG with an XML declaration as generic XML; the element check below decides.
  if (detected && !detected.mime.endsWith('/xml')) return BY_MIME.get(detected.mime) ?? null;
  return looksLikeSvg(bytes) ? 'svg' : null;
}
