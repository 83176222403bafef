import { describe, expect, it } from 'vitest';
import { toastBottom } from './toast-placement';

/** A 390 × 844 phone with the navbar (68 px) and the stuck category bar (to 132 px). */
const phone = { viewport: 844, height: 72, clearance: 0, topLimit: 132 };

describe('toastBottom', () => {
  it('stands at the bottom when nothing was used or what was used is clear of it', () => {
    expect(toastBottom({ ...phone, avoid: null })).toBe(16);
    expect(toastBottom({ ...phone, avoid: { top: 200, bottom: 370 } })).toBe(16);
  });

  it('stands above a dialog footer or the cookie banner (the host’s clearance)', () => {
    expect(toastBottom({ ...phone, clearance: 180, avoid: null })).toBe(188);
  });

  it('moves above the card whose button was just tapped near the bottom, price and all', () => {
    const card = { top: 640, bottom: 810 };
    const bottom = toastBottom({ ...phone, avoid: card });
    expect(bottom).toBe(844 - 640 + 8);
    // Its top edge stays below the sticky bars.
    expect(844 - bottom - phone.height).toBeGreaterThanOrEqual(phone.topLimit);
  });

  it('goes below a tall card that fills the upper screen, never over the navbar and its basket button', () => {
    const card = { top: 140, bottom: 600 };
    const bottom = toastBottom({ ...phone, avoid: card });
    expect(844 - bottom - phone.height).toBeGreaterThanOrEqual(600);
  });

  it('keeps its place when there is no room anywhere', () => {
    expect(toastBottom({ ...phone, avoid: { top: 150, bottom: 800 } })).toBe(16);
  });
});
