/** Promo code entry of step 5: uppercase input, Apply (disabled when empty or checking), applied state with Remove. */
import { Icon } from '../../components/ui/icons';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatDollars } from '../../lib/format';
import type { AppliedDiscount } from './designer-state';

export interface PromoCodeBoxProps {
  code: string;
  applied: AppliedDiscount | null;
  checking: boolean;
  onCode(code: string): void;
  onApply(): void;
  onRemove(): void;
}

export function PromoCodeBox({ code, applied, checking, onCode, onApply, onRemove }: PromoCodeBoxProps) {
  const id = useId();
  if (applied) {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50/70 py-3 pr-2 pl-4">
        <Icon name="tag" className="size-5 shrink-0 text-brand-700 max-sm:hidden" aria-hidden="true" />
        <p className="flex-1 text-sm text-brand-900">
          <span className="block font-semibold">Code {applied.code} applied</span>
          You save {formatDollars(applied.discountAmount)}
        </p>
        <Button variant="ghost" size="sm" onClick={onRemove} className="px-2">
          <Icon name="x" className="size-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Promo code
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(event) => onCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter code"
          className="h-10 min-w-0 py-0 font-medium tracking-wide uppercase placeholder:tracking-normal placeholder:normal-case"
        />
        <Button variant="outline" onClick={onApply} disabled={!code.trim() || checking} className="w-24">
          {checking ? <Icon name="loader-circle" className="size-4 animate-spin" aria-label="Checking" /> : 'Apply'}
        </Button>
      </div>
    </div>
  );
}
