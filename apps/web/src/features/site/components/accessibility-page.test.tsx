/** The accessibility statement in both languages states the same facts (issue 20, issue 21 item 4). */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { followLanguage } from '@gh/i18n/follow';
import { ACCESSIBILITY_STATEMENT, AccessibilityPage } from './accessibility-page';

function render(lang: 'nl' | 'en') {
  followLanguage(() => lang);
  return renderToString(
    <MemoryRouter>
      <AccessibilityPage />
    </MemoryRouter>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");
}

describe('the accessibility statement', () => {
  afterEach(() => followLanguage(() => 'nl'));

  it('in Dutch, as before', () => {
    const text = render('nl');
    expect(text).toContain(`heeft status ${ACCESSIBILITY_STATEMENT.status}: eerste maatregelen genomen`);
    expect(text).toContain('De verklaring is bijgewerkt op 26 november 2026, na onze eigen beoordeling');
    expect(text).toContain('is gepland voor mei 2027.');
    expect(text).toContain('WCAG 2.2.1 Timing aanpasbaar');
    expect(text).toContain(`binnen ${ACCESSIBILITY_STATEMENT.answerDays} werkdagen antwoord`);
  });

  it('in English, with the same status, dates, known issue and answer time', () => {
    const text = render('en');
    expect(text).toContain('Accessibility statement');
    expect(text).toContain(`has status ${ACCESSIBILITY_STATEMENT.status}: first measures taken`);
    expect(text).toContain('This statement was updated on 26 November 2026, after our own review');
    expect(text).toContain('is planned for May 2027.');
    expect(text).toContain('WCAG 2.2.1 Timing Adjustable');
    expect(text).toContain(`within ${ACCESSIBILITY_STATEMENT.answerDays} working days`);
    expect(text).toContain("Dutch government's model");
    expect(text).not.toMatch(/ werkdagen | verklaring /);
  });
});
