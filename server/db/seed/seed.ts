/**
 * Demo data for a fresh shop: the catalogue, the blog (and its non-login author) and the discount codes.
 * Idempotent by natural keys (product id, blog slug, discount code, author username): every insert is
 * `on conflict do nothing`, so a second run inserts nothing and changes nothing. No admin, no password.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { blogPosts, discountCodes, manualInvoices, products, users } from '../schema';
import { advanceInvoiceNumbers, demoInvoices } from './invoices';
import { blogImageUrl, demoBlogPosts } from './blog-posts';
import { demoDiscountCodes } from './discount-codes';
import { demoProducts, productImageUrl } from './products';

/** Rows inserted per table by one run (all zero on a second run). */
export interface SeedSummary {
  users: number;
  products: number;
  blogPosts: number;
  discountCodes: number;
  invoices: number;
}

export const BLOG_AUTHOR = { username: 'pinshop-editorial', email: 'editorial@pinshop.example' } as const;

export async function seedDemoData(db: Database): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const insertedUsers = await tx
      .insert(users)
      .values({ ...BLOG_AUTHOR, passwordHash: null, role: 'user' })
      .onConflictDoNothing()
      .returning({ id: users.id });

    const insertedProducts = await tx
      .insert(products)
      .overridingSystemValue()
      .values(
        demoProducts.map(({ slug, ...product }) => ({
          ...product,
          imageUrl: productImageUrl(slug),
          videoUrl: product.videoUrl ?? null,
          inStock: product.inStock ?? true,
          isActive: product.isActive ?? true,
          limited: product.limited ?? false,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id });
    // Explicit ids bypass the identity sequence: move it past them so the next product gets a fresh id.
    // Only ever forward, and not at all when it is already past (a second run changes nothing).
    await tx.execute(sql`
      select setval(s.seq, m.max_id)
      from (select pg_get_serial_sequence('products', 'id') as seq) s,
           (select max(id) as max_id from products) m
      where m.max_id > coalesce(
        (select last_value from pg_sequences where format('%I.%I', schemaname, sequencename) = s.seq), 0)
    `);

    const [author] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${BLOG_AUTHOR.username}`);
    if (!author) throw new Error(`blog author ${BLOG_AUTHOR.username} is missing`);

    const insertedPosts = await tx
      .insert(blogPosts)
      .values(
        demoBlogPosts.map((post) => ({
          ...post,
          authorId: author.id,
          featuredImage: blogImageUrl(post.slug),
          createdAt: post.publishedAt ?? undefined,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });

    const insertedCodes = await tx
      .insert(discountCodes)
      .values(demoDiscountCodes.map((code) => ({ ...code, code: code.code.toUpperCase() })))
      .onConflictDoNothing()
      .returning({ id: discountCodes.id });

    const insertedInvoices = await tx
      .insert(manualInvoices)
      .values(demoInvoices)
      .onConflictDoNothing()
      .returning({ id: manualInvoices.id });
    await advanceInvoiceNumbers(tx);

    return {
      users: insertedUsers.length,
      products: insertedProducts.length,
      blogPosts: insertedPosts.length,
      discountCodes: insertedCodes.length,
      invoices: insertedInvoices.length,
    };
  });
}
