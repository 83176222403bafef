import * as m from '@gh/i18n/messages';
import { useLoaderData } from '../../lib/router';
import { PageMeta } from '../../components/page-meta';
import { getGallery } from '../../features/site/api/get-gallery';
import { GalleryPage } from '../../features/site/components/gallery-page';

export async function loader() {
  return { images: await getGallery().catch(() => null) };
}

export function Component() {
  const { images } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title={m.pages_gallery_meta_title()} description={m.pages_gallery_meta_description()} />
      <GalleryPage images={images} />
    </>
  );
}
