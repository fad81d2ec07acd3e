import { sql } from 'drizzle-orm';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogGroup, stockBadge } from '../../../core/catalog';
import { createEmptyDatabase } from '../../../tests/helpers/database';
import { queryRows, type Database, type DatabaseHandle } from '../client';
import { migrateDatabase } from '../migrate';
import { blogPosts, discountCodes, products, users } from '../schema';
import { seedDemoData, type SeedSummary } from './seed';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

let handle: DatabaseHandle;
let db: Database;
let first: SeedSummary;
let second: SeedSummary;
let countsAfterFirst: Record<string, number>;

async function rowCounts(): Promise<Record<string, number>> {
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`
    select (select count(*)::int from users) as users,
           (select count(*)::int from products) as products,
           (select count(*)::int from blog_posts) as blog_posts,
           (select count(*)::int from discount_codes) as discount_codes`,
  );
  return counts!;
}

/** Every row of the seeded tables, to prove that a second run changes nothing. */
async function snapshot() {
  return {
    users: await db.select().from(users).orderBy(users.id),
    products: await db.select().from(products).orderBy(products.id),
    blogPosts: await db.select().from(blogPosts).orderBy(blogPosts.id),
    discountCodes: await db.select().from(discountCodes).orderBy(discountCodes.id),
  };
}

function publicFile(url: string): string {
  return `${publicDir}${url}`;
}

beforeAll(async () => {
  handle = await createEmptyDatabase();
  db = handle.db;
  await migrateDatabase(handle);
  first = await seedDemoData(db);
  countsAfterFirst = await rowCounts();
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoData', () => {
  it('inserts the demo data once; a second run inserts and changes nothing', async () => {
    expect(first).toEqual({ users: 1, products: 28, blogPosts: 7, discountCodes: 6, invoices: 2 });
    const before = await snapshot();
    second = await seedDemoData(db);
    expect(second).toEqual({ users: 0, products: 0, blogPosts: 0, discountCodes: 0, invoices: 0 });
    expect(await rowCounts()).toEqual(countsAfterFirst);
    expect(await snapshot()).toEqual(before);
  });

  it('moves the product id sequence past the fixed ids', async () => {
    const [created] = await db.insert(products).values({ name: 'Sequence Check Pin', priceCents: 799 }).returning();
    expect(created!.id).toBe(29);
    await db.execute(sql`delete from products where id = ${created!.id}`);
  });

  it('creates no admin and no password', async () => {
    const all = await db.select().from(users);
    expect(all).toEqual([
      expect.objectContaining({
        username: 'pinshop-editorial',
        email: 'editorial@pinshop.example',
        role: 'user',
        passwordHash: null,
      }),
    ]);
  });
});

describe('demo catalogue', () => {
  let all: (typeof products.$inferSelect)[];
  let active: (typeof products.$inferSelect)[];

  beforeAll(async () => {
    all = await db.select().from(products).orderBy(products.id);
    active = all.filter((product) => product.isActive);
  });

  it('has at least 24 active pins in every category and every name grouping', () => {
    expect(active.length).toBeGreaterThanOrEqual(24);
    expect(new Set(active.map((p) => p.category))).toEqual(
      new Set(['golf-pins', 'commemorative', 'tournament', 'seasonal']),
    );
    const groups = new Set(active.map((p) => catalogGroup(p.name)));
    expect(groups).toEqual(
      new Set(['masters', 'pga-tour', 'liv-golf', 'tgl', 'patriotic', 'courses', 'memes', 'other']),
    );
    // The same grouping whether the name match is case-sensitive or not.
    const needles = [
      ['masters', 'gnome'],
      ['pga', 'tour'],
      ['liv'],
      ['tgl'],
      ['american flag', 'trump'],
      ['harbour town', 'monarch'],
      ['pgamemes', 'scottie'],
    ];
    for (const { name } of all) {
      const lower = name.toLowerCase();
      const index = needles.findIndex((words) => words.some((word) => lower.includes(word)));
      const insensitive =
        index === -1 ? 'other' : ['masters', 'pga-tour', 'liv-golf', 'tgl', 'patriotic', 'courses', 'memes'][index];
      expect(insensitive, name).toBe(catalogGroup(name));
    }
  });

  it('has the named pins of the spec', () => {
    const byName = new Map(all.map((p) => [p.name, p]));
    expect(all.find((p) => p.id === 21)).toMatchObject({
      name: 'American Flag Golf Pin',
      priceCents: 0,
      isActive: true,
    });
    expect(byName.get('Trump Fight Golf Pin')).toMatchObject({ isActive: true, inStock: true });
    expect(byName.get('Trump Fight Golf Pin')!.priceCents).toBeGreaterThan(0);
    const gnome = byName.get('2024 Masters Gnome Pin')!;
    expect(gnome.stockQuantity).toBeGreaterThan(10);
    expect(stockBadge(gnome)).toBe('Low Stock');
  });

  it('prices every other pin in the wholesale range, in cents', () => {
    for (const p of all.filter((product) => product.id !== 21)) {
      expect(p.priceCents, p.name).toBeGreaterThanOrEqual(799);
      expect(p.priceCents, p.name).toBeLessThanOrEqual(1999);
    }
  });

  it('shows every stock badge', () => {
    const badges = active.filter((p) => p.name !== '2024 Masters Gnome Pin').map(stockBadge);
    const count = (badge: string) => badges.filter((b) => b === badge).length;
    expect(count('Out of Stock')).toBeGreaterThanOrEqual(3);
    expect(count('Low Stock')).toBeGreaterThanOrEqual(3);
    expect(count('In Stock')).toBeGreaterThan(active.length / 2);
    // Both ways of being out of stock: the flag off with stock left, and stock 0 with the flag on.
    expect(active.some((p) => !p.inStock && p.stockQuantity > 0)).toBe(true);
    expect(active.some((p) => p.inStock && p.stockQuantity === 0)).toBe(true);
  });

  it('has two promo videos and a drawing for every pin', () => {
    const withVideo = active.filter((p) => p.videoUrl);
    expect(withVideo.map((p) => p.name).sort()).toEqual([
      'PGAMemes Happy Gilmore Pin',
      'Scottie Scheffler Mugshot Pin',
    ]);
    for (const p of withVideo) {
      expect(p.videoUrl).toMatch(/^\/videos\/[a-z0-9-]+\.mp4$/);
      const file = publicFile(p.videoUrl!);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(150 * 1024);
    }
    const images = new Set<string>();
    for (const p of all) {
      expect(p.imageUrl).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(p.imageUrl!)), p.imageUrl!).toBe(true);
      images.add(p.imageUrl!);
    }
    expect(images.size).toBe(all.length);
  });
});

describe('demo blog and discount codes', () => {
  it('publishes posts in every category on distinct dates, plus one draft', async () => {
    const posts = await db.select().from(blogPosts);
    const published = posts.filter((p) => p.isPublished);
    expect(posts.length).toBeGreaterThanOrEqual(7);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((p) => p.category))).toEqual(
      new Set(['tips', 'equipment', 'courses', 'tournaments', 'news']),
    );
    expect(new Set(published.map((p) => p.publishedAt!.toISOString())).size).toBe(published.length);
    expect(posts.filter((p) => !p.isPublished)).toHaveLength(1);
    expect(posts.find((p) => p.slug === 'ponte-vedra-original-island-green-timeless-test')).toMatchObject({
      category: 'courses',
      isPublished: true,
    });
    for (const post of posts) {
      for (const tag of ['<h2>', '<p>', '<ul>']) expect(post.content, post.slug).toContain(tag);
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.excerpt && post.metaTitle && post.metaDescription, post.slug).toBeTruthy();
      expect(post.featuredImage).toBe(`/images/blog/${post.slug}.svg`);
      expect(existsSync(publicFile(post.featuredImage!)), post.featuredImage!).toBe(true);
    }
  });

  it('has a code for every discount rule', async () => {
    const codes = new Map((await db.select().from(discountCodes)).map((c) => [c.code, c]));
    const now = new Date();
    expect(codes.get('USA')).toMatchObject({
      discountType: 'percentage',
      discountValue: 20,
      isActive: true,
      maxUses: null,
    });
    expect(codes.get('WELCOME15')).toMatchObject({ discountType: 'percentage', discountValue: 15, isActive: true });
    expect(codes.get('SAVE10')).toMatchObject({
      discountType: 'fixed',
      discountValue: 1000,
      minimumOrderAmountCents: 5000,
    });
    const all = [...codes.values()];
    expect(all.some((c) => c.isActive && c.validUntil !== null && c.validUntil < now)).toBe(true);
    expect(all.some((c) => c.isActive && c.maxUses !== null && c.currentUses >= c.maxUses)).toBe(true);
    expect(all.some((c) => !c.isActive)).toBe(true);
    for (const code of all) expect(code.code).toBe(code.code.toUpperCase());
  });
});
