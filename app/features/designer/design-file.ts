/**
 * The browser's first look at a design file (the server decides by the file's bytes): the types the
 * prepare endpoint keeps (images, SVG, PDF) and at most core's upload limit.
 */
import { checkFile, FILE_TOO_LARGE, IMAGE_TYPES } from '../../lib/file-check';

const TYPES = { ...IMAGE_TYPES, 'application/pdf': ['pdf'] };

/** For the file input's `accept`: the picker offers only these. */
export const DESIGN_FILE_ACCEPT =
  '.png,.jpg,.jpeg,.gif,.svg,.pdf,image/png,image/jpeg,image/gif,image/svg+xml,application/pdf';

export const DESIGN_FILE_ERRORS = {
  type: { title: 'Invalid File Type', description: 'Please upload a PNG, JPG, GIF, SVG or PDF file.' },
  size: FILE_TOO_LARGE,
} as const;

export type DesignFileProblem = (typeof DESIGN_FILE_ERRORS)[keyof typeof DESIGN_FILE_ERRORS];

/** Null when the file may be sent; else the toast to show. */
export function checkDesignFile(file: Pick<File, 'name' | 'size' | 'type'>): DesignFileProblem | null {
  return checkFile<DesignFileProblem>(file, TYPES, DESIGN_FILE_ERRORS);
}
