import { describe, expect, it } from 'vitest';
import { loginUrl, safeNext } from './guard';

describe('the return address after signing in', () => {
  it('goes back to the admin page the visitor came from', () => {
    expect(safeNext('/admin/edit/abc?x=1')).toBe('/admin/edit/abc?x=1');
    expect(
      safeNext(new URL(`http://x${loginUrl('/admin/add?locatie=rotterdam')}`).searchParams.get('next')),
    ).toBe('/admin/add?locatie=rotterdam');
  });

  it('never leaves the admin area or loops to the login page', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin//evil',
      '/menu',
      '/admin/login',
    ]) {
      expect(safeNext(next)).toBe('/admin');
    }
  });
});
