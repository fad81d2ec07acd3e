/** The upload limit the browser checks before sending and the server enforces while streaming. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLargeTitle: 'File Too Large',
  tooLarge: 'Please upload a file smaller than 10MB.',
} as const;
