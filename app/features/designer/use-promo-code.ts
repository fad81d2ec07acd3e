/** The designer's promo code check (shopper-spec sections 5, 7 and 8): against the total incl. rush, before discount. */
import { centsToDollars } from '../../../core/money';
import { designerDiscountBase } from '../../../core/pricing/designer';
import { toast } from '../../components/ui/use-toast';
import { formatDollars } from '../../lib/format';
import { shopApi } from '../../lib/shop-api';
import { useAction } from '../../lib/use-action';
import { usePrices } from '../../lib/use-prices';
import { pricingOptions, type DesignerAction, type DesignerDraft } from './designer-state';

export function usePromoCode(draft: DesignerDraft, dispatch: (action: DesignerAction) => void) {
  const prices = usePrices();
  const validate = useAction(
    (code: string) => {
      const orderAmount = centsToDollars(designerDiscountBase(pricingOptions(draft), prices));
      return shopApi.validateDiscount({ code, orderAmount });
    },
    {
      onSuccess: (result, code) => {
        if (!result.valid) {
          dispatch({ type: 'clearDiscount' });
          toast({
            title: 'Invalid Promo Code',
            description: result.error || 'This promo code is not valid for your order.',
            variant: 'destructive',
          });
          return;
        }
        const applied = { code: result.discountCode?.code ?? code, discountAmount: result.discountAmount };
        dispatch({ type: 'applyDiscount', discount: applied });
        toast({
          title: 'Promo Code Applied!',
          description: `You saved ${formatDollars(applied.discountAmount)} with code ${applied.code}.`,
          variant: 'success',
        });
      },
      onError: () => {
        toast({
          title: 'Error',
          description: 'Failed to validate promo code. Please try again.',
          variant: 'destructive',
        });
      },
    },
  );

  return {
    checking: validate.pending,
    /** A blank code is ignored. */
    apply: () => {
      const code = draft.promoCode.trim();
      if (code && !validate.pending) validate.run(code);
    },
    remove: () => dispatch({ type: 'removePromo' }),
  };
}
