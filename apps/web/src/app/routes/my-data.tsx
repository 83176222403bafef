import * as m from '@gh/i18n/messages';
import { useSearchParams } from '../../lib/router';
import { PageMeta } from '../../components/page-meta';
import { MyDataPage } from '../../features/site/components/my-data-page';

export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={m.pages_mydata_meta_title()} description={m.pages_mydata_meta_description()} />
      <MyDataPage token={params.get('token')} />
    </>
  );
}
