/**
 * The gentle suggestion of the English site (issue 20): only for a browser that asks for English and
 * not for Dutch, to the same page under /en, and never again once closed.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_SUGGESTION_KEY, prefersEnglish, shouldSuggestEnglish } from '../language-suggestion';
import { LanguageSuggestion } from './language-suggestion';

function browserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

describe('prefersEnglish', () => {
  it('is English without Dutch', () => {
    expect(prefersEnglish(['en-GB', 'en'])).toBe(true);
    expect(prefersEnglish(['de-DE', 'EN-us'])).toBe(true);
    expect(prefersEnglish(['en-GB', 'nl'])).toBe(false);
    expect(prefersEnglish(['nl-NL', 'en'])).toBe(false);
    expect(prefersEnglish(['de-DE', 'fr'])).toBe(false);
    expect(prefersEnglish(['eng'])).toBe(false);
  });
});

describe('LanguageSuggestion', () => {
  let container: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;
  beforeEach(() => {
    localStorage.removeItem(LANGUAGE_SUGGESTION_KEY);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  it('links to the same page in English, and once closed it stays away', async () => {
    browserLanguages(['en-GB', 'en']);
    expect(shouldSuggestEnglish()).toBe(true);
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={['/menu/amsterdam?tafel=4#product-7']}>
          <LanguageSuggestion />
        </MemoryRouter>,
      ),
    );
    const region = container.querySelector<HTMLElement>('section[aria-label="Language"]')!;
    expect(region.lang).toBe('en');
    expect(region.textContent).toContain('This page is also in English.');
    expect(region.querySelector('a')!.getAttribute('href')).toBe('/en/menu/amsterdam?tafel=4#product-7');
    const close = region.querySelector('button')!;
    expect(close.textContent).toBe('Close the language suggestion');
    await act(async () => close.click());
    expect(container.querySelector('section')).toBeNull();
    expect(shouldSuggestEnglish()).toBe(false);
  });

  it('is not suggested to a browser that reads Dutch', async () => {
    browserLanguages(['nl-NL', 'en-US']);
    expect(shouldSuggestEnglish()).toBe(false);
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={['/over-ons']}>
          <LanguageSuggestion />
        </MemoryRouter>,
      ),
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
