import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../core/schemas/admin';
import { AdminApiError, adminErrorMessage, adminGet, adminSend } from './admin-api';

function answer(status: number, body: string) {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('admin api', () => {
  it('GETs with the cookies and parses the answer with its schema', async () => {
    const fetch = answer(200, JSON.stringify({ id: 3, extra: true }));
    vi.stubGlobal('fetch', fetch);
    await expect(adminGet('/api/admin/x', z.object({ id: z.number() }))).resolves.toEqual({ id: 3 });
    expect(fetch).toHaveBeenCalledWith('/api/admin/x', expect.objectContaining({ credentials: 'include' }));
  });

  it('sends a JSON body and throws the server message with its status', async () => {
    const fetch = answer(409, JSON.stringify({ message: 'Only approved orders get a payment link' }));
    vi.stubGlobal('fetch', fetch);
    const error = await adminSend('POST', '/api/x', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ status: 409, message: 'Only approved orders get a payment link' });
    expect(adminErrorMessage(error, ADMIN_MESSAGES.linkFailed)).toBe('Only approved orders get a payment link');
    const init = fetch.mock.calls[0]?.at(1) as RequestInit | undefined;
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("falls back to the spec's text when the server sent no message", async () => {
    vi.stubGlobal('fetch', answer(500, '<html>Bad gateway</html>'));
    const error = await adminSend('DELETE', '/api/orders/1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, serverMessage: null });
    expect(adminErrorMessage(error, ADMIN_MESSAGES.deleteFailed)).toBe(ADMIN_MESSAGES.deleteFailed);
    expect(adminErrorMessage(new Error('boom'), ADMIN_MESSAGES.deleteFailed)).toBe(ADMIN_MESSAGES.deleteFailed);
  });
});
