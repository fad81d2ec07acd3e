/**
 * The e-mail's blocks in order, each in its own group ("Block 2: Product card") with its fields and buttons to move
 * it up or down or remove it, and a button to add each kind of block at the end.
 */
import { EMAIL_BLOCK_KINDS, EMAIL_BLOCKS_MAX } from '../../../../core/schemas/email-blocks';
import { Icon } from '../../../components/ui/icons';
import { Button } from '../../../components/ui/button';
import { BlockFields } from './block-fields';
import { BLOCK_LABELS, moveDraft, newDraft, type BlockErrors, type DraftBlock } from './email-drafts';

export interface BlocksEditorProps {
  drafts: DraftBlock[];
  errors: Record<string, BlockErrors> | undefined;
  /** The form's message when there is no block at all. */
  emptyError: string | undefined;
  onChange(drafts: DraftBlock[]): void;
}

export function BlocksEditor({ drafts, errors, emptyError, onChange }: BlocksEditorProps) {
  const replace = (index: number, block: DraftBlock) => onChange(drafts.map((d, i) => (i === index ? block : d)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">Content blocks</legend>
      {drafts.length === 0 ? (
        <p
          className={
            emptyError
              ? 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-700'
              : 'rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600'
          }
        >
          {emptyError ?? 'No blocks yet: add a heading, text, a product card... below.'}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {drafts.map((draft, index) => {
          const name = `Block ${index + 1}`;
          return (
            <li key={draft.key}>
              <section
                aria-label={`${name}: ${BLOCK_LABELS[draft.type]}`}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h4 className="text-sm font-semibold text-slate-900">
                    {name}: {BLOCK_LABELS[draft.type]}
                  </h4>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => onChange(moveDraft(drafts, index, -1))}
                    >
                      Up
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Move ${name} down`}
                      disabled={index === drafts.length - 1}
                      onClick={() => onChange(moveDraft(drafts, index, 1))}
                    >
                      Down
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${name}`}
                      onClick={() => onChange(drafts.filter((_, i) => i !== index))}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
                <BlockFields
                  block={draft}
                  name={name}
                  errors={errors?.[draft.key]}
                  onChange={(block) => replace(index, block)}
                />
              </section>
            </li>
          );
        })}
      </ol>
      <div role="group" aria-label="Add a block" className="flex flex-wrap gap-2">
        {EMAIL_BLOCK_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outline"
            size="sm"
            disabled={drafts.length >= EMAIL_BLOCKS_MAX}
            onClick={() => onChange([...drafts, newDraft(kind)])}
          >
            <Icon name="plus" className="size-4" aria-hidden="true" />
            {BLOCK_LABELS[kind]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
