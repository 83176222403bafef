import * as m from '@gh/i18n/messages';
import { useLoaderData } from '../../lib/router';
import { PageMeta } from '../../components/page-meta';
import { getPrivacyPolicy } from '../../features/site/api/privacy';
import { PrivacyPage } from '../../features/site/components/privacy-page';

export async function loader() {
  return { policy: await getPrivacyPolicy().catch(() => null) };
}

export function Component() {
  const { policy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title={m.pages_privacy_meta_title()} description={m.pages_privacy_meta_description()} />
      <PrivacyPage policy={policy} />
    </>
  );
}
