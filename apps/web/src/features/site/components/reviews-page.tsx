import type { ReviewsAnswer } from '@gh/domain/content';
import { useState } from 'react';
import * as m from '@gh/i18n/messages';
import { formatDecimal, formatLongDate } from '@gh/domain';
import { brand } from '../../../lib/brand';
import { card, cityName, LoadError, muted, PageHeader, Stars } from './ui';

export function ReviewsPage({ data }: { data: ReviewsAnswer | null }) {
  const [filter, setFilter] = useState<string>('alle');
  if (!data) return <LoadError what={m.site_reviews_what()} />;
  const shown = filter === 'alle' ? data.reviews : data.reviews.filter((r) => r.location === filter);
  return (
    <>
      <PageHeader eyebrow={m.nav_reviews()} title={m.site_reviews_title()}>
        {m.site_reviews_intro()}
      </PageHeader>
      <ul className="mb-8 grid gap-4 sm:grid-cols-2">
        {data.averages.map((a) => (
          <li key={a.location} className={`${card} flex items-center justify-between gap-4`}>
            <div>
              <h2 className="text-xl font-bold">
                {brand.name} {cityName(a.location)}
              </h2>
              <p className={muted}>{m.site_reviews_count({ count: a.count })}</p>
            </div>
            <div className="text-right">
              <p className="text-4xl font-extrabold">{formatDecimal(a.average)}</p>
              <Stars rating={a.average} label={m.site_average_stars({ average: formatDecimal(a.average) })} />
            </div>
          </li>
        ))}
      </ul>
      <fieldset className="mb-6 flex flex-wrap gap-2">
        <legend className="sr-only">{m.site_reviews_filter()}</legend>
        {['alle', ...data.averages.map((a) => a.location)].map((value) => (
          <label
            key={value}
            className={`cursor-pointer rounded-full border-2 px-4 py-1.5 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--gh-ring) ${
              filter === value
                ? 'border-brand-red bg-brand-red text-white dark:border-brand-yellow dark:bg-brand-yellow dark:text-brand-black'
                : 'border-current'
            }`}
          >
            <input
              type="radio"
              name="review-filter"
              value={value}
              checked={filter === value}
              onChange={() => setFilter(value)}
              className="sr-only"
            />
            {value === 'alle' ? m.site_reviews_all_locations() : cityName(value)}
          </label>
        ))}
      </fieldset>
      <ul className="grid gap-6 md:grid-cols-2">
        {shown.map((r) => (
          <li key={r.id} className={card}>
            <figure>
              <div className="flex items-center justify-between gap-2">
                <Stars rating={r.rating} />
                <span className={`text-sm ${muted}`}>{formatLongDate(r.createdAt)}</span>
              </div>
              <blockquote className="mt-3 leading-relaxed">“{r.text}”</blockquote>
              <figcaption className="mt-3 text-sm font-semibold">
                {r.author} · {cityName(r.location)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
