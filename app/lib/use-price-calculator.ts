/**
 * The price calculator drawer's choices and their price (shopper-spec section 9), from core with the owner's price
 * table the root loader gave the page: no server call.
 * The number box keeps exactly what is typed; the price follows the last whole number from 1 up.
 */
import { useState } from 'react';
import {
  calculatePinPrice,
  parseCalculatorQuantity,
  toggleCalculatorAddon,
  type CalculatorAddon,
  type CalculatorInput,
} from '../../core/pricing/drawer-calculator';
import { usePrices } from './use-prices';

export const CALCULATOR_DEFAULTS: CalculatorInput = {
  quantity: 100,
  finish: 'silver',
  size: '1inch',
  addons: ['just-pins'],
};

export function usePriceCalculator() {
  const prices = usePrices();
  const [input, setInput] = useState<CalculatorInput>(CALCULATOR_DEFAULTS);
  const [quantityText, setQuantityText] = useState(String(CALCULATOR_DEFAULTS.quantity));

  const typeQuantity = (text: string) => {
    setQuantityText(text);
    const quantity = parseCalculatorQuantity(text);
    if (quantity !== null) setInput((current) => ({ ...current, quantity }));
  };

  return {
    input,
    result: calculatePinPrice(input, prices),
    quantityText,
    quantityValid: parseCalculatorQuantity(quantityText) !== null,
    typeQuantity,
    setQuantity: (quantity: number) => typeQuantity(String(quantity)),
    /** Leaving the box with something that is not a quantity puts back the one the price uses. */
    settleQuantity: () => setQuantityText(String(input.quantity)),
    update: (changes: Partial<Omit<CalculatorInput, 'quantity' | 'addons'>>) =>
      setInput((current) => ({ ...current, ...changes })),
    toggleAddon: (addon: CalculatorAddon, checked: boolean) =>
      setInput((current) => ({ ...current, addons: toggleCalculatorAddon(current.addons, addon, checked) })),
  };
}

export type PriceCalculatorState = ReturnType<typeof usePriceCalculator>;
