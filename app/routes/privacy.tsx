import { LegalPage, legalMeta } from '../features/legal/legal-page';
import { PRIVACY, privacySections } from '../features/legal/privacy-content';
import type { Route } from './+types/privacy';

export function meta({ matches }: Route.MetaArgs) {
  return legalMeta(matches, PRIVACY);
}

export default function Page() {
  return <LegalPage title={PRIVACY.title} intro={PRIVACY.description} sections={privacySections} />;
}
