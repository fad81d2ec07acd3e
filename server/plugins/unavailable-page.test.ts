import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../core/database-unavailable';
import { unavailablePage, wantsPage } from './unavailable-page';

describe('the page shown when the database is out of reach', () => {
  it('is for browsers asking for a page, not for the API or a navigation data request', async () => {
    const app = Fastify();
    const seen: Record<string, boolean> = {};
    app.all('/*', async (request) => {
      seen[`${request.method} ${request.url} ${request.headers.accept ?? ''}`] = wantsPage(request);
      return {};
    });
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    await app.inject({ url: '/wholesale', headers: { accept: html } });
    await app.inject({ url: '/account?tab=orders', headers: { accept: html } });
    await app.inject({ url: '/api/products', headers: { accept: html } });
    await app.inject({ url: '/wholesale.data', headers: { accept: html } });
    await app.inject({ url: '/wholesale', headers: { accept: 'application/json' } });
    await app.inject({ method: 'POST', url: '/quote', headers: { accept: html } });
    expect(seen).toEqual({
      [`GET /wholesale ${html}`]: true,
      [`GET /account?tab=orders ${html}`]: true,
      [`GET /api/products ${html}`]: false,
      [`GET /wholesale.data ${html}`]: false,
      'GET /wholesale application/json': false,
      [`POST /quote ${html}`]: false,
    });
    await app.close();
  });

  it('says what happened and the reference to quote, escaped, with nothing to load', () => {
    const page = unavailablePage('Pins & <Greens>', 'req-1"<b>');
    expect(page).toContain('<title>Pins &amp; &lt;Greens&gt;: back in a moment</title>');
    expect(page).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    expect(page).toContain('<code>req-1&quot;&lt;b&gt;</code>');
    expect(page).not.toMatch(/<script|<link|<img|<style/);
  });
});
