/**
 * One block's fields in the e-mail editor, each labelled: a heading's text, a text block's paragraphs, an image
 * (a product picture or an upload, and its description), a button's words and link, a product of the catalogue, a
 * discount code of the shop's, or raw HTML.
 */
import { useId, type ChangeEvent } from 'react';
import { EMAIL_BLOCK_MESSAGES } from '../../../../core/schemas/email-blocks';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toastFailure } from '../admin-toast';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useDiscountCodes } from '../discounts/use-discount-codes';
import { useAdminProducts } from '../products/use-products';
import type { BlockErrors, DraftBlock } from './email-drafts';
import { useUploadEmailImage } from './use-email-editor';

export interface BlockFieldsProps {
  block: DraftBlock;
  /** "Block 2" in every label, so each control is named on its own. */
  name: string;
  errors: BlockErrors | undefined;
  onChange(block: DraftBlock): void;
}

const value = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => event.target.value;

function ProductField({ block, name, errors, onChange }: BlockFieldsProps & { block: { type: 'product' } }) {
  // The products a page at a time, newest first: "More products" reads older ones into the list.
  const products = useAdminProducts();
  const active = (products.data?.pages.flatMap((page) => page.products) ?? []).filter((p) => p.isActive);
  const chosenListed = block.productId === null || active.some((p) => p.id === block.productId);
  return (
    <div className="flex flex-col gap-2">
      <Field label={`${name}: product`} required error={errors?.productId}>
        {(control) => (
          <Select
            {...control}
            value={block.productId ?? ''}
            onChange={(event) => onChange({ ...block, productId: value(event) ? Number(value(event)) : null })}
          >
            <option value="">{products.isPending ? 'Loading the products...' : 'Choose a product'}</option>
            {chosenListed ? null : <option value={block.productId ?? ''}>Product {block.productId}</option>}
            {active.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} (${p.price.toFixed(2)})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <LoadMoreButton query={products} label="More products" />
    </div>
  );
}

function DiscountField({ block, name, errors, onChange }: BlockFieldsProps & { block: { type: 'discount' } }) {
  // The codes a page at a time, newest first: "More codes" reads older ones into the list.
  const codes = useDiscountCodes('');
  const usable = (codes.data?.pages.flatMap((page) => page.codes) ?? []).filter((c) => c.isActive);
  const chosenListed = !block.code || usable.some((c) => c.code === block.code);
  return (
    <div className="flex flex-col gap-2">
      <Field
        label={`${name}: discount code`}
        required
        error={errors?.code}
        hint="The code is shown with its real terms; one turned off or expired by the send time is left out."
      >
        {(control) => (
          <Select {...control} value={block.code} onChange={(event) => onChange({ ...block, code: value(event) })}>
            <option value="">{codes.isPending ? 'Loading the codes...' : 'Choose a code'}</option>
            {chosenListed ? null : <option value={block.code}>{block.code}</option>}
            {usable.map((c) => (
              <option key={c.id} value={c.code}>
                {c.code} ({c.discountType === 'percentage' ? `${c.discountValue}%` : `$${c.discountValue.toFixed(2)}`}{' '}
                off)
              </option>
            ))}
          </Select>
        )}
      </Field>
      <LoadMoreButton query={codes} label="More codes" />
    </div>
  );
}

function ImageFields({ block, name, errors, onChange }: BlockFieldsProps & { block: { type: 'image' } }) {
  const products = useAdminProducts();
  const upload = useUploadEmailImage();
  const fileId = useId();
  const pictures = (products.data?.pages.flatMap((page) => page.products) ?? []).filter(
    (p) => p.isActive && p.imageUrl,
  );
  const fromProducts = pictures.some((p) => p.imageUrl === block.src);
  return (
    <div className="flex flex-col gap-3">
      <Field label={`${name}: product picture`} error={errors?.src}>
        {(control) => (
          <Select
            {...control}
            value={fromProducts ? block.src : ''}
            onChange={(event) => {
              const picked = pictures.find((p) => p.imageUrl === value(event));
              onChange({ ...block, src: value(event), alt: block.alt || (picked?.imageAlt ?? picked?.name ?? '') });
            }}
          >
            <option value="">{block.src && !fromProducts ? 'Uploaded picture' : 'Choose a product picture'}</option>
            {pictures.map((p) => (
              <option key={p.id} value={p.imageUrl ?? ''}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <LoadMoreButton query={products} label="More product pictures" />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
          {name}: or upload a picture
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={upload.isPending}
          className="text-sm text-slate-700"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            upload.mutate(file, {
              onSuccess: ({ src }) => onChange({ ...block, src }),
              onError: (error) => toastFailure(error, EMAIL_BLOCK_MESSAGES.imageType, 'Upload Failed'),
            });
          }}
        />
        <p id={`${fileId}-hint`} className="text-xs text-slate-500">
          PNG, JPG, GIF or WebP up to 2 MB.
        </p>
      </div>
      <Field label={`${name}: image description`} required error={errors?.alt}>
        {(control) => (
          <Input {...control} value={block.alt} onChange={(event) => onChange({ ...block, alt: value(event) })} />
        )}
      </Field>
    </div>
  );
}

export function BlockFields(props: BlockFieldsProps) {
  const { block, name, errors, onChange } = props;
  switch (block.type) {
    case 'heading':
      return (
        <Field label={`${name}: heading`} required error={errors?.text}>
          {(control) => (
            <Input {...control} value={block.text} onChange={(event) => onChange({ ...block, text: value(event) })} />
          )}
        </Field>
      );
    case 'text':
      return (
        <Field
          label={`${name}: text`}
          required
          error={errors?.text}
          hint="A blank line starts a new paragraph. Links: https://... or [words](https://...)."
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={block.text}
              onChange={(event) => onChange({ ...block, text: value(event) })}
            />
          )}
        </Field>
      );
    case 'image':
      return <ImageFields {...props} block={block} />;
    case 'button':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={`${name}: button text`} required error={errors?.label}>
            {(control) => (
              <Input
                {...control}
                value={block.label}
                onChange={(event) => onChange({ ...block, label: value(event) })}
              />
            )}
          </Field>
          <Field label={`${name}: button link`} required error={errors?.url} hint="https://... or a shop page: /custom">
            {(control) => (
              <Input
                {...control}
                inputMode="url"
                value={block.url}
                onChange={(event) => onChange({ ...block, url: value(event) })}
              />
            )}
          </Field>
        </div>
      );
    case 'product':
      return <ProductField {...props} block={block} />;
    case 'discount':
      return <DiscountField {...props} block={block} />;
    case 'html':
      return (
        <Field
          label={`${name}: raw HTML`}
          required
          error={errors?.html}
          hint="Scripts and unsafe markup are removed; images must be https."
        >
          {(control) => (
            <Textarea
              {...control}
              rows={10}
              spellCheck={false}
              className="font-mono text-sm"
              value={block.html}
              onChange={(event) => onChange({ ...block, html: value(event) })}
            />
          )}
        </Field>
      );
  }
}
