/**
 * The owner's price table (price_versions: one row per version, the highest in effect), the one reader every price
 * comes from: the server's repricing of designer orders and quote answers, the pages (the root loader) and the
 * admin's Prices screen. A save writes the next version and its audit row in one transaction; orders keep the
 * amounts they were priced at, so an old order never moves. Cached until a write (NOTIFY prices, every instance).
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../core/errors';
import type { PricesInEffect, PriceTable } from '../../../core/pricing/price-table';
import { describePriceChanges } from '../../../core/pricing/price-table-changes';
import {
  PRICES_CHANGED_MEANWHILE,
  storedPriceTableSchema,
  type PriceTableSave,
} from '../../../core/pricing/price-table-schema';
import { SEED_PRICE_TABLE } from '../../../core/pricing/price-table-seed';
import { createCachedRead } from '../../db/cached-read';
import type { DatabaseHandle, Executor } from '../../db/client';
import { priceVersions } from '../../db/schema';
import { listenForTableChanges } from '../../db/table-changes';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';

const SEED_VERSION = 1;

export interface PricesChange {
  version: number;
  changes: string[];
}

export function createPricingService(handle: DatabaseHandle, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const { db } = handle;

  async function load(executor: Executor = db): Promise<PricesInEffect> {
    const [row] = await executor.select().from(priceVersions).orderBy(desc(priceVersions.version)).limit(1);
    if (!row) return { version: SEED_VERSION, table: SEED_PRICE_TABLE };
    // A row an older release wrote is read through today's schema; one that no longer reads keeps the seed's shape.
    const parsed = storedPriceTableSchema.safeParse(row.table);
    return { version: row.version, table: parsed.success ? parsed.data : SEED_PRICE_TABLE };
  }

  // Heard asynchronously, never during this call: `cache` is set by then.
  const changes = listenForTableChanges(
    handle,
    { channel: 'prices', listenerName: 'pinshop-prices', what: 'prices' },
    () => cache.invalidate(),
    log,
  );
  const cache = createCachedRead(
    () => load(),
    () => changes.live,
  );

  return {
    /** The table in effect and its version. */
    current: (): Promise<PricesInEffect> => cache.read(),

    /** Version 1 (the seed) stored when the database has none: start-up, before the first request. */
    async seed(): Promise<void> {
      await db
        .insert(priceVersions)
        .values({ version: SEED_VERSION, table: SEED_PRICE_TABLE as unknown as Record<string, unknown> })
        .onConflictDoNothing();
      cache.invalidate();
    },

    /** What a save would change, line by line, against the table in effect. */
    async preview(table: PriceTable): Promise<string[]> {
      return describePriceChanges((await cache.read()).table, table);
    },

    /**
     * Saves the owner's table as the next version (already checked by the route's schema), audited; refused when
     * someone saved another version since the owner loaded theirs.
     */
    async save(body: PriceTableSave, actor: CurrentUser, ip: string): Promise<PricesChange> {
      const result = await db.transaction(async (tx) => {
        const [latest] = await tx
          .select({ version: priceVersions.version })
          .from(priceVersions)
          .orderBy(desc(priceVersions.version))
          .limit(1)
          .for('update');
        const inEffect = await load(tx);
        if ((latest?.version ?? SEED_VERSION) !== body.baseVersion) {
          throw new AppError('conflict', PRICES_CHANGED_MEANWHILE);
        }
        const lines = describePriceChanges(inEffect.table, body.table);
        if (lines.length === 0) return { version: inEffect.version, changes: [] };
        if (!latest) {
          await tx
            .insert(priceVersions)
            .values({ version: SEED_VERSION, table: SEED_PRICE_TABLE as unknown as Record<string, unknown> })
            .onConflictDoNothing();
        }
        const version = inEffect.version + 1;
        await tx.insert(priceVersions).values({
          version,
          table: body.table as unknown as Record<string, unknown>,
          savedByUserId: actor.id,
        });
        await recordAudit(tx, {
          actor,
          action: 'prices.change',
          entity: 'price_versions',
          entityId: version,
          details: { summary: `Prices version ${version}: ${lines.join('; ')}`, changes: lines },
          before: { version: inEffect.version },
          after: { version },
          ip,
        });
        return { version, changes: lines };
      });
      cache.invalidate();
      return result;
    },

    /** A stored version (an old order's prices), or null. */
    async version(version: number): Promise<PricesInEffect | null> {
      const [row] = await db.select().from(priceVersions).where(eq(priceVersions.version, version));
      if (!row) return version === SEED_VERSION ? { version, table: SEED_PRICE_TABLE } : null;
      return { version, table: storedPriceTableSchema.parse(row.table) };
    },

    /** Stops listening for changes (the app closes). */
    close: () => changes.close(),
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
