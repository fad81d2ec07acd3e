/** The discount-code box (shopper-spec sections 4 and 5): a code form, or the applied code with its amount. */
import { Icon } from '../../components/ui/icons';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatUsd } from '../../lib/format';
import type { DiscountCodeState } from './use-discount-code';

export function DiscountBox({ discount }: { discount: DiscountCodeState }) {
  const { applied } = discount;
  const removeButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const isApplied = applied !== null;
  const wasApplied = useRef(isApplied);

  useLayoutEffect(() => {
    if (wasApplied.current === isApplied) return;
    wasApplied.current = isApplied;
    // The focused control (Apply, or Remove) has just been replaced: keep the keyboard where the box is. A code
    // dropped by a re-check leaves the focus alone (it is on the quantity button that changed the subtotal).
    if (document.activeElement !== document.body) return;
    (isApplied ? removeButton.current : input.current)?.focus();
  }, [isApplied]);

  if (!applied) return <DiscountForm discount={discount} inputRef={input} />;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 py-2 pr-2 pl-3">
      <Icon name="ticket-percent" className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 text-sm text-brand-900">
        <span className="font-semibold tracking-wide">{applied.code}</span>
        <span className="tabular-nums" aria-live="polite">
          {discount.rechecking ? 'Updating…' : `-${formatUsd(applied.amountCents)}`}
        </span>
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="text-brand-800 hover:bg-brand-100 hover:text-brand-900"
        ref={removeButton}
        aria-label={`Remove discount code ${applied.code}`}
        onClick={discount.remove}
      >
        <Icon name="x" className="size-4" aria-hidden="true" />
        Remove
      </Button>
    </div>
  );
}

function DiscountForm({
  discount,
  inputRef,
}: {
  discount: DiscountCodeState;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const { validating } = discount;

  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        discount.apply(code);
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
        Discount code
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          // Enter submits even while the field is empty (the disabled Apply button would swallow it), so a blank
          // code gets its message.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (!validating) discount.apply(code);
          }}
          placeholder="Enter code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          className="h-10 min-w-0 flex-1 py-0 font-medium tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
        />
        <Button type="submit" variant="outline" disabled={code === '' || validating} className="w-24">
          {validating ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
          {validating ? 'Checking' : 'Apply'}
        </Button>
      </div>
    </form>
  );
}
