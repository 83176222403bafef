import { describe, expect, it } from 'vitest';
import { excerpt, slugify, uniqueSlug } from './content-text';

describe('content text', () => {
  it('makes a readable slug of a title, and a free one beside taken ones', () => {
    expect(slugify('Nieuwe kip-saté in Rotterdam!')).toBe('nieuwe-kip-sate-in-rotterdam');
    expect(slugify('!!!')).toBe('bericht');
    expect(slugify('x'.repeat(200))).toHaveLength(80);
    expect(uniqueSlug('soep', new Set(['soep', 'soep-2']))).toBe('soep-3');
    expect(uniqueSlug('soep', new Set())).toBe('soep');
  });

  it('shortens the first paragraph after a whole word', () => {
    expect(excerpt('Kort.\n\nTweede alinea.')).toBe('Kort.');
    const long = excerpt(`${'woord '.repeat(60)}`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/woord…$/);
  });
});
