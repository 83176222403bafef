/**
 * Issue 17 (evening): below the delivery minimum the sentence showed twice (the quote's problem and
 * the server's refusal under it) and the pay button stayed active. One message, tied to a disabled
 * button.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PayButton } from './pay-button';

const MINIMUM =
  'Het minimale bestelbedrag voor bezorgen in Centrum is € 15,00. Voeg nog € 10,00 toe of kies afhalen.';

function render(problem: string | null, error: string | null) {
  const html = renderToString(
    <PayButton
      problem={problem}
      error={error}
      errorRef={null}
      total={5}
      submitting={false}
      disabled={false}
    />,
  );
  document.body.innerHTML = html;
  return document.querySelector('button')!;
}

describe('pay button below the delivery minimum', () => {
  it('says the minimum once, also after the server refused with the same sentence', () => {
    render(MINIMUM, MINIMUM);
    expect(document.body.textContent!.split(MINIMUM)).toHaveLength(2);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('is disabled and described by that message', () => {
    const button = render(MINIMUM, null);
    expect(button.disabled).toBe(true);
    const described = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(MINIMUM);
  });

  it('is active without a problem, and still shows another refusal', () => {
    const button = render(null, 'Dit tijdstip is vol.');
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Dit tijdstip is vol.');
  });
});
