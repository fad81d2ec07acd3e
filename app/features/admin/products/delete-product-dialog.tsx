/** Delete: a confirmation that says what will happen; the server deactivates a product that was ever ordered. */
import { PRODUCT_MESSAGES, type AdminProduct } from '../../../../core/schemas/product-admin';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toastFailure, toastSuccess } from '../admin-toast';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete {product.name}</DialogTitle>
          <DialogDescription>Are you sure you want to delete this product?</DialogDescription>
        </DialogHeader>
        <p className="mt-3 text-sm text-slate-600">
          A product that was ever ordered is deactivated instead: it leaves the shop and its orders keep it. Any other
          product is erased.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete Product'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
