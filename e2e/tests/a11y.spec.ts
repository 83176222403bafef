/**
 * Issue 21 item 4, beyond axe: what a keyboard user and a phone user notice on the customer pages and
 * in the admin. Every focus stop shows a ring that stands out 3:1 against what lies around it in both
 * colour modes and is not hidden under the sticky header (WCAG 1.4.11, 2.4.7, 2.4.11); every target
 * on a phone is at least 24 by 24 px or has the room around it (2.5.8); and an order goes from the
 * menu to paid with the keyboard alone, the dialogs giving focus back where it was (2.1.1, 2.4.3).
 * docs/accessibility.md records the review these checks came from.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { untilLoaderGone } from '../support/page';
import { fillCart } from '../support/shop';

const ADMIN = { email: 'e2e-eigenaar@goudenhaan.nl', password: 'e2e-kip-van-het-spit-2026' };
const PHONE = { width: 390, height: 844 };

const PUBLIC_PAGES = [
  '/',
  '/menu/amsterdam',
  '/contact',
  '/werken-bij',
  '/reviews',
  '/allergenen',
  '/gallerij',
  '/toegankelijkheid',
  '/mijn-gegevens',
  '/checkout',
  '/admin/login',
];
const ADMIN_PAGES = [
  '/admin',
  '/admin/add',
  '/admin/bestellingen',
  '/admin/bestellingen/nieuw',
  '/admin/rapportages',
  '/admin/acties',
];

/** How a focused control shows it, as a person would judge it; an empty list when it is fine. */
async function focusProblems(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (colour: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = '#000';
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      return Array.from(canvas.getImageData(0, 0, 1, 1).data);
    };
    const luminance = (colour: string) => {
      const [r, g, b] = rgba(colour).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    /** The colour behind an element: the first ancestor with a mostly opaque background. */
    const behind = (start: Element | null) => {
      for (let e = start; e; e = e.parentElement) {
        const colour = getComputedStyle(e).backgroundColor;
        if (rgba(colour)[3]! > 128) return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    const box = el.getBoundingClientRect();
    // A visually hidden radio or checkbox shows its focus on the label around it.
    const shown =
      box.width <= 1 || box.height <= 1
        ? (el.closest('label') ?? document.querySelector(`label[for="${el.id}"]`))
        : el;
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (!shown) return `${name}: hidden, and no label shows its focus`;
    const style = getComputedStyle(shown);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) {
      return `${name}: no focus ring (${style.outlineStyle} ${style.outlineWidth})`;
    }
    // With an offset the ring lies on what surrounds the control; without, on the control's edge.
    const around = behind(parseFloat(style.outlineOffset) > 0 ? shown.parentElement : shown);
    const ratio = contrast(style.outlineColor, around);
    if (ratio < 3) return `${name}: ring ${style.outlineColor} on ${around} is ${ratio.toFixed(2)}:1`;
    const seen = shown.getBoundingClientRect();
    const x = seen.left + seen.width / 2;
    const y = seen.top + Math.min(seen.height / 2, 12);
    if (y < 0 || y > innerHeight) return `${name}: scrolled out of sight (top ${Math.round(seen.top)})`;
    const top = document.elementFromPoint(x, y);
    if (top && !shown.contains(top) && !top.contains(shown)) {
      for (let e: Element | null = top; e; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') return `${name}: under ${e.tagName.toLowerCase()}`;
      }
    }
    return '';
  });
}

/** Tabs through the whole page (up to `max` stops) and lists each stop's problem. */
async function tabSweep(page: Page, label: string, max = 70): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const problems: string[] = [];
  let first: string | null = null;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body ? el.outerHTML.slice(0, 120) : null;
    });
    if (id === null) continue;
    if (id === first) break; // round the page once
    first ??= id;
    const problem = await focusProblems(page);
    if (problem) problems.push(`${label}: ${problem}`);
  }
  return problems;
}

/**
 * Targets smaller than 24 by 24 px that another target comes within reach of (WCAG 2.5.8's spacing
 * exception: a 24 px circle around each must touch no other). Links inside running text are exempt.
 */
async function smallTargets(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [tabindex]:not([tabindex="-1"])';
    const all = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    });
    /** The box a finger hits: a checkbox or radio inside its label is hit through the label too. */
    const hitBox = (el: HTMLElement) => {
      const label = el instanceof HTMLInputElement ? el.closest('label') : null;
      return (label ?? el).getBoundingClientRect();
    };
    const out: string[] = [];
    for (const el of all) {
      const r = hitBox(el);
      if (r.width >= 24 && r.height >= 24) continue;
      const style = getComputedStyle(el);
      const text = el.parentElement?.textContent?.trim() ?? '';
      if (
        el.tagName === 'A' &&
        style.display === 'inline' &&
        text.length > (el.textContent ?? '').length + 10
      )
        continue;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const clash = all.some((other) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const q = hitBox(other);
        if (q.left === r.left && q.top === r.top && q.width === r.width) return false; // same label
        const dx = Math.max(q.left - cx, 0, cx - q.right);
        const dy = Math.max(q.top - cy, 0, cy - q.bottom);
        const small = q.width < 24 || q.height < 24;
        const centres = Math.hypot(cx - (q.left + q.width / 2), cy - (q.top + q.height / 2));
        return Math.hypot(dx, dy) < 12 || (small && centres < 24);
      });
      if (clash) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  });
  return found.map((f) => `${label}: ${f}`);
}

/** Placeholder text under 4.5:1 against its field (WCAG 1.4.3: it is text a person must read). */
async function faintPlaceholders(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    /** The colour as painted: a see-through colour (Tailwind's default placeholder) over `under`. */
    const painted = (colour: string, under: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = under;
      canvas.fillRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      return Array.from(canvas.getImageData(0, 0, 1, 1).data).slice(0, 3);
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const behind = (start: Element | null) => {
      for (let e = start; e; e = e.parentElement) {
        const colour = getComputedStyle(e).backgroundColor;
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        if (canvas.getImageData(0, 0, 1, 1).data[3]! > 128) return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    return Array.from(
      document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    )
      .map((field) => {
        const under = behind(field);
        const text = luminance(painted(getComputedStyle(field, '::placeholder').color, under));
        const ground = luminance(painted(under, '#fff'));
        const ratio = (Math.max(text, ground) + 0.05) / (Math.min(text, ground) + 0.05);
        return ratio < 4.5 ? `placeholder "${field.placeholder}" is ${ratio.toFixed(2)}:1` : '';
      })
      .filter(Boolean);
  });
  return found.map((f) => `${label}: ${f}`);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await untilLoaderGone(page);
  await page.waitForLoadState('networkidle');
}

test.describe('focus and targets', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  test('every focus stop shows a ring that stands out, above the sticky header, on customer pages', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'seen'));
    await page.goto('/');
    await fillCart(page.request, 'amsterdam', [{ name: 'Kippendijen van de grill', quantity: 1 }]);
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const path of PUBLIC_PAGES) {
        await open(page, path);
        problems.push(...(await tabSweep(page, `${colorScheme} ${path}`)));
        problems.push(...(await smallTargets(page, `${colorScheme} ${path}`)));
        problems.push(...(await faintPlaceholders(page, `${colorScheme} ${path}`)));
      }
    }
    expect(problems).toEqual([]);
  });

  test('and in the admin', async ({ page }) => {
    test.setTimeout(120_000);
    const login = await page.request.post('/api/admin/login', {
      headers: { origin: baseURL },
      data: ADMIN,
    });
    expect(login.ok()).toBe(true);
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const path of ADMIN_PAGES) {
        await open(page, path);
        problems.push(...(await tabSweep(page, `${colorScheme} ${path}`, 45)));
        problems.push(...(await smallTargets(page, `${colorScheme} ${path}`)));
        problems.push(...(await faintPlaceholders(page, `${colorScheme} ${path}`)));
      }
    }
    expect(problems).toEqual([]);

    // The product form sent empty: the focus goes to the first wrong field, tied to its message.
    await open(page, '/admin/add');
    await tabTo(page, page.getByRole('button', { name: 'Product opslaan' }));
    await page.keyboard.press('Enter');
    const wrong = page.locator(':focus');
    await expect(wrong).toHaveAttribute('aria-invalid', 'true');
    await expect(wrong).toHaveAccessibleDescription(/.+/);
  });
});

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, backwards = false, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('an order from the menu to paid with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'seen'));
  await page.setViewportSize(PHONE);
  await open(page, '/menu/rotterdam');

  // The option dialog: Enter opens it, Tab stays inside, Escape closes it and focus comes back.
  const choose = page.getByRole('button', { name: 'Crispy chicken burger Kies opties' });
  await tabTo(page, choose);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Crispy chicken burger' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();

  // Again, and add it with the keyboard: the toast says so, in Dutch, in a live region.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: /In winkelwagen/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByRole('status')).toContainText(
    'Product toegevoegd',
  );

  // The cart drawer: from the header, with Shift+Tab back up the page.
  const cartButton = page.getByRole('button', { name: /^Winkelwagen, 1 product/ });
  await tabTo(page, cartButton, true);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Crispy chicken burger')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('link', { name: 'Afrekenen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await untilLoaderGone(page);

  // Checkout: send it empty, and the first wrong field has the focus, tied to its message.
  const pay = page.getByRole('button', { name: /Bestellen en betalen/ });
  await tabTo(page, page.getByRole('radio', { name: 'Bezorgen' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Afhalen' })).toBeChecked();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  const name = page.getByRole('textbox', { name: 'Naam *' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Vul je naam in.');
  await expect(name).toHaveAttribute('autocomplete', 'name');

  await page.keyboard.type('Ada Toetsenbord');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'E-mailadres *' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'E-mailadres *' })).toHaveAttribute('autocomplete', 'email');
  await page.keyboard.type(`ada-${Date.now()}@example.nl`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Telefoonnummer *' })).toHaveAttribute(
    'autocomplete',
    'tel',
  );
  await page.keyboard.type('0612345678');
  const terms = page.getByRole('checkbox', { name: /Ik ga akkoord/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  // The demo payment page and the paid page, by keyboard too.
  await expect(page).toHaveURL(/\/demo-betaling\//);
  await untilLoaderGone(page);
  await tabTo(page, page.getByRole('button', { name: 'Betaald' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Betaling geslaagd' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByRole('status')).toContainText(
    'Betaling geslaagd',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  // The live order page: its focus stops and targets hold too, in both modes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const problems = [
      ...(await tabSweep(page, `${colorScheme} /betaald`)),
      ...(await smallTargets(page, `${colorScheme} /betaald`)),
    ];
    expect(problems).toEqual([]);
  }
});
