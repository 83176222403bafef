import { PageMeta } from '../../components/page-meta';
import { ContactPage } from '../../features/site/components/contact-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Contact"
        description="Neem contact op met Gouden Haan in Amsterdam of Rotterdam: stuur een bericht, bel of mail. We reageren binnen twee werkdagen."
      />
      <ContactPage />
    </>
  );
}
