/** The home page: hero, current offers, popular products, reviews and both restaurants. */
import type { Offer, PopularProduct, ReviewsAnswer } from '@gh/domain/content';
import { formatDecimal, formatEuro } from '@gh/domain';
import { Suspense, use } from 'react';
import { Link } from 'react-router';
import { brand, telHref } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { useLocations } from '../api/get-locations';
import { openStatus } from '../hours-text';
import { CategoryArt, HeroArt } from './hero-art';
import { OfferCard } from './offer-card';
import { RestaurantJsonLd } from './restaurant-json-ld';
import { card, cityName, eyebrowClass, muted, primaryButton, secondaryButton, Stars, textLink } from './ui';
import { noBreak } from '../../../lib/no-break';

/** The home page's data, still loading: the hero shows at once, the sections when their data arrives. */
export interface HomeData {
  offers: Promise<Offer[] | null>;
  popular: Promise<PopularProduct[] | null>;
  reviews: Promise<ReviewsAnswer | null>;
}

function Loading({ what }: { what: string }) {
  return (
    <p className={`${card} animate-pulse ${muted}`} role="status">
      {what} laden…
    </p>
  );
}

function Offers({ data }: { data: HomeData['offers'] }) {
  const offers = use(data);
  return offers && offers.length > 0 ? (
    <div className="grid gap-6 md:grid-cols-3">
      {offers.slice(0, 3).map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    </div>
  ) : (
    <p className={muted}>Op dit moment hebben we geen aanbiedingen. Kijk snel weer!</p>
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
              vanaf {formatEuro(Math.round(product.priceFrom * 100))}
            </p>
          </div>
        </li>
      ))}
    </ul>
  ) : (
    <p className={muted}>
      Bekijk ons complete menu met kip van het spit, burgers, wraps en huisgemaakte sauzen.{' '}
      <Link to={paths.menu} className={textLink}>
        Naar het menu
      </Link>
    </p>
  );
}

function Reviews({ data }: { data: HomeData['reviews'] }) {
  const reviews = use(data);
  if (!reviews) return <p className={muted}>De reviews kunnen we nu niet laden.</p>;
  return (
    <>
      <ul className="mb-6 flex flex-wrap gap-4">
        {reviews.averages.map((a) => (
          <li
            key={a.location}
            className="flex items-center gap-3 rounded-full bg-brand-yellow/25 px-4 py-2 font-semibold dark:bg-white/5"
          >
            {cityName(a.location)}
            <Stars rating={a.average} label={`Gemiddeld ${formatDecimal(a.average)} van de 5 sterren`} />
            <span>
              {formatDecimal(a.average)} ({a.count})
            </span>
          </li>
        ))}
      </ul>
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.reviews
          .filter((r) => r.rating >= 5)
          .slice(0, 3)
          .map((r) => (
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
            Kip van het spit, <span className="text-brand-yellow">goudbruin</span> en met liefde gemarineerd
          </h1>
          <p className="mt-5 max-w-md text-lg leading-relaxed text-white">
            Halal scharrelkip, 24 uur in onze eigen marinade en langzaam gegaard boven houtskool. Haal hem op
            of laat hem warm bezorgen.
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link
              to={paths.menu}
              className="rounded-full bg-brand-yellow px-7 py-3.5 text-lg font-extrabold text-brand-black shadow-lg hover:bg-white"
            >
              Bestel nu
            </Link>
            <Link
              to={paths.offers}
              className="rounded-full border-2 border-white px-6 py-3 text-lg font-bold text-white hover:bg-white hover:text-brand-red"
            >
              Aanbiedingen
            </Link>
          </div>
        </div>
        <HeroArt className="mx-auto w-full max-w-md drop-shadow-xl" />
      </section>

      <section aria-labelledby="offers-title">
        <SectionTitle
          id="offers-title"
          eyebrow="Nu voordelig"
          title="Actuele aanbiedingen"
          link={{ to: paths.offers, label: 'Alle aanbiedingen' }}
        />
        <Suspense fallback={<Loading what="Aanbiedingen" />}>
          <Offers data={offers} />
        </Suspense>
      </section>

      <section aria-labelledby="popular-title">
        <SectionTitle
          id="popular-title"
          eyebrow="Favorieten"
          title="Populair bij onze gasten"
          link={{ to: paths.menu, label: 'Naar het menu' }}
        />
        <Suspense fallback={<Loading what="Favorieten" />}>
          <Popular data={popular} />
        </Suspense>
      </section>

      <section aria-labelledby="reviews-title">
        <SectionTitle
          id="reviews-title"
          eyebrow="Wat gasten zeggen"
          title="Reviews"
          link={{ to: paths.reviews, label: 'Alle reviews' }}
        />
        <Suspense fallback={<Loading what="Reviews" />}>
          <Reviews data={reviews} />
        </Suspense>
      </section>

      <section aria-labelledby="locations-title">
        <SectionTitle
          id="locations-title"
          eyebrow="Kom langs"
          title="Onze restaurants"
          link={{ to: paths.locations, label: 'Adressen en openingstijden' }}
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
                    Menu {l.city}
                  </Link>
                  <Link to={paths.locations} className={secondaryButton}>
                    Route en tijden<span className="sr-only"> {l.city}</span>
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
