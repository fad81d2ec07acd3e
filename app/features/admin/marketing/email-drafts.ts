/**
 * The e-mail editor's blocks as the form holds them while the owner writes (each with a key for React, a product
 * not chosen yet as null), turned into the blocks the server takes and checked with the server's own schema: each
 * refused field gets its message, on its block.
 */
import {
  emailBlockSchema,
  EMAIL_BLOCK_MESSAGES,
  type EmailBlock,
  type EmailBlockKind,
} from '../../../../core/schemas/email-blocks';

type WithKey<T> = T & { key: string };
export type DraftBlock =
  WithKey<Exclude<EmailBlock, { type: 'product' }>> | WithKey<{ type: 'product'; productId: number | null }>;

export const BLOCK_LABELS: Record<EmailBlockKind, string> = {
  heading: 'Heading',
  text: 'Text',
  image: 'Image',
  button: 'Button',
  product: 'Product card',
  discount: 'Discount code',
  html: 'Raw HTML',
};

/** Errors of one block, by field. */
export type BlockErrors = Partial<Record<string, string>>;

let counter = 0;
const nextKey = () => `b${(counter += 1)}`;

export function newDraft(type: EmailBlockKind): DraftBlock {
  const key = nextKey();
  switch (type) {
    case 'heading':
    case 'text':
      return { key, type, text: '' };
    case 'image':
      return { key, type, src: '', alt: '' };
    case 'button':
      return { key, type, label: '', url: '' };
    case 'product':
      return { key, type, productId: null };
    case 'discount':
      return { key, type, code: '' };
    case 'html':
      return { key, type, html: '' };
  }
}

/** A template's (or the sample's) blocks, ready to edit. */
export function draftsOf(blocks: readonly EmailBlock[]): DraftBlock[] {
  return blocks.map((block) => ({ ...block, key: nextKey() }));
}

function withoutKey(draft: DraftBlock): unknown {
  const { key: _key, ...rest } = draft;
  return rest;
}

/** Each draft checked: the block the server takes, or its fields' messages. */
export function checkDrafts(drafts: readonly DraftBlock[]): {
  blocks: EmailBlock[];
  errors: Record<string, BlockErrors>;
} {
  const blocks: EmailBlock[] = [];
  const errors: Record<string, BlockErrors> = {};
  for (const draft of drafts) {
    const parsed = emailBlockSchema.safeParse(withoutKey(draft));
    if (parsed.success) {
      blocks.push(parsed.data);
      continue;
    }
    const mine: BlockErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'type');
      mine[field] ??= draft.type === 'product' ? EMAIL_BLOCK_MESSAGES.product : issue.message;
    }
    errors[draft.key] = mine;
  }
  return { blocks, errors };
}

/** What the live preview shows: the blocks filled in so far (a half-written one waits). */
export function previewBlocks(drafts: readonly DraftBlock[]): EmailBlock[] {
  return checkDrafts(drafts).blocks;
}

export function moveDraft(drafts: readonly DraftBlock[], index: number, by: -1 | 1): DraftBlock[] {
  const to = index + by;
  if (to < 0 || to >= drafts.length) return [...drafts];
  const next = [...drafts];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
