import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';

const TOKEN = 'metrics-token-for-the-scraper';

describe('GET /metrics', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(() => t.close());

  it('answers only the scraper that sends the token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Authentication required' });
  });

  it('counts requests by route pattern and status, and reports the outbox, payments and event loop', async () => {
    await t.app.inject({ url: '/api/products' });
    await t.app.inject({ url: '/api/products/1' });
    await t.app.inject({ url: '/api/products/999999' });
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/pinshop_http_requests_total\{method="GET",route="\/api\/products",status="200"\} 1/);
    expect(text).toMatch(/pinshop_http_requests_total\{method="GET",route="\/api\/products\/:id",status="200"\} 1/);
    expect(text).toMatch(/pinshop_http_requests_total\{method="GET",route="\/api\/products\/:id",status="404"\} 1/);
    expect(text).toMatch(
      /pinshop_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/products"\}/,
    );
    expect(text).toContain('pinshop_outbox_oldest_pending_age_seconds 0');
    expect(text).toContain('# TYPE pinshop_payments gauge');
    expect(text).toContain('pinshop_nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('pinshop_reconciler_runs_total');
    // Admission control: renders in flight, whether a limit is past, requests refused by reason.
    expect(text).toContain('pinshop_page_renders_in_flight 0');
    // The scrape itself is the one request in progress.
    expect(text).toMatch(/^pinshop_http_requests_in_progress 1$/m);
    expect(text).toContain('pinshop_under_pressure 0');
    expect(text).toMatch(/^pinshop_http_shed_total\{reason="eventLoopDelay"\} 0$/m);
  });

  it('writes one log line per request with its id, user and route; the id is the X-Request-Id header', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/api/products/1?token=secret-in-query' });
    const requestId = response.headers['x-request-id'];
    const mine = lines.filter((line) => line.reqId === requestId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request',
      userId: null,
      method: 'GET',
      route: '/api/products/:id',
      path: '/api/products/1',
      statusCode: 200,
    });
    expect(JSON.stringify(mine)).not.toContain('secret-in-query');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not served', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer anything-at-all-here' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
