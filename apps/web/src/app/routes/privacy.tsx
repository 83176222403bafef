import { PageMeta } from '../../components/page-meta';
import { PrivacyPage } from '../../features/site/components/privacy-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Privacy en voorwaarden"
        description="De privacyverklaring (AVG), het cookiebeleid en de algemene voorwaarden van Gouden Haan."
      />
      <PrivacyPage />
    </>
  );
}
