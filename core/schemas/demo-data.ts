/**
 * The owner's removal of the demo data (DELETE /api/admin/settings/demo-data): how many demo rows of each kind went,
 * and the ones kept because a customer used them (each with why).
 */
import { z } from 'zod';

export const DEMO_KINDS = ['products', 'discountCodes', 'invoices', 'blogPosts'] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

export const DEMO_KIND_LABELS: Record<DemoKind, string> = {
  products: 'products',
  discountCodes: 'discount codes',
  invoices: 'invoices',
  blogPosts: 'blog posts',
};

export const keptDemoRowSchema = z.object({
  kind: z.enum(DEMO_KINDS),
  /** How the owner knows it: the product's name, the code, the invoice's number. */
  name: z.string(),
  reason: z.string(),
});
export type KeptDemoRow = z.infer<typeof keptDemoRowSchema>;

export const demoRemovalSchema = z.object({
  removed: z.object({
    products: z.number().int(),
    discountCodes: z.number().int(),
    invoices: z.number().int(),
    blogPosts: z.number().int(),
  }),
  kept: z.array(keptDemoRowSchema),
});
export type DemoRemoval = z.infer<typeof demoRemovalSchema>;

/** The one-line summary the owner reads after the removal and in the audit log. */
export function describeDemoRemoval(result: DemoRemoval): string {
  const removed = DEMO_KINDS.map((kind) => `${result.removed[kind]} ${DEMO_KIND_LABELS[kind]}`).join(', ');
  const kept = result.kept.length
    ? `; kept because customers used them: ${result.kept.map((row) => `${row.name} (${row.reason})`).join('; ')}`
    : '';
  return `Demo data removed: ${removed}${kept}`;
}
