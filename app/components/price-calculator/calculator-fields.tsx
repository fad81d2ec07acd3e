/** The drawer's choices: quantity, finish, size and add-ons (just-pins exclusive). */
import type { Cents } from '../../../core/money';
import type { PriceCalculatorState } from '../../lib/use-price-calculator';
import { addonsMissingInDesigner } from './calculator-links';
import { usePrices } from '../../lib/use-prices';
import { CALCULATOR_ADDON_LABELS, calculatorOptions } from './calculator-options';
import { OptionTile } from './option-tile';
import { QuantityControl } from './quantity-control';

interface OptionGroupProps<T extends string> {
  legend: string;
  type: 'radio' | 'checkbox';
  options: readonly { value: T; label: string; cents: Cents }[];
  isChecked(value: T): boolean;
  onChange(value: T, checked: boolean): void;
  note?: string | null;
}

function OptionGroup<T extends string>({ legend, type, options, isChecked, onChange, note }: OptionGroupProps<T>) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {options.map((option) => (
          <OptionTile
            key={option.value}
            type={type}
            name={`calculator-${legend.toLowerCase()}`}
            {...option}
            checked={isChecked(option.value)}
            onChange={(checked) => onChange(option.value, checked)}
          />
        ))}
      </div>
      {note ? <p className="mt-2 text-xs text-slate-600">{note}</p> : null}
    </fieldset>
  );
}

export function CalculatorFields({ calculator }: { calculator: PriceCalculatorState }) {
  const { input } = calculator;
  const options = calculatorOptions(usePrices());
  const missing = addonsMissingInDesigner(input).map((addon) => CALCULATOR_ADDON_LABELS[addon].toLowerCase());
  return (
    <>
      <QuantityControl calculator={calculator} />
      <OptionGroup
        legend="Finish"
        type="radio"
        options={options.finishes}
        isChecked={(finish) => input.finish === finish}
        onChange={(finish) => calculator.update({ finish })}
      />
      <OptionGroup
        legend="Size"
        type="radio"
        options={options.sizes}
        isChecked={(size) => input.size === size}
        onChange={(size) => calculator.update({ size })}
      />
      <OptionGroup
        legend="Add-ons"
        type="checkbox"
        options={options.addons}
        isChecked={(addon) => input.addons.includes(addon)}
        onChange={calculator.toggleAddon}
        note={missing.length > 0 ? `The designer has no ${missing.join(', ')}: ask for them in a quote.` : null}
      />
    </>
  );
}
