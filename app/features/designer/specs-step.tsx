/** Step 2: size and plating, each with its surcharge per pin (SIZE_SURCHARGE_CENTS, spec section 9 platings). */
import {
  PLATING_SURCHARGE_CENTS,
  SIZE_SURCHARGE_CENTS,
  type PinPlating,
  type PinSize,
} from '../../../core/pricing/designer';
import { ChoiceCard } from './choice-card';
import { PLATING_OPTIONS, SIZE_OPTIONS, perPinLabel } from './designer-options';

export interface SpecsStepProps {
  size: PinSize;
  plating: PinPlating;
  onSize(size: PinSize): void;
  onPlating(plating: PinPlating): void;
}

export function SpecsStep({ size, plating, onSize, onPlating }: SpecsStepProps) {
  return (
    <div className="flex flex-col gap-8">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Pin size</legend>
        <p className="mt-1 text-sm text-slate-600">Measured across the widest point of the pin.</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {SIZE_OPTIONS.map((option) => (
            <ChoiceCard
              key={option.value}
              type="radio"
              name="pin-size"
              value={option.value}
              checked={size === option.value}
              onChange={() => onSize(option.value)}
              title={option.label}
              description={option.note}
              aside={perPinLabel(SIZE_SURCHARGE_CENTS[option.value])}
              media={
                <span className="flex size-10 shrink-0 items-center justify-center" aria-hidden="true">
                  <span
                    className="rounded-full bg-gradient-to-br from-brand-400 to-brand-700 shadow-inner ring-2 ring-white"
                    style={{ width: `${option.scale * 2.5}rem`, height: `${option.scale * 2.5}rem` }}
                  />
                </span>
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Plating</legend>
        <p className="mt-1 text-sm text-slate-600">The metal finish of the raised lines around your colours.</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {PLATING_OPTIONS.map((option) => (
            <ChoiceCard
              key={option.value}
              type="radio"
              name="pin-plating"
              value={option.value}
              checked={plating === option.value}
              onChange={() => onPlating(option.value)}
              title={option.label}
              aside={perPinLabel(PLATING_SURCHARGE_CENTS[option.value])}
              media={
                <span
                  aria-hidden="true"
                  className="size-10 shrink-0 rounded-full shadow-inner ring-1 ring-slate-300"
                  style={{ background: option.swatch }}
                />
              }
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
