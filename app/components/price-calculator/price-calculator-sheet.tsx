/**
 * The instant price calculator (shopper-spec section 9): a button opening a right-side sheet, like the
 * cart's, where quantity, finish, size and add-ons give the price per pin, total, 10% deposit and remaining
 * balance from core, with no server call. Its two ways out carry the choices into the quote form or the designer.
 * The sheet (./price-calculator-panel, with Radix Dialog and the slider) loads when it first opens, or as soon as
 * the pointer or the keyboard reaches the button, so it is not part of the first load of the pages that offer it.
 */
import { Icon } from '../ui/icons';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useOnDemand } from '../../lib/use-on-demand';
import { buttonVariants, type ButtonSize, type ButtonVariant } from '../ui/button';

const loadPanel = () => import('./price-calculator-panel');

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
  const open = openAt === location.key;
  // Once loaded, the panel stays mounted: it plays its closing animation and keeps the choices.
  const panel = useOnDemand(loadPanel, open);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadPanel();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className={buttonVariants({ variant, size, className })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpenAt(location.key)}
      >
        <Icon name="calculator" className="size-4" aria-hidden="true" />
        {label}
      </button>
      {panel ? (
        <panel.default open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)} trigger={trigger} />
      ) : null}
    </>
  );
}
