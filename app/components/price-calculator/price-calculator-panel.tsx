/**
 * The price calculator's sheet (./price-calculator-sheet): quantity, finish, size and add-ons give the price per
 * pin, total, 10% deposit and remaining balance from core. Loaded when the sheet first opens (decision 021); it stays
 * mounted from then on, so the choices survive closing and reopening.
 */
import { Icon } from '../ui/icons';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { usePriceCalculator } from '../../lib/use-price-calculator';
import { buttonVariants } from '../ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '../ui/sheet';
import { CalculatorEstimate } from './calculator-estimate';
import { CalculatorFields } from './calculator-fields';
import { designerLink, quoteLink } from './calculator-links';

export interface PriceCalculatorPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the sheet: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

export default function PriceCalculatorPanel({ open, onOpenChange, trigger }: PriceCalculatorPanelProps) {
  const calculator = usePriceCalculator();
  const { input, result } = calculator;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Close price calculator"
        className="gap-0"
        // The button is not Radix's own trigger (it renders before this sheet loads), so Radix would drop the focus.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
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
            <Icon name="arrow-right" className="size-4" aria-hidden="true" />
          </Link>
          <Link to={designerLink(input)} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
            Design it now
          </Link>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
