import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { MyDataPage } from '../../features/site/components/my-data-page';

export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta
        title="Mijn gegevens"
        description="Vraag op welke gegevens Gouden Haan van je bewaart, download ze of laat ze verwijderen."
      />
      <MyDataPage token={params.get('token')} />
    </>
  );
}
