import * as m from '@gh/i18n/messages';
import { useLoaderData } from '../../lib/router';
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
      <PageMeta title={m.pages_news_meta_title()} description={m.pages_news_meta_description()} />
      <NewsList articles={articles} />
    </>
  );
}
