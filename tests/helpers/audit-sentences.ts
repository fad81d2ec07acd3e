import type { TestApp } from './app';

/** The audit log's sentences about `entity` (and one object of it), oldest first, as the owner reads them. */
export async function auditSentences(t: TestApp, admin: string, entity: string, entityId?: string): Promise<string[]> {
  const query = `entity=${entity}${entityId ? `&entityId=${encodeURIComponent(entityId)}` : ''}`;
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: { cookie: admin } });
  if (res.statusCode !== 200) throw new Error(`audit log: ${res.statusCode} ${res.body}`);
  return res
    .json<{ entries: Array<{ summary: string }> }>()
    .entries.map((row) => row.summary)
    .reverse();
}
