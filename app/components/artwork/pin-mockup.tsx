/**
 * The instant pin mockup of a chosen file (POST /api/artwork-mockups): the artwork in its main colours clipped to the
 * pin, the plating as the metal lines, on the backing card when chosen. Drawn again when the file or an option
 * changes; a file that cannot be drawn says so and nothing waits for it.
 */
import { useEffect, useState } from 'react';
import type { ArtworkMockup } from '../../../core/pin-mockup-schema';
import { productNames } from '../../../core/pricing/price-table';
import type { ArtworkField } from '../../../core/schemas/artwork';
import { apiErrorMessage, apiRequest } from '../../lib/api';
import { Icon } from '../ui/icons';

export interface PinMockupProps {
  file: File;
  field: ArtworkField;
  /** What is made ("backing-card" draws the printed card, upright); absent: a pin. */
  product?: string;
  size: string;
  plating: string;
  packaging: readonly string[];
  /** What the picture shows, for its text alternative ("1 inch pin, Gold plating"). */
  description: string;
}

type State = { key: string; mockup: ArtworkMockup } | { key: string; error: string };

export function PinMockup({ file, field, product, size, plating, packaging, description }: PinMockupProps) {
  const [state, setState] = useState<State>();
  const options = `${product ?? ''}|${size}|${plating}|${packaging.join(',')}`;
  const key = `${file.name}:${file.size}:${file.lastModified}|${options}`;

  useEffect(() => {
    const controller = new AbortController();
    const form = new FormData();
    form.append('field', field);
    if (product) form.append('product', product);
    form.append('size', size);
    form.append('plating', plating);
    form.append('packaging', packaging.join(','));
    form.append('file', file);
    apiRequest('POST', '/api/artwork-mockups', form, { signal: controller.signal })
      .then((response) => response.json() as Promise<ArtworkMockup>)
      .then(
        (mockup) => setState({ key, mockup }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ key, error: apiErrorMessage(error, 'We could not draw the mockup just now.') });
        },
      );
    return () => controller.abort();
    // `key` names the file and the options; packaging is compared by its text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, field]);

  const current = state?.key === key ? state : undefined;
  return (
    <div aria-live="polite" aria-busy={!current} className="flex flex-col items-center gap-2">
      {!current ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
          Drawing your {productNames(product).one}...
        </p>
      ) : 'error' in current ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {current.error}
        </p>
      ) : current.mockup.image ? (
        <img
          src={current.mockup.image}
          alt={`Mockup of your ${productNames(product).one}: ${description}`}
          width={300}
          height={300}
          className="aspect-square w-full max-w-xs rounded-xl object-contain"
        />
      ) : (
        <p className="text-sm text-slate-600">{current.mockup.message}</p>
      )}
    </div>
  );
}
