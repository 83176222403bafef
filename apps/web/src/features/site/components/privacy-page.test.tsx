/**
 * The privacy page stays true to the code (issue 21 item 2): every cookie and storage key the web
 * app writes is on it, and it states the periods the server applies.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { followLanguage } from '@gh/i18n/follow';
import { PROCESSORS, PRIVACY_RETENTION, STORAGE_ITEMS } from '@gh/domain/privacy';
import { KEY as CHECKOUT_FORM } from '../../checkout/components/saved-form';
import { KEY as LAST_LOCATION } from '../../menu/lib/last-location';
import { PREFIX as PAYMENT_STARTED } from '../../../lib/payment-started';
import { PREFIX as ORDER_PLANNED } from '../../payment-status/lib/order-time';
import { STORAGE_KEY as SCROLL_POSITIONS } from '../../../app/scroll-restoration';
import { COLOR_MODE_KEY } from '../color-mode';
import { COOKIE_CONSENT_KEY } from '../cookie-consent';
import { LANGUAGE_SUGGESTION_KEY } from '../language-suggestion';
import { PROCESSOR_TEXTS, PrivacyPage, STORAGE_TEXTS } from './privacy-page';

const src = path.resolve(import.meta.dirname, '../../..');

/** The key each file that writes to browser storage writes, as its own constant says. */
const WRITERS: Record<string, { name: string; kind: 'cookie' | 'localStorage' | 'sessionStorage' }[]> = {
  'features/site/color-mode.ts': [
    { name: COLOR_MODE_KEY, kind: 'localStorage' },
    { name: COLOR_MODE_KEY, kind: 'cookie' },
  ],
  'features/site/cookie-consent.ts': [{ name: COOKIE_CONSENT_KEY, kind: 'localStorage' }],
  'features/site/language-suggestion.ts': [{ name: LANGUAGE_SUGGESTION_KEY, kind: 'localStorage' }],
  'features/menu/lib/last-location.ts': [{ name: LAST_LOCATION, kind: 'localStorage' }],
  'features/checkout/components/saved-form.ts': [{ name: CHECKOUT_FORM, kind: 'sessionStorage' }],
  'lib/payment-started.ts': [{ name: `${PAYMENT_STARTED}*`, kind: 'sessionStorage' }],
  'features/payment-status/lib/order-time.ts': [{ name: `${ORDER_PLANNED}*`, kind: 'localStorage' }],
  'app/scroll-restoration.ts': [{ name: SCROLL_POSITIONS, kind: 'sessionStorage' }],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const WRITES =
  /(?:localStorage|sessionStorage)\.setItem\(|document\.cookie\s*=|cookieStore\.set\(|indexedDB\.open\(/;

describe('cookies and storage', () => {
  it('every file that writes browser storage is known, and each key it writes is on the privacy page', () => {
    const writing = sourceFiles(src)
      .filter((file) => WRITES.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .sort();
    // A new file here: add what it stores to STORAGE_ITEMS (@gh/domain/privacy) and to WRITERS.
    expect(writing).toEqual(Object.keys(WRITERS).sort());
    const listed = STORAGE_ITEMS.map((item) => `${item.kind}:${item.name}`);
    for (const written of Object.values(WRITERS).flat()) {
      expect(listed).toContain(`${written.kind}:${written.name}`);
    }
  });

  it('index.html reads only keys that are listed', () => {
    const html = readFileSync(path.resolve(src, '../index.html'), 'utf8');
    const read = [...html.matchAll(/localStorage\.getItem\('([^']+)'\)/g)].map((m) => m[1]);
    expect(read.length).toBeGreaterThan(0);
    for (const key of read) expect(STORAGE_ITEMS.some((item) => item.name === key)).toBe(true);
  });
});

describe('the privacy page', () => {
  const render = (orderMonths: number) =>
    renderToString(
      <MemoryRouter>
        <PrivacyPage
          policy={{
            orderMonths,
            contactMonths: PRIVACY_RETENTION.contactMonths,
            applicationWeeks: PRIVACY_RETENTION.applicationWeeks,
            applicationConsentMonths: PRIVACY_RETENTION.applicationConsentMonths,
            taxYears: PRIVACY_RETENTION.taxYears,
            linkHours: 24,
          }}
        />
      </MemoryRouter>,
    ).replace(/<!-- -->/g, '');

  it('states the periods it is given, which the server applies', () => {
    const html = render(18);
    expect(html).toContain('18 maanden na je bestelling');
    expect(html).toContain(`na ${PRIVACY_RETENTION.contactMonths} maanden`);
    expect(html).toContain(`${PRIVACY_RETENTION.applicationWeeks} weken na ontvangst`);
    expect(html).toContain(`na ${PRIVACY_RETENTION.applicationConsentMonths} maanden als je ons daar`);
    expect(html).toContain(`${PRIVACY_RETENTION.taxYears} jaar`);
    expect(render(30)).toContain('30 maanden na je bestelling');
  });

  it('names every cookie and storage key, the processors and the request page', () => {
    const html = render(24);
    for (const item of STORAGE_ITEMS) expect(html).toContain(`>${item.name}</code>`);
    for (const processor of PROCESSORS) expect(html).toContain(processor.name);
    expect(html).toContain('Mollie');
    expect(html).toContain('href="/mijn-gegevens"');
  });
});

describe('the privacy page in English', () => {
  afterEach(() => followLanguage(() => 'nl'));

  const render = (orderMonths: number) => {
    followLanguage(() => 'en');
    return renderToString(
      <MemoryRouter>
        <PrivacyPage
          policy={{
            orderMonths,
            contactMonths: 9,
            applicationWeeks: 3,
            applicationConsentMonths: 10,
            taxYears: 7,
            linkHours: 24,
          }}
        />
      </MemoryRouter>,
    ).replace(/<!-- -->/g, '');
  };

  it('states the same periods the server applies, in English', () => {
    const html = render(18);
    expect(html).toContain('unrecognisable 18 months after your order');
    expect(html).toContain('we delete after 9 months');
    expect(html).toContain('we delete 3 weeks after we receive them, or after 10 months');
    expect(html).toContain('we keep for 7 years');
    expect(html).toContain('a link that works for 24 hours');
    expect(render(30)).toContain('30 months after your order');
  });

  it('explains every cookie, key and processor in English and links to the English request page', () => {
    const html = render(24);
    for (const item of STORAGE_ITEMS) {
      expect(STORAGE_TEXTS[`${item.kind}:${item.name}`], item.name).toBeDefined();
      expect(html).toContain(`>${item.name}</code>`);
      expect(html).not.toContain(item.purpose);
    }
    for (const processor of PROCESSORS) expect(PROCESSOR_TEXTS[processor.name], processor.name).toBeDefined();
    expect(html).toContain('payment provider');
    expect(html).not.toContain('lang="nl"');
    expect(html).toContain('href="/en/mijn-gegevens"');
    expect(html).toContain('Terms and conditions');
  });
});

describe('the Dutch privacy page', () => {
  it('says what STORAGE_ITEMS and PROCESSORS say, word for word', () => {
    const html = renderToString(
      <MemoryRouter>
        <PrivacyPage policy={null} />
      </MemoryRouter>,
    ).replace(/<!-- -->/g, '');
    for (const item of STORAGE_ITEMS) {
      expect(html).toContain(item.purpose);
      expect(html).toContain(item.lifetime);
    }
    for (const processor of PROCESSORS) expect(html).toContain(`${processor.role}: ${processor.data}.`);
  });
});
