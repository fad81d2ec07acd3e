import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newSessionId, type TestApp } from '../../tests/helpers/app';
import { multipart, PNG_BYTES } from '../../tests/helpers/multipart';
import { NUL_MESSAGE } from './nul-bytes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => t.close());

const NUL = '\u0000';
let client = 0;
function send(options: InjectOptions) {
  client += 1;
  return t.app.inject({ remoteAddress: `10.4.0.${client}`, ...options });
}

const quoteFields = {
  customerName: 'Pat',
  customerEmail: 'pat@example.com',
  projectDescription: 'Forty pins for our member-guest',
  quantity: 40,
};

describe('a NUL byte anywhere in a request', () => {
  it.each([
    ['a JSON body', { method: 'POST', url: '/api/newsletter-signup', payload: { email: `a${NUL}@b.co`, source: 'x' } }],
    ['a JSON key', { method: 'POST', url: '/api/discount-codes/validate', payload: { [`co${NUL}de`]: 'USA' } }],
    ['a nested JSON value', { method: 'POST', url: '/api/auth/register', payload: { username: [`x${NUL}`] } }],
    ['the path', { method: 'GET', url: '/api/blog/post%00slug' }],
    ['the query', { method: 'GET', url: '/api/blog?category=news%00' }],
    ['a page path', { method: 'GET', url: '/product/1%00' }],
    ['a header', { method: 'GET', url: '/api/cart', headers: { 'x-session-id': `${newSessionId()}${NUL}` } }],
    [
      'a multipart field',
      { method: 'POST', url: '/api/quote-requests', ...multipart({ ...quoteFields, companyName: `Club${NUL}` }) },
    ],
    [
      'a multipart file name',
      {
        method: 'POST',
        url: '/api/quote-requests',
        ...multipart(quoteFields, {
          field: 'logo',
          filename: `logo${NUL}.png`,
          contentType: 'image/png',
          bytes: PNG_BYTES,
        }),
      },
    ],
  ] as const)('in %s is a 400 with one clear message, never a 500', async (_where, request) => {
    const res = await send(request as InjectOptions);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: NUL_MESSAGE });
  });

  it('the same requests without it are answered as usual', async () => {
    const res = await send({ method: 'POST', url: '/api/quote-requests', ...multipart(quoteFields) });
    expect(res.statusCode).toBe(201);
  });
});
