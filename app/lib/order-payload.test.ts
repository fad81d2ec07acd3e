import { describe, expect, it } from 'vitest';
import { decodeBase64Json, encodeBase64Json } from './order-payload';

describe('base64 JSON', () => {
  it('round-trips non-ASCII text', () => {
    const value = { customerName: 'José Núñez', quantity: 100 };
    expect(decodeBase64Json(encodeBase64Json(value))).toEqual(value);
  });

  it('reads a value whose "+" arrived as a space', () => {
    const encoded = encodeBase64Json({ note: '>>>?' });
    expect(encoded).toContain('+');
    expect(decodeBase64Json(encoded.replace(/\+/g, ' '))).toEqual({ note: '>>>?' });
  });

  it('gives undefined for text that is not base64 of JSON', () => {
    expect(decodeBase64Json('not base64!')).toBeUndefined();
    expect(decodeBase64Json(btoa('{"quantity":'))).toBeUndefined();
    expect(decodeBase64Json(btoa('\xff\xfe'))).toBeUndefined();
  });
});
