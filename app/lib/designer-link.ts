/**
 * Links that start the designer from something the customer had: a saved design (`/custom?design=7`,
 * read from the library by the signed-in owner) or a past custom order's options and artwork
 * (`/custom?quantity=..&size=..&plating=..&packaging=..&rush=1&logo=/uploads/K&logoName=N`). The quantity, size,
 * plating and packaging are the designer's own preset parameters; the rest is read here.
 */
export const DESIGNER_START_PARAMS = ['design', 'rush', 'logo', 'logoName'] as const;

/** Only our own uploads: the designer fetches the file, so a link must not make it fetch anything else. */
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9-]+\.[a-z]{3,4}$/;

export interface DesignerLogo {
  url: string;
  fileName: string;
}

export type DesignerStart =
  { kind: 'design'; id: number } | { kind: 'options'; rushOrder: boolean | null; logo: DesignerLogo | null };

export function designLink(id: number): string {
  return `/custom?design=${id}`;
}

/** The designer with an order's options and artwork (priced again there, at today's prices). */
export interface DesignOptions {
  quantity: number;
  size: string;
  plating: string;
  packaging: readonly string[];
  rushOrder: boolean;
}

/** The designer with an order's options and artwork (priced again there, at today's prices). */
export function reorderLink(options: DesignOptions, logo: { url: string | null; fileName: string | null }): string {
  const params = new URLSearchParams({
    quantity: String(options.quantity),
    size: options.size,
    plating: options.plating,
    packaging: options.packaging.join(','),
    rush: options.rushOrder ? '1' : '0',
  });
  if (logo.url && UPLOAD_PATH.test(logo.url)) {
    params.set('logo', logo.url);
    params.set('logoName', logo.fileName || logo.url.slice(logo.url.lastIndexOf('/') + 1));
  }
  return `/custom?${params.toString()}`;
}

/** What the link asks the designer to start from, or null for an ordinary visit. */
export function designerStart(params: URLSearchParams): DesignerStart | null {
  const design = params.get('design');
  if (design !== null) {
    const id = Number(design);
    return Number.isSafeInteger(id) && id > 0 ? { kind: 'design', id } : null;
  }
  const rush = params.get('rush');
  const url = params.get('logo');
  const logo = url && UPLOAD_PATH.test(url) ? { url, fileName: logoFileName(params.get('logoName'), url) } : null;
  if (rush === null && !logo) return null;
  return { kind: 'options', rushOrder: rush === null ? null : rush === '1', logo };
}

function logoFileName(name: string | null, url: string): string {
  const trimmed = name?.trim().slice(0, 200);
  return trimmed || url.slice(url.lastIndexOf('/') + 1);
}

/** The same search without the start's parameters, once the designer has taken them. */
export function withoutDesignerStart(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of DESIGNER_START_PARAMS) rest.delete(name);
  return rest.toString();
}

/** The artwork as the File the designer holds (the design file it sends when the order is placed). */
export async function fetchDesignerLogo(logo: DesignerLogo): Promise<File> {
  const response = await fetch(logo.url, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: could not load the artwork`);
  const blob = await response.blob();
  return new File([blob], logo.fileName, { type: blob.type });
}
