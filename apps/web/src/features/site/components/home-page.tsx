/** The home page: hero, current offers, popular products, reviews and both restaurants. */
import type { Offer, PopularProduct, ReviewsAnswer } from '@gh/domain/content';
import { formatDecimal, formatEuro } from '@gh/domain';
import { Suspense, use } from 'react';
import * as m from '@gh/i18n/messages';
import { brand, telHref } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { useLocations } from '../../../lib/locations/get-locations';
import { openStatus } from '../../../lib/locations/hours-text';
import { hydrateLater } from '../../../lib/hydrate-later';
import { CategoryArt } from './category-art';
import { OfferCard } from './offer-card';
import { RestaurantJsonLd } from './restaurant-json-ld';
import { card, cityName, eyebrowClass, muted, primaryButton, secondaryButton, Stars, textLink } from './ui';
import { noBreak } from '../../../lib/no-break';
import { Link } from '../../../components/link';

/** The drawing beside the welcome, hydrated after the page (lib/hydrate-later.tsx). */
const HeroArt = hydrateLater('hero-art', () => import('./hero-art').then((m) => m.HeroArt));

/** The home page's data, still loading: the hero shows at once, the sections when their data arrives. */
export interface HomeData {
  offers: Promise<Offer[] | null>;
  popular: Promise<PopularProduct[] | null>;
  reviews: Promise<ReviewsAnswer | null>;
}

function Loading({ text }: { text: string }) {
  return (
    <p className={`${card} animate-pulse ${muted}`} role="status">
      {text}
    </p>
  );
}

/**
 * What the home shows: three offers, both averages and three five-star reviews. The loader keeps only
 * these, so the rest never travels in the page's hydration data (issue 28 item 10).
 */
export function homeOffers<T>(offers: T[]): T[] {
  return offers.slice(0, 3);
}

export function homeReviews(answer: ReviewsAnswer): ReviewsAnswer {
  return { ...answer, reviews: answer.reviews.filter((r) => r.rating >= 5).slice(0, 3) };
}

function Offers({ data }: { data: HomeData['offers'] }) {
  const offers = use(data);
  return offers && offers.length > 0 ? (
    <div className="grid gap-6 md:grid-cols-3">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    </div>
  ) : (
    <p className={muted}>{m.site_home_no_offers()}</p>
  );
}

function Popular({ data }: { data: HomeData['popular'] }) {
  const popular = use(data);
  return popular && popular.length > 0 ? (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {popular.map((product) => (
        <li key={product.name} className={`${card} flex gap-4`}>
          <div className="grid size-20 shrink-0 place-items-center rounded-2xl bg-brand-cream dark:bg-white/5">
            <CategoryArt category={product.category} className="size-16" />
          </div>
          <div>
            <h3 className="text-lg font-bold">{product.name}</h3>
            <p className={`mt-1 text-sm ${muted}`}>{product.description}</p>
            <p className="mt-2 font-bold text-brand-dark-red dark:text-brand-yellow">
              {m.site_home_price_from({ price: formatEuro(Math.round(product.priceFrom * 100)) })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  ) : (
    <p className={muted}>
      {m.site_home_menu_teaser()}{' '}
      <Link to={paths.menu} className={textLink}>
        {m.site_to_menu()}
      </Link>
    </p>
  );
}

function Reviews({ data }: { data: HomeData['reviews'] }) {
  const reviews = use(data);
  if (!reviews) return <p className={muted}>{m.site_home_reviews_error()}</p>;
  return (
    <>
      <ul className="mb-6 flex flex-wrap gap-4">
        {reviews.averages.map((a) => (
          <li
            key={a.location}
            className="flex items-center gap-3 rounded-full bg-brand-yellow/25 px-4 py-2 font-semibold dark:bg-white/5"
          >
            {cityName(a.location)}
            <Stars rating={a.average} label={m.site_average_stars({ average: formatDecimal(a.average) })} />
            <span>
              {formatDecimal(a.average)} ({a.count})
            </span>
          </li>
        ))}
      </ul>
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.reviews.map((r) => (
          <li key={r.id} className={card}>
            <figure>
              <Stars rating={r.rating} />
              <blockquote className="mt-3 text-lg leading-relaxed">“{r.text}”</blockquote>
              <figcaption className={`mt-3 text-sm font-semibold ${muted}`}>
                {r.author}, {cityName(r.location)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

function SectionTitle({
  id,
  eyebrow,
  title,
  link,
}: {
  id: string;
  eyebrow: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className={eyebrowClass}>{eyebrow}</p>
        <h2 id={id} className="mt-1 text-3xl font-extrabold tracking-tight">
          {title}
        </h2>
      </div>
      {link && (
        <Link to={link.to} className={textLink}>
          {link.label} →
        </Link>
      )}
    </div>
  );
}

export function HomePage({ offers, popular, reviews }: HomeData) {
  const locations = useLocations();
  const list = Array.isArray(locations) ? locations : null;
  return (
    <div className="space-y-20">
      <section
        aria-labelledby="hero-title"
        className="relative grid items-center gap-8 overflow-hidden rounded-3xl bg-brand-red px-6 py-10 text-white shadow-xl sm:px-10 md:grid-cols-2 dark:bg-gradient-to-br dark:from-brand-dark-red dark:to-[#2a0a10]"
      >
        <div>
          <p className="text-sm font-bold tracking-widest text-white uppercase">Amsterdam · Rotterdam</p>
          <h1
            id="hero-title"
            className="mt-2 text-4xl leading-tight font-extrabold tracking-tight sm:text-6xl"
          >
            {m.site_home_hero_before()}{' '}
            <span className="text-brand-yellow">{m.site_home_hero_highlight()}</span>{' '}
            {m.site_home_hero_after()}
          </h1>
          <p className="mt-5 max-w-md text-lg leading-relaxed text-white">{m.site_home_hero_text()}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link
              to={paths.menu}
              className="rounded-full bg-brand-yellow px-7 py-3.5 text-lg font-extrabold text-brand-black shadow-lg hover:bg-white"
            >
              {m.site_order_now()}
            </Link>
            <Link
              to={paths.offers}
              className="rounded-full border-2 border-white px-6 py-3 text-lg font-bold text-white hover:bg-white hover:text-brand-red"
            >
              {m.nav_offers()}
            </Link>
          </div>
        </div>
        <HeroArt className="mx-auto w-full max-w-md drop-shadow-xl" />
      </section>

      <section aria-labelledby="offers-title">
        <SectionTitle
          id="offers-title"
          eyebrow={m.site_home_offers_eyebrow()}
          title={m.site_home_offers_title()}
          link={{ to: paths.offers, label: m.site_home_offers_all() }}
        />
        <Suspense fallback={<Loading text={m.site_home_offers_loading()} />}>
          <Offers data={offers} />
        </Suspense>
      </section>

      <section aria-labelledby="popular-title">
        <SectionTitle
          id="popular-title"
          eyebrow={m.site_home_popular_eyebrow()}
          title={m.site_home_popular_title()}
          link={{ to: paths.menu, label: m.site_to_menu() }}
        />
        <Suspense fallback={<Loading text={m.site_home_popular_loading()} />}>
          <Popular data={popular} />
        </Suspense>
      </section>

      <section aria-labelledby="reviews-title">
        <SectionTitle
          id="reviews-title"
          eyebrow={m.site_home_reviews_eyebrow()}
          title={m.nav_reviews()}
          link={{ to: paths.reviews, label: m.site_home_reviews_all() }}
        />
        <Suspense fallback={<Loading text={m.site_home_reviews_loading()} />}>
          <Reviews data={reviews} />
        </Suspense>
      </section>

      <section aria-labelledby="locations-title">
        <SectionTitle
          id="locations-title"
          eyebrow={m.site_home_locations_eyebrow()}
          title={m.site_our_restaurants()}
          link={{ to: paths.locations, label: m.site_home_locations_all() }}
        />
        <div className="grid gap-6 md:grid-cols-2">
          {(list ?? brand.locations).map((l) => {
            const full = list?.find((x) => x.slug === l.slug);
            const status = full ? openStatus(full) : null;
            return (
              <article key={l.slug} className={`${card} flex flex-col gap-3`}>
                <h3 className="text-2xl font-bold">{l.city}</h3>
                <p className={muted}>
                  {l.street}, {l.postcode} {l.city}
                  <br />
                  <a href={telHref(l.phone)} className={textLink}>
                    {noBreak(l.phone)}
                  </a>
                </p>
                {status && (
                  <p className="font-semibold">
                    <span
                      className={`mr-2 inline-block size-2.5 rounded-full ${status.open ? 'bg-green-600' : 'bg-neutral-500'}`}
                      aria-hidden="true"
                    />
                    {status.text}
                  </p>
                )}
                <div className="mt-auto flex flex-wrap gap-3 pt-2">
                  <Link to={paths.cityMenu(l.slug)} className={primaryButton}>
                    {m.site_home_city_menu({ city: l.city })}
                  </Link>
                  <Link to={paths.locations} className={secondaryButton}>
                    {m.site_home_directions()}
                    <span className="sr-only"> {l.city}</span>
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
      </section>
      <RestaurantJsonLd locations={list} />
    </div>
  );
}
