import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE, UPLOAD_MAX_LABEL, formatMegabytes } from './file-check';

describe('formatMegabytes', () => {
  it('shows the size in MB with two decimals, never a misleading zero', () => {
    expect(formatMegabytes(3_250_586)).toBe('3.10 MB');
    expect(formatMegabytes(2_464_153)).toBe('2.35 MB');
    expect(formatMegabytes(120)).toBe('< 0.01 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
  });
});

describe('the upload limit as the forms say it', () => {
  it("reads as the spec's text", () => {
    expect(UPLOAD_MAX_LABEL).toBe('10MB');
    expect(FILE_TOO_LARGE).toEqual({ title: 'File Too Large', description: 'Please upload a file smaller than 10MB.' });
  });
});
