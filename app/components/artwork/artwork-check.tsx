/**
 * A file the customer just chose, checked by the shop's pre-flight (POST /api/artwork-checks) and its report shown at
 * once, before they go on. Loaded when a file is first chosen (lazy-artwork-check.tsx), never with the page.
 */
import { useEffect, useState } from 'react';
import type { ArtworkCheck as Check, ArtworkField } from '../../../core/schemas/artwork';
import { apiErrorMessage, apiRequest } from '../../lib/api';
import { Icon } from '../ui/icons';
import { ArtworkReport } from './artwork-report';

export interface ArtworkCheckProps {
  file: File;
  /** The upload field the file is for: its types and message. */
  field: ArtworkField;
}

type State = { file: File; check: Check } | { file: File; error: string };

export function ArtworkCheck({ file, field }: ArtworkCheckProps) {
  const [state, setState] = useState<State>();

  useEffect(() => {
    const controller = new AbortController();
    const form = new FormData();
    form.append('field', field);
    form.append('file', file);
    apiRequest('POST', '/api/artwork-checks', form, { signal: controller.signal })
      .then((response) => response.json() as Promise<Check>)
      .then(
        (check) => setState({ file, check }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ file, error: apiErrorMessage(error, 'We could not check this file just now.') });
        },
      );
    return () => controller.abort();
  }, [file, field]);

  const current = state?.file === file ? state : undefined;
  return (
    <div aria-live="polite" aria-busy={!current}>
      {!current ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
          Checking your artwork...
        </p>
      ) : 'error' in current ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {current.error}
        </p>
      ) : current.check.report ? (
        <ArtworkReport report={current.check.report} heading="Artwork check" />
      ) : (
        <p className="text-sm text-slate-600">{current.check.message}</p>
      )}
    </div>
  );
}
