import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../core/uploads';
import { LOGO_ERRORS, checkLogoFile } from './logo-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkLogoFile', () => {
  it.each([
    ['logo.png', 'image/png'],
    ['logo.jpg', 'image/jpeg'],
    ['logo.JPEG', 'image/jpeg'],
    ['logo.gif', 'image/gif'],
    ['logo.svg', 'image/svg+xml'],
    ['logo.png', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkLogoFile(file(name, type))).toBeNull();
  });

  it.each([
    ['brief.pdf', 'application/pdf'],
    ['notes.txt', 'text/plain'],
    ['photo.webp', 'image/webp'],
    ['page.html', 'image/png'],
    ['logo', ''],
  ])('refuses %s (%s) as "Invalid File Type"', (name, type) => {
    expect(checkLogoFile(file(name, type))).toBe(LOGO_ERRORS.type);
  });

  it('refuses more than 10 MB as "File Too Large"', () => {
    expect(checkLogoFile(file('logo.png', 'image/png', UPLOAD_MAX_BYTES + 1))).toBe(LOGO_ERRORS.size);
    expect(checkLogoFile(file('logo.png', 'image/png', UPLOAD_MAX_BYTES))).toBeNull();
  });

  it('uses the spec texts', () => {
    expect(LOGO_ERRORS.type).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload a PNG, JPG, GIF, or SVG file.',
    });
    expect(LOGO_ERRORS.size).toEqual({
      title: 'File Too Large',
      description: 'Please upload a file smaller than 10MB.',
    });
  });
});
