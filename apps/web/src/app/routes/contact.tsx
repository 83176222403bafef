import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { ContactPage } from '../../features/site/components/contact-page';

export function Component() {
  return (
    <>
      <PageMeta title={m.nav_contact()} description={m.site_contact_description()} />
      <ContactPage />
    </>
  );
}
