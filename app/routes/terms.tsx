import { LegalPage, legalMeta } from '../features/legal/legal-page';
import { TERMS, termsSections } from '../features/legal/terms-content';
import type { Route } from './+types/terms';

export function meta({ matches }: Route.MetaArgs) {
  return legalMeta(matches, TERMS);
}

export default function Page() {
  return <LegalPage title={TERMS.title} intro={TERMS.description} sections={termsSections} />;
}
