/** Issue 20: the owner sees which English texts are still missing, beside the Dutch field. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { untranslatedParts } from '@gh/domain/admin';
import { EnglishField } from './english-field';

function render(value: string) {
  document.body.innerHTML = renderToString(
    <EnglishField label="Naam" value={value} onChange={() => undefined} />,
  );
  const input = document.querySelector('input')!;
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
  return { input, label: document.querySelector('label')!.textContent, described };
}

describe('an English field in the admin', () => {
  it('says "Nog niet vertaald" while it is empty, and the field is English', () => {
    const { input, label, described } = render('  ');
    expect(label).toBe('Naam (Engels)');
    expect(input.getAttribute('lang')).toBe('en');
    expect(described).toEqual(['Nog niet vertaald']);
  });

  it('drops the marker once the English is written', () => {
    const { described } = render('Half spit-roast chicken');
    expect(described).toEqual([]);
    expect(document.body.textContent).not.toContain('Nog niet vertaald');
  });
});

describe('untranslatedParts', () => {
  const product = {
    name: 'Friet',
    description: 'Verse friet.',
    nameEn: 'Fries',
    descriptionEn: 'Fresh fries.',
    optionGroups: [{ name: 'Formaat', nameEn: 'Size', options: [{ choice: 'Groot', choiceEn: 'Large' }] }],
  };

  it('names what a visitor on /en still reads in Dutch', () => {
    expect(untranslatedParts(product)).toEqual([]);
    expect(untranslatedParts({ ...product, descriptionEn: '' })).toEqual(['omschrijving']);
    expect(
      untranslatedParts({
        ...product,
        nameEn: ' ',
        optionGroups: [{ ...product.optionGroups[0]!, options: [{ choice: 'Groot', choiceEn: '' }] }],
      }),
    ).toEqual(['naam', 'opties']);
    // An empty Dutch description has nothing to translate.
    expect(untranslatedParts({ ...product, description: '', descriptionEn: '' })).toEqual([]);
  });
});
