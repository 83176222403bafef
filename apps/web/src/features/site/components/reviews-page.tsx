import type { ReviewsAnswer } from '@gh/domain/content';
import { useState } from 'react';
import { formatDecimal, formatLongDate } from '@gh/domain';
import { card, cityName, LoadError, muted, PageHeader, Stars } from './ui';

export function ReviewsPage({ data }: { data: ReviewsAnswer | null }) {
  const [filter, setFilter] = useState<string>('alle');
  if (!data) return <LoadError what="de reviews" />;
  const shown = filter === 'alle' ? data.reviews : data.reviews.filter((r) => r.location === filter);
  return (
    <>
      <PageHeader eyebrow="Reviews" title="Wat onze gasten zeggen">
        Eerlijke woorden van mensen die bij ons aten, afhaalden of lieten bezorgen. Dank je wel voor elke
        review: we lezen ze allemaal.
      </PageHeader>
      <ul className="mb-8 grid gap-4 sm:grid-cols-2">
        {data.averages.map((a) => (
          <li key={a.location} className={`${card} flex items-center justify-between gap-4`}>
            <div>
              <h2 className="text-xl font-bold">Gouden Haan {cityName(a.location)}</h2>
              <p className={muted}>{a.count} reviews</p>
            </div>
            <div className="text-right">
              <p className="text-4xl font-extrabold">{formatDecimal(a.average)}</p>
              <Stars rating={a.average} label={`Gemiddeld ${formatDecimal(a.average)} van de 5 sterren`} />
            </div>
          </li>
        ))}
      </ul>
      <fieldset className="mb-6 flex flex-wrap gap-2">
        <legend className="sr-only">Toon reviews van</legend>
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
            {value === 'alle' ? 'Alle vestigingen' : cityName(value)}
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
