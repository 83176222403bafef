/** A page's title, description and Open Graph tags (React 19 hoists them into <head>). */
import { brand } from '../lib/brand';

export function PageMeta({ title, description }: { title: string; description: string }) {
  const full = `${title} · ${brand.name}`;
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
