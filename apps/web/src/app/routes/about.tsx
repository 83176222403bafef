import { PageMeta } from '../../components/page-meta';
import { AboutPage } from '../../features/site/components/about-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Over ons"
        description="Het verhaal van Gouden Haan: oma Fatima's recept, halal scharrelkip van de Veluwe, 24 uur gemarineerd en langzaam gegaard aan het spit."
      />
      <AboutPage />
    </>
  );
}
