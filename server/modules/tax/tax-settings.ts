/**
 * The owner's tax settings: the rates per state and province (each change a new row from now on, audited; the
 * history stays and an order is taxed by the rates in force at its own time) and what is not taxable.
 */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { pageOf, readCursor, type PageQuery } from '../../../core/cursor';
import { AppError } from '../../../core/errors';
import { COUNTRY_NAMES, REGIONS, type ShippingCountry } from '../../../core/addresses';
import {
  CUSTOM_ORDER_TAX_KIND_LABELS,
  CUSTOM_ORDER_TAX_KINDS,
  type TaxItemBody,
  type TaxRateBody,
  type TaxRateDto,
} from '../../../core/schemas/tax';
import { formatTaxRate, type JurisdictionRates } from '../../../core/tax';
import type { Database, Executor } from '../../db/client';
import { afterTimeCursor, cursorTime, newestFirst } from '../../db/keyset';
import { products, taxExemptItems, taxRates, type TaxRateRow } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { createSettingsService } from '../settings';
import { TAX_SPLIT_LABELS, TAX_SPLITS, type TaxSplit } from '../../../core/tax-split';

export const regionName = (country: ShippingCountry, region: string) =>
  REGIONS[country].find((each) => each.code === region)?.name ?? region;

/** "California: Sales tax 7.25%, shipping not taxed" (the audit's summary and the history's words). */
export function rateWords(row: Pick<TaxRateRow, 'country' | 'region' | 'components' | 'taxShipping'>): string {
  const place = `${regionName(row.country, row.region)} (${COUNTRY_NAMES[row.country]})`;
  if (row.components.length === 0) return `${place}: no sales tax`;
  const parts = row.components.map((each) => `${each.label} ${formatTaxRate(each.rateThousandths)}`).join(' + ');
  return `${place}: ${parts}, shipping ${row.taxShipping ? 'taxed' : 'not taxed'}`;
}

function rateDto(row: TaxRateRow): TaxRateDto {
  return {
    country: row.country,
    region: row.region,
    regionName: regionName(row.country, row.region),
    components: row.components.map((each) => ({
      label: each.label,
      ratePercent: each.rateThousandths / 1000,
      rateText: formatTaxRate(each.rateThousandths),
    })),
    taxShipping: row.taxShipping,
    effectiveFrom: row.effectiveFrom.toISOString(),
  };
}

/** Each state's or province's newest row at `at` (rows with no components included: a removed rate). */
async function rowsInForce(db: Executor, at: Date): Promise<TaxRateRow[]> {
  return db
    .selectDistinctOn([taxRates.country, taxRates.region])
    .from(taxRates)
    .where(lte(taxRates.effectiveFrom, at))
    .orderBy(taxRates.country, taxRates.region, desc(taxRates.effectiveFrom), desc(taxRates.id));
}

/** The rates in force at `at`, as the computation takes them. */
export async function ratesInForce(db: Executor, at: Date): Promise<JurisdictionRates[]> {
  return (await rowsInForce(db, at))
    .filter((row) => row.components.length > 0)
    .map((row) => ({
      country: row.country,
      region: row.region,
      components: row.components,
      taxShipping: row.taxShipping,
    }));
}

/** What the owner marked not taxable: product ids and custom-order kinds. */
export async function untaxedItems(db: Executor) {
  const rows = await db.select().from(taxExemptItems);
  return {
    productIds: new Set(rows.filter((row) => row.kind === 'product').map((row) => Number(row.ref))),
    customOrderKinds: new Set(rows.filter((row) => row.kind === 'custom-order').map((row) => row.ref)),
  };
}

export function createTaxSettings(options: { db: Database; now: () => Date }) {
  const { db, now } = options;
  const shopSettings = createSettingsService(db);
  const splitDto = (split: TaxSplit) => ({
    split,
    choices: TAX_SPLITS.map((each) => ({ split: each, label: TAX_SPLIT_LABELS[each] })),
  });
  return {
    /** How a custom order's tax is split between deposit and balance. */
    async split() {
      return splitDto((await shopSettings.get('tax_split')).split);
    },

    /** Sets the split for orders whose deposit is asked from now on. Audited (the settings' audit row). */
    async saveSplit(split: TaxSplit, actor: CurrentUser, ip: string) {
      const saved = await db.transaction((tx) => shopSettings.put(tx, 'tax_split', { split }, actor, ip));
      return splitDto(saved.split);
    },

    async rates() {
      return { current: (await rowsInForce(db, now())).filter((row) => row.components.length > 0).map(rateDto) };
    },

    /** Every change of a rate, newest first (by the time it applies from), a page at a time. */
    async history(query: PageQuery) {
      const cursor = query.cursor ? readCursor(query.cursor) : null;
      const rows = await db
        .select({ row: taxRates, at: cursorTime(taxRates.effectiveFrom) })
        .from(taxRates)
        .where(afterTimeCursor(taxRates.effectiveFrom, taxRates.id, cursor))
        .orderBy(...newestFirst(taxRates.effectiveFrom, taxRates.id))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, ({ row, at }) => ({ key: at, id: row.id }));
      return { changes: page.rows.map(({ row }) => ({ ...rateDto(row), id: row.id })), nextCursor: page.nextCursor };
    },

    /** Sets a state's or province's rates from now on (new orders only); none removes its rate. Audited. */
    async saveRate(country: ShippingCountry, region: string, body: TaxRateBody, actor: CurrentUser, ip: string) {
      const components = body.components.map((each) => ({
        label: each.label,
        rateThousandths: Math.round(each.ratePercent * 1000),
      }));
      const at = now();
      const saved = await db.transaction(async (tx) => {
        // One change at a time per jurisdiction: the "before" read is the row this one follows.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tax-rate:${country}:${region}`}))`);
        const [before] = await tx
          .select()
          .from(taxRates)
          .where(and(eq(taxRates.country, country), eq(taxRates.region, region), lte(taxRates.effectiveFrom, at)))
          .orderBy(desc(taxRates.effectiveFrom), desc(taxRates.id))
          .limit(1);
        const taxShipping = components.length > 0 && body.taxShipping;
        const [row] = await tx
          .insert(taxRates)
          .values({ country, region, components, taxShipping, effectiveFrom: at, createdBy: actor.id })
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'tax.rate',
          entity: 'tax_rates',
          entityId: `${country}-${region}`,
          details: { summary: `Set the sales tax for ${rateWords(row!)}, for orders from now on` },
          before: before ? { rate: rateWords(before) } : { rate: 'none' },
          after: { rate: rateWords(row!) },
          ip,
        });
        return row!;
      });
      return rateDto(saved);
    },

    async items() {
      const untaxed = await untaxedItems(db);
      const list = await db.select({ id: products.id, name: products.name }).from(products).orderBy(products.name);
      return {
        products: list.map((each) => ({ ...each, taxable: !untaxed.productIds.has(each.id) })),
        customOrderKinds: CUSTOM_ORDER_TAX_KINDS.map((kind) => ({
          kind,
          label: CUSTOM_ORDER_TAX_KIND_LABELS[kind],
          taxable: !untaxed.customOrderKinds.has(kind),
        })),
      };
    },

    /** Marks a product or a kind of custom order taxable or not. Audited. */
    async saveItem(body: TaxItemBody, actor: CurrentUser, ip: string) {
      let ref: string;
      let name: string;
      if (body.kind === 'product') {
        const [product] = await db
          .select({ name: products.name })
          .from(products)
          .where(eq(products.id, body.productId));
        if (!product) throw new AppError('not_found', 'Product not found');
        ref = String(body.productId);
        name = product.name;
      } else {
        ref = body.customOrderKind;
        name = CUSTOM_ORDER_TAX_KIND_LABELS[body.customOrderKind];
      }
      await db.transaction(async (tx) => {
        const where = and(eq(taxExemptItems.kind, body.kind), eq(taxExemptItems.ref, ref));
        if (body.taxable) await tx.delete(taxExemptItems).where(where);
        else await tx.insert(taxExemptItems).values({ kind: body.kind, ref }).onConflictDoNothing();
        await recordAudit(tx, {
          actor,
          action: 'tax.taxable',
          entity: 'tax_exempt_items',
          entityId: `${body.kind}:${ref}`,
          details: { summary: `${name}: ${body.taxable ? 'taxable' : 'not taxable'}` },
          after: { taxable: body.taxable },
          ip,
        });
      });
      return this.items();
    },
  };
}

export type TaxSettings = ReturnType<typeof createTaxSettings>;
