import { PageMeta } from '../../components/page-meta';
import { AccessibilityPage } from '../../features/site/components/accessibility-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Toegankelijkheid"
        description="De toegankelijkheidsverklaring van Gouden Haan: de status, hoe we de site beoordeelden (WCAG 2.1 AA), wat nog niet goed is en hoe je ons bereikt."
      />
      <AccessibilityPage />
    </>
  );
}
