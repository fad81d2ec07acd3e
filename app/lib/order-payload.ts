/**
 * How a prepared custom order travels in a URL (/checkout?orderData=...): base64 of the UTF-8 bytes of its JSON.
 * The designer writes it, the checkout reads it; btoa/atob alone would fail on a name like "José".
 */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/** The value, or undefined when the text is not base64 of JSON (a truncated or edited link). */
export function decodeBase64Json(encoded: string): unknown {
  try {
    // A '+' that lost its URL encoding arrives as a space.
    const binary = atob(encoded.trim().replace(/ /g, '+'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
