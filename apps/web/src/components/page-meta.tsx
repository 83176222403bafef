/** A page's title, description and Open Graph tags (React 19 hoists them into <head>). */
import { useEffect } from 'react';
import { brand } from '../lib/brand';

export function PageMeta({ title, description }: { title: string; description: string }) {
  const full = `${title} · ${brand.name}`;
  // A page rendered in the browser starts from index.html's generic title and description; the
  // page's own replace them, so the document has one of each.
  useEffect(() => {
    for (const generic of document.head.querySelectorAll('[data-shell]')) generic.remove();
  }, []);
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
    </>
  );
}
