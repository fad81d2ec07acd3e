/**
 * The admin's Product Management (accounts-admin-spec section 2): summary cards, the products (newest first, 50 at a
 * time, a search by name or category) with their
 * picture, category, price, inline stock edit (held units beside it) and active badge, Edit, Delete and Add Product.
 */
import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import { imageVariantUrl } from '../../../../core/images';
import { dollarsToCents, formatUsd } from '../../../../core/money';
import { PRODUCT_MESSAGES, type AdminProduct } from '../../../../core/schemas/product-admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableRow, TableColumns } from '../../../components/ui/table';
import { UrlListSearch, useUrlSearch } from '../list-search';
import { ListError, ListLoading } from '../list-states';
import { LoadMoreButton } from '../../../components/load-more-button';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductDialog } from './product-dialog';
import { ProductSummaryCards } from './product-summary-cards';
import { StockEditor } from './stock-editor';
import { useAdminProducts } from './use-products';

const SEARCH = { product: '' };

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; product: AdminProduct } | null;

export function ProductsSection() {
  const search = useUrlSearch(SEARCH);
  const list = useAdminProducts(search.text);
  const firstPage = list.data?.pages[0];
  const shown = list.data?.pages.flatMap((page) => page.products) ?? [];
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => (isOpen ? undefined : setOpen(null));

  return (
    <section aria-labelledby="products-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="products-title" className="text-2xl font-bold text-slate-900">
            Products
          </h2>
          <p className="mt-1 text-sm text-slate-600">Every change shows in the shop at once.</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <Icon name="plus" className="size-4" aria-hidden="true" />
          Add Product
        </Button>
      </div>

      <UrlListSearch search={search} label="Products" hint="Part of the name or category" />
      {list.isPending ? (
        <ListLoading>Loading products...</ListLoading>
      ) : list.isError ? (
        <ListError error={list.error} fallback={PRODUCT_MESSAGES.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {firstPage ? <ProductSummaryCards summary={firstPage.summary} /> : null}
          <ProductTable
            products={shown}
            empty={search.text ? `No product matches "${search.text}"` : 'No products yet'}
            onEdit={(product) => setOpen({ kind: 'edit', product })}
            onDelete={(product) => setOpen({ kind: 'delete', product })}
          />
          <LoadMoreButton query={list} />
        </>
      )}

      {open?.kind === 'add' ? <ProductDialog product={null} open onOpenChange={close} /> : null}
      {open?.kind === 'edit' ? (
        <ProductDialog key={open.product.id} product={open.product} open onOpenChange={close} />
      ) : null}
      {open?.kind === 'delete' ? <DeleteProductDialog product={open.product} open onOpenChange={close} /> : null}
    </section>
  );
}

interface ProductTableProps {
  products: AdminProduct[];
  empty: string;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

function ProductTable({ products, empty, onEdit, onDelete }: ProductTableProps) {
  if (products.length === 0) {
    return <p className="rounded-2xl border border-dashed border-slate-300 px-5 py-10 text-center">{empty}</p>;
  }
  return (
    <Table>
      <TableColumns columns={['Product', 'Category', 'Price', 'Stock', 'Status']} actions />
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id}>
            <TableHead scope="row">
              <div className="flex items-center gap-3">
                {product.imageUrl ? (
                  <img
                    src={imageVariantUrl(product.imageUrl, 160)}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-lg border border-slate-200 object-contain"
                  />
                ) : (
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-100">
                    <Icon name="image-off" className="size-5 text-slate-400" aria-hidden="true" />
                  </span>
                )}
                <span className="text-slate-900">{product.name}</span>
              </div>
            </TableHead>
            <TableCell>{product.category}</TableCell>
            <TableCell className="tabular-nums">{formatUsd(dollarsToCents(product.price))}</TableCell>
            <TableCell>
              <StockEditor product={product} />
            </TableCell>
            <TableCell>
              <Badge variant={product.isActive ? 'secondary' : 'outline'}>
                {product.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </TableCell>
            <TableCell>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => onEdit(product)}>
                  <Icon name="pencil" className="size-4" aria-hidden="true" />
                  Edit<span className="sr-only"> {product.name}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => onDelete(product)}>
                  <Icon name="trash" className="size-4" aria-hidden="true" />
                  Delete<span className="sr-only"> {product.name}</span>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
