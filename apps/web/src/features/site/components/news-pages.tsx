/** The news overview (newest first) and a single article. */
import { formatLongDate } from '@gh/domain';
import type { NewsArticle, NewsSummary } from '@gh/domain/content';
import * as m from '@gh/i18n/messages';
import { href } from '../../../lib/lang';
import { newsArticlePath, paths } from '../../../lib/paths';
import { untranslatedLang } from '../../../lib/untranslated';
import { card, LoadError, muted, PageHeader, textLink } from './ui';
import { Link } from '../../../components/link';

export function NewsList({ articles }: { articles: NewsSummary[] | null }) {
  return (
    <>
      <PageHeader eyebrow={m.pages_news_eyebrow()} title={m.pages_news_title()}>
        {m.pages_news_intro()}
      </PageHeader>
      {!articles ? (
        <LoadError what={m.pages_news_load_what()} />
      ) : (
        <ol className="grid gap-6 md:grid-cols-2">
          {articles.map((a, i) => (
            <li key={a.slug} className={`${card} flex flex-col ${i === 0 ? 'md:col-span-2' : ''}`}>
              <article className="flex flex-1 flex-col">
                <p className={`text-sm font-semibold ${muted}`}>
                  <time dateTime={a.publishedAt}>{formatLongDate(a.publishedAt)}</time>
                </p>
                <h2
                  className={`mt-1 font-bold ${i === 0 ? 'text-3xl' : 'text-xl'}`}
                  {...untranslatedLang(a, 'title')}
                >
                  <Link to={href(newsArticlePath(a.slug))} className="hover:underline">
                    {a.title}
                  </Link>
                </h2>
                <p className={`mt-2 flex-1 ${muted}`} {...untranslatedLang(a, 'summary')}>
                  {a.summary}
                </p>
                <Link
                  to={href(newsArticlePath(a.slug))}
                  className={`mt-4 ${textLink}`}
                  aria-hidden="true"
                  tabIndex={-1}
                >
                  {m.pages_news_read_more()}
                </Link>
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function NewsArticleView({ article }: { article: NewsArticle }) {
  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-6">
        <Link to={paths.news} className={textLink}>
          {m.pages_news_all()}
        </Link>
      </p>
      <p className={`text-sm font-semibold ${muted}`}>
        <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
      </p>
      <h1
        className="mt-1 text-4xl font-extrabold tracking-tight sm:text-5xl"
        {...untranslatedLang(article, 'title')}
      >
        {article.title}
      </h1>
      <p className="mt-4 text-xl leading-relaxed font-semibold" {...untranslatedLang(article, 'summary')}>
        {article.summary}
      </p>
      <div className="mt-6 space-y-4 text-lg leading-relaxed" {...untranslatedLang(article, 'body')}>
        {article.body.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-10">
        <Link
          to={paths.menu}
          className="rounded-full bg-brand-red px-6 py-3 font-bold text-white hover:bg-brand-dark-red dark:bg-brand-yellow dark:text-brand-black"
        >
          {m.pages_news_order_now()}
        </Link>
      </p>
    </article>
  );
}
