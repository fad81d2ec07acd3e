import * as Slider from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';

/**
 * Radix's Slider.Thumb without its hidden `<input>`: Radix renders that input (with no `type`) on the server, before
 * it can tell whether the slider sits in a form, for native form posts. Our sliders post nothing (the page reads the
 * value), so the thumb is Radix's own provider and trigger, the two parts Slider.Thumb is made of, and no input.
 */
export function SliderThumb(props: ComponentProps<typeof Slider.unstable_ThumbTrigger>) {
  return (
    <Slider.unstable_ThumbProvider>
      <Slider.unstable_ThumbTrigger {...props} />
    </Slider.unstable_ThumbProvider>
  );
}
