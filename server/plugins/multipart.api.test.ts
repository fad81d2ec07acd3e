/**
 * The files that uploads in progress hold in memory are capped for the whole instance: stalled uploads from strangers
 * (real sockets that send most of a 10 MB logo and stop) cannot take the shop's memory. Past the cap an upload gets a
 * 503 that says to try again, and once those connections go, uploads work again.
 */
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MEMORY_MAX_BYTES, UPLOAD_MESSAGES } from '../../core/uploads';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { multipart, PNG_BYTES } from '../../tests/helpers/multipart';
import { uploadBytesHeld } from './multipart';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const QUOTE = {
  customerName: 'Slow Sender',
  customerEmail: 'slow.sender@example.com',
  projectDescription: 'Round pin with our crest, gold plating, for the member-guest.',
  quantity: 150,
  preferredSize: '1inch',
};

/** A quote request whose logo stops `sent` bytes in, the connection left open; each from its own address. */
function stalledUpload(sent: number): net.Socket {
  const boundary = `----stalled${randomBytes(6).toString('hex')}`;
  const fields = Object.entries(QUOTE)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="crest.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/quote-requests HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      // The length of the whole form, as a browser says it: the server waits for the rest.
      `Content-Length: ${head.length + UPLOAD_MAX_BYTES + 100}\r\n\r\n`,
  );
  socket.write(head);
  socket.write(Buffer.alloc(sent, 1));
  return socket;
}

async function until(check: () => boolean, what: string) {
  for (const started = Date.now(); !check(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - started > 20_000) throw new Error(`timed out waiting for ${what} (${uploadBytesHeld()} held)`);
  }
}

let client = 0;
function quoteWithLogo(bytes: Buffer) {
  const body = multipart(QUOTE, { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes });
  client += 1;
  return t.app.inject({ method: 'POST', url: '/api/quote-requests', remoteAddress: `10.9.0.${client}`, ...body });
}

describe('uploads in progress', () => {
  it('hold at most the cap: past it a 503 says to try again; when they go, uploads work again', async () => {
    const each = UPLOAD_MAX_BYTES - 4096;
    const stalled = Array.from({ length: 6 }, () => stalledUpload(each));
    try {
      // The parser keeps back the last few bytes of a part until it knows they are not the boundary.
      await until(() => uploadBytesHeld() >= 6 * (each - 512), 'the six stalled logos');
      expect(uploadBytesHeld()).toBeLessThanOrEqual(UPLOAD_MEMORY_MAX_BYTES);

      const refused = await quoteWithLogo(Buffer.alloc(5 * 1024 * 1024, 2));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ message: UPLOAD_MESSAGES.busy });
      expect(refused.headers['retry-after']).toBe('60');
      expect(uploadBytesHeld()).toBeLessThanOrEqual(UPLOAD_MEMORY_MAX_BYTES);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
    await until(() => uploadBytesHeld() === 0, 'the stalled uploads to give their bytes back');

    const accepted = await quoteWithLogo(PNG_BYTES);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(uploadBytesHeld()).toBe(0);
  });
});
