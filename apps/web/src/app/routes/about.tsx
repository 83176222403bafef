import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { AboutPage } from '../../features/site/components/about-page';

export function Component() {
  return (
    <>
      <PageMeta title={m.nav_about()} description={m.site_about_description()} />
      <AboutPage />
    </>
  );
}
