/**
 * A slider that is the browser's own `<input type="range">`, styled (decision 021). The designer's quantity slider was
 * Radix's Slider, about 22 KB of script (the slider, its collection, slot and context) in the first load of /custom,
 * for what the native control already does: the slider role, min/max/value for screen readers, arrow keys, Page
 * Up/Down, Home/End, dragging and tapping the track. docs/design.md takes Radix for dialogs, sheets, selects and toasts,
 * the widgets the browser has no accessible native form of; a range input is not one of them.
 *
 * The filled part of the track is a gradient stopped at the value, as browsers other than Firefox draw no fill.
 */
import type { CSSProperties, InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface RangeSliderProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'min' | 'max' | 'step' | 'onChange'
> {
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange(value: number): void;
}

export function RangeSlider({ value, min, max, step, onValueChange, className, style, ...props }: RangeSliderProps) {
  const filled = Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
  return (
    <input
      {...props}
      type="range"
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onValueChange(Number(event.target.value))}
      style={{ ...style, '--filled': `${filled}%` } as CSSProperties}
      className={cn(
        'h-8 w-full cursor-pointer appearance-none rounded-full bg-transparent',
        'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-600/40',
        // Chromium and Safari: the track carries the fill; the thumb is pulled up to sit centred on it.
        '[&::-webkit-slider-runnable-track]:h-2.5 [&::-webkit-slider-runnable-track]:rounded-full',
        '[&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-brand-600)_var(--filled),var(--color-slate-200)_var(--filled))]',
        '[&::-webkit-slider-thumb]:-mt-[0.5625rem] [&::-webkit-slider-thumb]:size-7 [&::-webkit-slider-thumb]:appearance-none',
        '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-[3px] [&::-webkit-slider-thumb]:border-brand-600',
        '[&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-md [&::-webkit-slider-thumb]:transition-transform',
        'hover:[&::-webkit-slider-thumb]:scale-110',
        // Firefox: its own progress pseudo-element fills the track.
        '[&::-moz-range-track]:h-2.5 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-slate-200',
        '[&::-moz-range-progress]:h-2.5 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-brand-600',
        '[&::-moz-range-thumb]:size-7 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-[3px]',
        '[&::-moz-range-thumb]:border-brand-600 [&::-moz-range-thumb]:bg-white [&::-moz-range-thumb]:shadow-md',
        className,
      )}
    />
  );
}
