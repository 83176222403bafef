/** Issue 31 item 8: the footer names each location's legal entity, KvK number and btw-id once set. */
import { renderToStaticMarkup } from 'react-dom/server';
import { followLanguage } from '@gh/i18n/follow';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalEntity } from './footer';

const text = (html: string) => html.replace(/<br\/?>/g, '\n').replace(/<[^>]+>/g, '');

afterEach(() => followLanguage(() => 'nl'));

describe('the footer’s legal entity', () => {
  it('shows legal name, KvK number and btw-id, each on its line', () => {
    const html = renderToStaticMarkup(
      <LegalEntity
        business={{
          legalName: 'Gouden Haan Amsterdam B.V.',
          kvkNumber: '12345678',
          vatNumber: 'NL123456789B13',
        }}
      />,
    );
    expect(text(html)).toBe('Gouden Haan Amsterdam B.V.\nKvK 12345678\nBtw-id NL123456789B13');
  });

  it('leaves out what the owner has not filled in, and says nothing when nothing is', () => {
    expect(
      text(
        renderToStaticMarkup(
          <LegalEntity business={{ legalName: null, kvkNumber: '12345678', vatNumber: null }} />,
        ),
      ),
    ).toBe('KvK 12345678');
    expect(
      renderToStaticMarkup(<LegalEntity business={{ legalName: null, kvkNumber: null, vatNumber: null }} />),
    ).toBe('');
    expect(renderToStaticMarkup(<LegalEntity business={undefined} />)).toBe('');
  });

  it('in English under /en', () => {
    followLanguage(() => 'en');
    const html = renderToStaticMarkup(
      <LegalEntity business={{ legalName: null, kvkNumber: '12345678', vatNumber: 'NL123456789B13' }} />,
    );
    expect(text(html)).toBe('Chamber of Commerce no. 12345678\nVAT ID NL123456789B13');
  });
});
