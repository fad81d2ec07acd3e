/** The upload limit the browser checks before sending and the server enforces while streaming. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The uploaded files all requests in progress may hold in memory at once, in one instance: six files at the limit.
 * A form of ten designs can carry 100 MB, so without a cap a few stalled uploads could take the shop's memory.
 */
export const UPLOAD_MEMORY_MAX_BYTES = 64 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLargeTitle: 'File Too Large',
  tooLarge: 'Please upload a file smaller than 10MB.',
  busy: 'We are receiving a lot of files right now. Please try again in a minute.',
} as const;
