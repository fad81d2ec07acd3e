/**
 * The artwork check of a chosen file, its code loaded when a file is first chosen (decision 021): the forms that
 * take artwork carry only this wrapper in their first load.
 */
import type { ArtworkField } from '../../../core/schemas/artwork';
import { onDemand, useOnDemand } from '../../lib/use-on-demand';

const artworkCheck = onDemand(() => import('./artwork-check'));

export function LazyArtworkCheck({ file, field }: { file: File | null; field: ArtworkField }) {
  const loaded = useOnDemand(artworkCheck, file !== null);
  if (!file) return null;
  if (!loaded) {
    return (
      <p aria-live="polite" className="text-sm text-slate-600">
        Checking your artwork...
      </p>
    );
  }
  return <loaded.ArtworkCheck file={file} field={field} />;
}
