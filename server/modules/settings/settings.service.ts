/**
 * The owner's settings (shop_settings: one row per key of the registry, its value as jsonb). The only writer of the
 * table. A value is read back through its key's schema: a missing row, or one an older release wrote that no longer
 * reads, gives the key's default, so a setting never stops the shop.
 */
import { eq } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client';
import { shopSettings } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { SETTINGS, type SettingDefinition, type SettingKey, type SettingValue } from './settings-registry';

const definitionOf = <K extends SettingKey>(key: K) => SETTINGS[key] as unknown as SettingDefinition<SettingValue<K>>;

export function createSettingsService(db: Database) {
  async function get<K extends SettingKey>(key: K, executor: Executor = db): Promise<SettingValue<K>> {
    const definition = definitionOf(key);
    const [row] = await executor.select().from(shopSettings).where(eq(shopSettings.key, key));
    if (!row) return definition.fallback;
    const parsed = definition.schema.safeParse(row.value);
    return parsed.success ? parsed.data : definition.fallback;
  }

  return {
    /** The key's value, or its default (in the caller's transaction when given). */
    get,

    /** Stores the key's value (parsed with its schema) and writes the audit row, in the caller's transaction. */
    async put<K extends SettingKey>(
      tx: Tx,
      key: K,
      value: SettingValue<K>,
      actor: CurrentUser,
      ip: string,
    ): Promise<SettingValue<K>> {
      const definition = definitionOf(key);
      const next = definition.schema.parse(value);
      const stored = next as Record<string, unknown>;
      const before = await get(key, tx);
      await tx
        .insert(shopSettings)
        .values({ key, value: stored })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value: stored, updatedAt: new Date() } });
      await recordAudit(tx, {
        actor,
        action: 'settings.change',
        entity: 'shop_settings',
        entityId: key,
        details: { summary: definition.describe(next) },
        before: { [key]: before },
        after: { [key]: next },
        ip,
      });
      return next;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
