/** menu_changed's payloads as they were before they were typed: a slug, `offers`, or empty. */
import { describe, expect, it } from 'vitest';
import { menuChangeOf } from './channels';

describe('menu_changed', () => {
  it('names a location, the offers, the content, or every page', () => {
    expect(menuChangeOf('amsterdam')).toEqual({ location: 'amsterdam' });
    expect(menuChangeOf(' rotterdam\n')).toEqual({ location: 'rotterdam' });
    expect(menuChangeOf('offers')).toBe('offers');
    expect(menuChangeOf('content')).toBe('content');
    expect(menuChangeOf('')).toBe('pages');
    expect(menuChangeOf('{}')).toBe('pages');
  });
});
