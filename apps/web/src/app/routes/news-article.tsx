import { data, useLoaderData, type LoaderFunctionArgs } from '../../lib/router';
import { PageMeta } from '../../components/page-meta';
import { ApiError } from '../../lib/api-client';
import { getArticle } from '../../features/site/api/get-news';
import { NewsArticleView } from '../../features/site/components/news-pages';

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    return { article: await getArticle(params.slug ?? '') };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      throw data(null, { status: 404 });
    throw err;
  }
}

export function Component() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title={article.title} description={article.summary} />
      <NewsArticleView article={article} />
    </>
  );
}
