import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { getNews } from '../../features/site/api/get-news';
import { NewsList } from '../../features/site/components/news-pages';

export async function loader() {
  return { articles: await getNews().catch(() => null) };
}

export function Component() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta
        title="Nieuws"
        description="Het laatste nieuws van Gouden Haan: nieuwe gerechten, het herfstmenu, onze vestiging in Rotterdam en verhalen uit de keuken."
      />
      <NewsList articles={articles} />
    </>
  );
}
