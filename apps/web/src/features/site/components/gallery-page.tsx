/** The gallery: a grid of drawn images and an accessible lightbox (native modal dialog). */
import type { GalleryImage } from '@gh/domain/content';
import * as m from '@gh/i18n/messages';
import { useEffect, useRef, useState } from 'react';
import { untranslatedLang } from '../../../lib/untranslated';
import { LoadError, PageHeader } from './ui';

export function GalleryPage({ images }: { images: GalleryImage[] | null }) {
  const [index, setIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (index !== null && !dialog.open) dialog.showModal();
    if (index === null && dialog.open) dialog.close();
  }, [index]);

  if (!images) return <LoadError what={m.pages_gallery_load_what()} />;
  const current = index === null ? null : images[index];
  const step = (delta: number) =>
    setIndex((i) => (i === null ? i : (i + delta + images.length) % images.length));

  return (
    <>
      <PageHeader eyebrow={m.pages_gallery_eyebrow()} title={m.pages_gallery_title()}>
        {m.pages_gallery_intro()}
      </PageHeader>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {images.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              className="group block w-full overflow-hidden rounded-2xl bg-white shadow-sm dark:bg-[#1c1714]"
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setIndex(i);
              }}
            >
              <img
                src={image.src}
                alt={image.alt}
                {...untranslatedLang(image, 'alt')}
                width={image.width}
                height={image.height}
                loading={i < 3 ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-105 motion-reduce:group-hover:scale-100"
              />
              {image.caption && (
                <span
                  className="block px-3 py-2 text-left text-sm font-semibold"
                  {...untranslatedLang(image, 'caption')}
                >
                  {image.caption}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-labelledby="lightbox-caption"
        className="m-auto w-[min(92vw,960px)] rounded-2xl bg-brand-black p-0 text-brand-cream [--gh-ring:var(--color-brand-yellow)] backdrop:bg-black/80"
        onClose={() => {
          setIndex(null);
          openerRef.current?.focus();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
      >
        {current && (
          <figure>
            <img
              src={current.src}
              alt={current.alt}
              {...untranslatedLang(current, 'alt')}
              width={current.width}
              height={current.height}
              className="w-full rounded-t-2xl"
            />
            <figcaption
              id="lightbox-caption"
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <span className="font-semibold">
                <span {...untranslatedLang(current, current.caption ? 'caption' : 'alt')}>
                  {current.caption ?? current.alt}
                </span>{' '}
                <span className="text-neutral-300">
                  {m.pages_gallery_position({ position: (index ?? 0) + 1, total: images.length })}
                </span>
              </span>
              <span className="flex gap-2">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className="rounded-full border border-brand-cream/60 px-4 py-2 font-semibold hover:bg-white/10"
                >
                  {m.pages_gallery_previous()}
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className="rounded-full border border-brand-cream/60 px-4 py-2 font-semibold hover:bg-white/10"
                >
                  {m.pages_gallery_next()}
                </button>
                <button
                  type="button"
                  onClick={() => setIndex(null)}
                  className="rounded-full bg-brand-yellow px-4 py-2 font-bold text-brand-black"
                >
                  {m.pages_gallery_close()}
                </button>
              </span>
            </figcaption>
          </figure>
        )}
      </dialog>
    </>
  );
}
