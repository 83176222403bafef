import { useLoaderData } from 'react-router';
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
      <PageMeta
        title="Privacy en voorwaarden"
        description="De privacyverklaring (AVG), het cookiebeleid en de algemene voorwaarden van Gouden Haan."
      />
      <PrivacyPage policy={policy} />
    </>
  );
}
