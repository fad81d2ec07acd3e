/**
 * The drawer's discount code (shopper-spec sections 4, 5 and 8): none, validating or applied, kept in
 * React state only. While a code is applied, a change of the subtotal checks it again with the server (the
 * amount follows the cart, and a code whose minimum is no longer met is removed).
 */
import { useEffect, useState } from 'react';
import { normalizeCode } from '../../../core/discounts';
import type { Cents } from '../../../core/money';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage } from '../../lib/api';
import { formatUsd } from '../../lib/format';
import { shopApi } from '../../lib/shop-api';
import { useAction } from '../../lib/use-action';
import {
  DISCOUNT_MESSAGES,
  readValidation,
  validationBody,
  type AppliedDiscount,
  type DiscountCheck,
} from './discount';

/** Quick clicks on plus or minus settle before the code is checked again (the endpoint is rate-limited). */
const RECHECK_DELAY_MS = 400;

async function validateCode(code: string, subtotalCents: Cents, signal?: AbortSignal): Promise<DiscountCheck> {
  const answer = await shopApi.validateDiscount(validationBody(code, subtotalCents), signal);
  return readValidation(answer, code, subtotalCents);
}

export interface DiscountCodeState {
  applied: AppliedDiscount | null;
  /** The cart changed since the server last checked the applied code; a new check is on its way. */
  rechecking: boolean;
  validating: boolean;
  apply(code: string): void;
  remove(): void;
}

/** `cart` is undefined until the cart has loaded. */
export function useDiscountCode(cart: { subtotalCents: Cents; itemCount: number } | undefined): DiscountCodeState {
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);
  const subtotalCents = cart?.subtotalCents;
  const empty = cart?.itemCount === 0;

  const validation = useAction((code: string, subtotal: Cents) => validateCode(code, subtotal), {
    onSuccess: (check) => {
      if (!check.valid) {
        toast({ title: 'Invalid Code', description: check.error, variant: 'destructive' });
        return;
      }
      setApplied(check.applied);
      toast({
        title: 'Discount Applied',
        description: `You saved ${formatUsd(check.applied.amountCents)}!`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({ title: 'Error', description: apiErrorMessage(error, DISCOUNT_MESSAGES.failed), variant: 'destructive' });
    },
  });

  useEffect(() => {
    if (!applied || subtotalCents === undefined || applied.subtotalCents === subtotalCents) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // An empty cart has nothing to discount; the removal toast of the last line stays on screen.
      if (empty) return setApplied(null);
      validateCode(applied.code, subtotalCents, controller.signal).then(
        (check) => {
          if (controller.signal.aborted) return;
          setApplied(check.valid ? check.applied : null);
          if (!check.valid) toast({ title: 'Discount Removed', description: check.error });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // An amount that may no longer be right is not shown; the code can be applied again.
          setApplied(null);
          toast({
            title: 'Discount Removed',
            description: apiErrorMessage(error, DISCOUNT_MESSAGES.failed),
            variant: 'destructive',
          });
        },
      );
    }, RECHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [applied, subtotalCents, empty]);

  return {
    applied,
    rechecking: applied !== null && subtotalCents !== undefined && applied.subtotalCents !== subtotalCents,
    validating: validation.pending,
    apply(code) {
      if (!normalizeCode(code)) {
        toast({ title: 'Error', description: DISCOUNT_MESSAGES.blank, variant: 'destructive' });
        return;
      }
      if (subtotalCents === undefined || validation.pending) return;
      validation.run(code, subtotalCents);
    },
    remove() {
      if (!applied) return;
      setApplied(null);
      toast({ title: 'Discount Removed', description: `Code ${applied.code} is no longer applied.` });
    },
  };
}
