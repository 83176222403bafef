/**
 * The site's own pages speak the page's language (issue 20): English under /en, and the spec's Dutch
 * exactly as before on the Dutch pages.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { followLanguage } from '@gh/i18n/follow';
import type { Lang } from '@gh/i18n';
import { NotFound } from '../../../app/not-found';
import { AboutPage } from './about-page';
import { ContactForm } from './contact-form';
import { CookieBanner } from './cookie-banner';

function render(lang: Lang, node: React.ReactNode): string {
  followLanguage(() => lang);
  const html = renderToString(
    <MemoryRouter initialEntries={[lang === 'en' ? '/en/over-ons' : '/over-ons']}>{node}</MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

afterEach(() => followLanguage(() => 'nl'));

describe('the site in English', () => {
  it('tells the story, with links that stay English', () => {
    followLanguage(() => 'en');
    const html = renderToString(
      <MemoryRouter initialEntries={['/en/over-ons']}>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(html).toContain('A family recipe, two cities');
    expect(html).toContain('href="/en/allergenen"');
    expect(html).toContain('href="/en/menu"');
    expect(html).not.toContain('Ons verhaal');
  });

  it('asks for a message, says what the cookies are and says a page does not exist', () => {
    expect(render('en', <ContactForm />)).toContain('Send us a message');
    expect(render('en', <CookieBanner />)).toContain('Cookies with your chicken?');
    expect(render('en', <NotFound />)).toContain("This page doesn't exist");
  });

  it('keeps the Dutch pages word for word', () => {
    expect(render('nl', <AboutPage />)).toContain(
      'Ja. Al onze kip is halal geslacht en gecertificeerd, en wordt in onze keuken apart gehouden van andere producten. Ook de bacon op onze burgers is gemaakt van kip. Heb je vragen over onze ingrediënten of allergenen? Kijk op de allergenenpagina of vraag het aan ons team.',
    );
    expect(render('nl', <CookieBanner />)).toContain(
      'we volgen je niet en hebben je toestemming dus niet nodig. Meer in onze privacyverklaring.',
    );
    expect(render('nl', <NotFound />)).toContain('Deze pagina bestaat niet');
  });
});
