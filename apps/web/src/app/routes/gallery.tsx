import { useLoaderData } from 'react-router';
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
      <PageMeta
        title="Galerij"
        description="Een kijkje in de keuken van Gouden Haan: kip van het spit, crispy burgers, verse friet, huisgemaakte sauzen en onze restaurants."
      />
      <GalleryPage images={images} />
    </>
  );
}
