/**
 * Hears every write to the products table: migration 0014's statement trigger sends `NOTIFY catalog` on commit,
 * whoever wrote (this module, a sale's stock hold, a seed, a console). How it is heard, on PGlite and on PostgreSQL,
 * is server/db/table-changes.ts; docs/decisions/016-catalogue-snapshot.md.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { listenForTableChanges, type ChangeChannel, type TableChanges } from '../../db/table-changes';

export const CATALOG_CHANNEL = 'catalog';

/** The listener's application_name (pg_stat_activity shows which connection it is). */
export const LISTENER_NAME = 'pinshop-catalog-listener';

const CATALOG: ChangeChannel = { channel: CATALOG_CHANNEL, listenerName: LISTENER_NAME, what: 'products' };

/** Calls `onChange` after every committed write to products, and whenever changes may have been missed. */
export function listenForCatalogChanges(
  handle: DatabaseHandle,
  onChange: () => void,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): TableChanges {
  return listenForTableChanges(handle, CATALOG, onChange, log);
}
