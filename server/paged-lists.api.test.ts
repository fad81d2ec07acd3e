/**
 * Every list an admin can make long, paged by the one cursor rule (core/cursor.ts): paging through while rows are
 * added between pages shows each row once and misses none of those that were there; a bad cursor and a limit over
 * 100 are 400s. The lists themselves (and their filters) are each module's to test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CURSOR_MESSAGE } from '../core/cursor';
import { signInAdmin } from '../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../tests/helpers/app';
import { ownerPagedLists } from '../tests/helpers/owner-paged-lists';
import { pagedLists, type PagedList } from '../tests/helpers/paged-lists';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signInAdmin(t);
});
afterAll(() => t.close());

type Row = { id: number };
type Page = Record<string, unknown> & { nextCursor: string | null };

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return res;
}

function withQuery(url: string, query: Record<string, string>): string {
  const [path, search] = url.split('?');
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(query)) params.set(name, value);
  return `${path}?${params.toString()}`;
}

async function pageThrough(list: PagedList, limit: number, between: () => Promise<unknown>) {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let round = 0; round < 100; round++) {
    const res = await get(withQuery(list.url, { limit: String(limit), ...(cursor ? { cursor } : {}) }));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    const rows = page[list.items] as Row[];
    expect(rows.length).toBeLessThanOrEqual(limit);
    seen.push(...rows.map(list.idOf ?? ((row) => row.id)));
    cursor = page.nextCursor;
    if (!cursor) return seen;
    await between();
  }
  throw new Error('the list never ended');
}

describe.each([...pagedLists, ...ownerPagedLists])('$name ($url)', (list) => {
  it('pages through with rows added between pages: none repeated, none of those there missed', async () => {
    const before: number[] = [];
    for (let i = 0; i < 7; i++) before.push(await list.seed(t, i));
    const existing = await pageThrough(list, 100, async () => undefined);
    const added: number[] = [];
    const seen = await pageThrough(list, 3, async () => {
      added.push(await list.seed(t, 100 + added.length), await list.seed(t, 100 + added.length + 1));
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([...existing, ...before]));
  });

  it('refuses a cursor it did not write and a limit over 100', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["yesterday",3]').toString('base64url')]) {
      const res = await get(withQuery(list.url, { cursor }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(INVALID_CURSOR_MESSAGE);
    }
    expect((await get(withQuery(list.url, { limit: '101' }))).statusCode).toBe(400);
  });

  it.runIf(list.search)('finds rows by the search box', async () => {
    const { q, id } = await list.search!(t);
    const res = await get(withQuery(list.url, { q }));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json<Page>()[list.items] as Row[]).map(list.idOf ?? ((row) => row.id))).toEqual([id]);
  });
});
