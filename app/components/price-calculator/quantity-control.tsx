/** The drawer's quantity: a number box for any whole number and a slider for quick moves, kept in step. */
import * as Slider from '@radix-ui/react-slider';
import { CALCULATOR_QUANTITY } from '../../../core/pricing/drawer-calculator';
import type { PriceCalculatorState } from '../../lib/use-price-calculator';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { SliderThumb } from '../ui/slider-thumb';
import { formatCount } from '../../../core/en-us';

const { min, max, step, inputMax } = CALCULATOR_QUANTITY;

export function QuantityControl({ calculator }: { calculator: PriceCalculatorState }) {
  const quantity = calculator.input.quantity;
  return (
    <div className="flex flex-col gap-3">
      <Field
        label="Quantity"
        hint="Price breaks at 51, 100, 250 and 500 pins."
        error={calculator.quantityValid ? null : `Enter a whole number of pins from 1 to ${formatCount(inputMax)}`}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={inputMax}
            step={1}
            value={calculator.quantityText}
            onChange={(event) => calculator.typeQuantity(event.target.value)}
            onBlur={calculator.settleQuantity}
            className="tabular-nums"
          />
        )}
      </Field>
      <Slider.Root
        value={[Math.min(max, Math.max(min, quantity))]}
        min={min}
        max={max}
        step={step}
        onValueChange={([value]) => {
          if (value !== undefined) calculator.setQuantity(value);
        }}
        className="relative flex h-7 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        <SliderThumb
          aria-label="Quantity slider"
          aria-valuetext={`${formatCount(quantity)} pins`}
          className="block size-6 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-4 focus-visible:outline-brand-600/40"
        />
      </Slider.Root>
      <p className="flex justify-between text-xs text-slate-500 tabular-nums" aria-hidden="true">
        <span>{min}</span>
        <span>{formatCount(max)}+</span>
      </p>
    </div>
  );
}
