import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../core/uploads';
import { DESIGN_FILE_ERRORS, checkDesignFile } from './design-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkDesignFile', () => {
  it.each([
    ['logo.png', 'image/png'],
    ['logo.JPG', 'image/jpeg'],
    ['logo.gif', 'image/gif'],
    ['logo.svg', 'image/svg+xml'],
    ['artwork.pdf', 'application/pdf'],
    ['artwork.pdf', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkDesignFile(file(name, type))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['photo.webp', 'image/webp'],
    ['page.html', 'text/html'],
    ['logo.png.exe', ''],
    ['logo.html', 'image/png'],
  ])('refuses %s (%s)', (name, type) => {
    expect(checkDesignFile(file(name, type))).toBe(DESIGN_FILE_ERRORS.type);
  });

  it('refuses a file over 10 MB and takes one of exactly 10 MB', () => {
    expect(checkDesignFile(file('big.png', 'image/png', UPLOAD_MAX_BYTES + 1))).toBe(DESIGN_FILE_ERRORS.size);
    expect(checkDesignFile(file('big.png', 'image/png', UPLOAD_MAX_BYTES))).toBeNull();
  });
});
