/** Small shared pieces of the information pages: page header, stars, buttons and card styles. */
import type { ReactNode } from 'react';
import * as m from '@gh/i18n/messages';

export const card =
  'rounded-2xl border border-black/5 bg-white p-5 shadow-sm dark:border-white/10 dark:bg-[#1c1714]';
export const muted = 'text-neutral-700 dark:text-neutral-300';
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-red px-6 py-3 font-bold text-white shadow hover:bg-brand-dark-red dark:bg-brand-yellow dark:text-brand-black dark:hover:bg-white';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border-2 border-brand-red px-6 py-2.5 font-bold text-brand-red hover:bg-brand-red hover:text-white dark:border-brand-yellow dark:text-brand-yellow dark:hover:bg-brand-yellow dark:hover:text-brand-black';
export const textLink =
  'font-semibold text-brand-dark-red underline underline-offset-2 hover:text-brand-red dark:text-brand-yellow dark:hover:text-white';
export const eyebrowClass =
  'text-sm font-bold tracking-widest text-brand-dark-red uppercase dark:text-brand-yellow';

export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 max-w-3xl">
      {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
      <h1 className="mt-1 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      {children && <div className={`mt-4 text-lg leading-relaxed ${muted}`}>{children}</div>}
    </header>
  );
}

export function Stars({ rating, label }: { rating: number; label?: string }) {
  const rounded = Math.round(rating);
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={label ?? m.site_stars({ rating })}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} viewBox="0 0 20 20" className="size-5" aria-hidden="true">
          <path
            d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
            className={
              i <= rounded
                ? 'fill-brand-gold dark:fill-brand-yellow'
                : 'fill-neutral-300 dark:fill-neutral-600'
            }
          />
        </svg>
      ))}
    </span>
  );
}

export function LoadError({ what }: { what: string }) {
  return (
    <p role="alert" className={`${card} border-brand-red/40`}>
      {m.site_load_error({ what })}
    </p>
  );
}

export function cityName(slug: string | null): string {
  if (!slug) return m.site_both_cities();
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}
