/** Delete: a confirmation that says what will happen; the server deactivates a product that was ever ordered. */
import { PRODUCT_MESSAGES, type AdminProduct } from '../../../../core/schemas/product-admin';
import { toastFailure, toastSuccess } from '../admin-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteProduct } from './use-products';

export interface DeleteProductDialogProps {
  product: AdminProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeleteProductDialog({ product, open, onOpenChange }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  function confirm() {
    remove.mutate(product.id, {
      onSuccess: (result) => {
        toastSuccess(result.message);
        onOpenChange(false);
      },
      onError: (error) => toastFailure(error, PRODUCT_MESSAGES.deleteFailed),
    });
  }
  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${product.name}`}
      description="Are you sure you want to delete this product?"
      confirmLabel="Delete Product"
      variant="destructive"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={() => onOpenChange(false)}
    >
      <p className="text-sm text-slate-600">
        A product that was ever ordered is deactivated instead: it leaves the shop and its orders keep it. Any other
        product is erased.
      </p>
    </ConfirmDialog>
  );
}
