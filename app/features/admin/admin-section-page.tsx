/**
 * One section's page: its code, loaded in the browser when the page opens (each section is its own chunk; together
 * they are more than twice the 30 KB gzip a route's code may be). Its data comes from the browser anyway, so the
 * server renders the placeholder.
 */
import { useOnDemand } from '../../lib/use-on-demand';
import { findSectionPage } from './admin-sections';

const NO_CODE = () => Promise.reject(new Error('This section has no page of its own'));

/** Keyed by the section by the caller, so another section starts from its placeholder. */
export function AdminSectionPage({ path, objectId }: { path: string; objectId?: string }) {
  const section = useOnDemand(findSectionPage(path)?.load ?? NO_CODE, true);
  return section ? <section.default objectId={objectId} /> : <div className="min-h-40" aria-busy="true" />;
}
