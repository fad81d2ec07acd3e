/**
 * The instant price calculator (shopper-spec section 9, issue 21): a button opening a right-side sheet, like the
 * cart's, where quantity, finish, size and add-ons give the price per pin, total, 10% deposit and remaining
 * balance from core, with no server call. Its two ways out carry the choices into the quote form or the designer.
 */
import { ArrowRight, Calculator } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePriceCalculator } from '../../lib/use-price-calculator';
import { buttonVariants, type ButtonSize, type ButtonVariant } from '../ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '../ui/sheet';
import { CalculatorEstimate } from './calculator-estimate';
import { CalculatorFields } from './calculator-fields';
import { designerLink, quoteLink } from './calculator-links';

export interface PriceCalculatorSheetProps {
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function PriceCalculatorSheet({
  label = 'Price calculator',
  variant = 'outline',
  size = 'default',
  className,
}: PriceCalculatorSheetProps) {
  const location = useLocation();
  // Open for one location only, so following either link (even to this same page) closes the drawer.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const calculator = usePriceCalculator();
  const { input, result } = calculator;

  return (
    <Sheet open={openAt === location.key} onOpenChange={(next) => setOpenAt(next ? location.key : null)}>
      <SheetTrigger className={buttonVariants({ variant, size, className })}>
        <Calculator className="size-4" aria-hidden="true" />
        {label}
      </SheetTrigger>
      <SheetContent side="right" closeLabel="Close price calculator" className="gap-0">
        <SheetHeader>
          <SheetTitle>Price calculator</SheetTitle>
          <SheetDescription className="pr-8">
            An instant estimate for custom soft enamel pins. Your quote or the designer gives the final price.
          </SheetDescription>
        </SheetHeader>
        <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-6 py-5">
          <CalculatorFields calculator={calculator} />
        </div>
        <SheetFooter className="gap-2 py-4">
          <CalculatorEstimate quantity={input.quantity} result={result} />
          <Link to={quoteLink(input, result)} className={buttonVariants({ className: 'w-full' })}>
            Request a quote with these options
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Link to={designerLink(input)} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
            Design it now
          </Link>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
