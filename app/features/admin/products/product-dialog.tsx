/**
 * Add Product and Edit: the fields, the picture with a preview and its alt text. The product is saved first, then
 * the picture (the server types it by its bytes and re-encodes it); either failure shows the server's message.
 */
import { Icon } from '../../../components/ui/icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PRODUCT_CATEGORIES } from '../../../../core/constants';
import { imageVariantUrl } from '../../../../core/images';
import { PRODUCT_MESSAGES, type AdminProduct } from '../../../../core/schemas/product-admin';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../../core/uploads';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toastFailure, toastSuccess } from '../admin-toast';
import {
  emptyProduct,
  productBody,
  productUpdateBody,
  productValues,
  type ProductFormErrors,
  type ProductFormField,
} from './product-form-values';
import { useCreateProduct, useUpdateProduct, useUploadImage } from './use-products';

export interface ProductDialogProps {
  /** The product to edit; null adds one. */
  product: AdminProduct | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

function revoke(url: string | null) {
  if (url) URL.revokeObjectURL(url);
}

export function ProductDialog({ product, open, onOpenChange }: ProductDialogProps) {
  const [values, setValues] = useState(() => (product ? productValues(product) : emptyProduct()));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const upload = useUploadImage();
  const busy = create.isPending || update.isPending || upload.isPending;

  // The preview's object URL lives as long as the file is chosen and the dialog open.
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => revoke(previewRef.current), []);

  const text = (field: Exclude<ProductFormField, 'isActive' | 'category'>) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
  });

  function chooseFile(chosen: File | null) {
    if (chosen && chosen.size > UPLOAD_MAX_BYTES) {
      toastFailure(null, UPLOAD_MESSAGES.tooLarge, UPLOAD_MESSAGES.tooLargeTitle);
      return;
    }
    revoke(previewRef.current);
    previewRef.current = chosen ? URL.createObjectURL(chosen) : null;
    setPreview(previewRef.current);
    setFile(chosen);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = productBody(values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    let saved: AdminProduct;
    try {
      saved = product
        ? (await update.mutateAsync({ id: product.id, body: productUpdateBody(result.body, product.stockQuantity) }))
            .product
        : (await create.mutateAsync(result.body)).product;
    } catch (error) {
      return toastFailure(error, product ? PRODUCT_MESSAGES.updateFailed : PRODUCT_MESSAGES.createFailed);
    }
    if (file) {
      try {
        await upload.mutateAsync({ id: saved.id, file, imageAlt: values.imageAlt });
      } catch (error) {
        // The product is saved: the form stays open on it so the admin can pick another picture.
        return toastFailure(error, PRODUCT_MESSAGES.imageFailed);
      }
    }
    toastSuccess(product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created);
    onOpenChange(false);
  }

  const current = preview ?? (product?.imageUrl ? imageVariantUrl(product.imageUrl, 320) : null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product ? `Edit ${product.name}` : 'Add Product'}</DialogTitle>
          <DialogDescription>
            Prices in US dollars (0 makes a free pin). Changes show in the shop at once.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name} className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="off" {...text('name')} />}
          </Field>
          <Field label="Description" error={errors.description} className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={3} {...text('description')} />}
          </Field>
          <Field label="Price (USD)" required error={errors.price}>
            {(control) => <Input {...control} inputMode="decimal" placeholder="0.00" {...text('price')} />}
          </Field>
          <Field label="Category" required error={errors.category}>
            {(control) => (
              <Select
                {...control}
                value={values.category}
                onChange={(e) => setValues((v) => ({ ...v, category: e.target.value as typeof v.category }))}
              >
                {PRODUCT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Stock"
            required
            error={errors.stockQuantity}
            hint={product ? `Saved only if nobody bought meanwhile (you saw ${product.stockQuantity}).` : undefined}
          >
            {(control) => <Input {...control} type="number" min={0} step={1} {...text('stockQuantity')} />}
          </Field>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={values.isActive}
              onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))}
            />
            Active (sold in the shop)
          </label>
          <Field label="Image" hint="PNG, JPG or WebP, up to 10 MB." className="sm:col-span-2">
            {(control) => (
              <div className="flex items-center gap-4">
                {current ? (
                  <img
                    src={current}
                    alt="Preview of the chosen file"
                    width={80}
                    height={80}
                    className="size-20 rounded-lg border border-slate-200 object-contain"
                  />
                ) : null}
                <Input
                  {...control}
                  type="file"
                  accept={IMAGE_TYPES}
                  onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
                />
              </div>
            )}
          </Field>
          <Field label="Image alt text" error={errors.imageAlt} className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="off" {...text('imageAlt')} />}
          </Field>
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
              {product ? 'Save Product' : 'Add Product'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
