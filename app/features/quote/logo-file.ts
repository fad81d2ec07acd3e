/**
 * The browser's first look at a quote logo (shopper-spec section 5); the server decides again by the bytes.
 */
import { checkFile, FILE_TOO_LARGE, IMAGE_TYPES } from '../../lib/file-check';

/** For the file input's `accept`. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';

export const LOGO_ERRORS = {
  type: { title: 'Invalid File Type', description: 'Please upload a PNG, JPG, GIF, or SVG file.' },
  size: FILE_TOO_LARGE,
} as const;

export type LogoProblem = (typeof LOGO_ERRORS)[keyof typeof LOGO_ERRORS];

/** Null when the logo may be sent; else the toast to show. */
export function checkLogoFile(file: Pick<File, 'name' | 'size' | 'type'>): LogoProblem | null {
  return checkFile<LogoProblem>(file, IMAGE_TYPES, LOGO_ERRORS);
}
