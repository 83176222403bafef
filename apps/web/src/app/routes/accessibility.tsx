import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { AccessibilityPage } from '../../features/site/components/accessibility-page';

export function Component() {
  return (
    <>
      <PageMeta title={m.pages_a11y_meta_title()} description={m.pages_a11y_meta_description()} />
      <AccessibilityPage />
    </>
  );
}
